import { PanelsScreen } from '../features/panels/panels-screen';

/** /panels — spec back-office.md section 2 'Panel list'. */
export default function PanelsPage() {
  return <PanelsScreen />;
}
