import { DatasheetsScreen } from '../features/datasheets/datasheets-screen';

/** /datasheets — spec back-office.md section 2 'Data sheet list'. */
export default function DatasheetsPage() {
  return <DatasheetsScreen />;
}
