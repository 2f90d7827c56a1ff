import { useNavigateBack, useParams, paths } from '@dtp/shared-ui';
import { DatasheetScreen } from '../features/datasheet/datasheet-screen';

/** Exposed as './DatasheetPage': /datasheet (own) and /datasheet/:userId (show-datasheet, optional navigateBack). */
export default function DatasheetPage() {
  const { userId } = useParams();
  const backTo = useNavigateBack(paths.datasheets());
  return <DatasheetScreen key={userId ?? 'own'} userId={userId} backTo={backTo} />;
}
