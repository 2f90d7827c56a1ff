import { useParams, useSearchParams } from '@dtp/shared-ui';
import { DatasheetScreen } from '../features/datasheet/datasheet-screen';

/** Exposed as './DatasheetPage': /datasheet (own) and /datasheet/:userId (show-datasheet, optional navigateBack). */
export default function DatasheetPage() {
  const { userId } = useParams();
  const [searchParams] = useSearchParams();
  return <DatasheetScreen key={userId ?? 'own'} userId={userId} navigateBack={searchParams.get('navigateBack')} />;
}
