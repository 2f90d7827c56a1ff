import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import DatasheetPage from './pages/datasheet-page';
import TestPage from './pages/test-page';
import TestsPage from './pages/tests-page';
import TravelPage from './pages/travel-page';
import TravelsPage from './pages/travels-page';

// The team's standalone page: this remote's screens on demo data, without the shell
// (?as=tester|tester2|manager|admin).
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Tester', [
  { path: '/datasheet', element: <DatasheetPage />, label: 'Ihr Datenblatt' },
  { path: '/datasheet/:userId', element: <DatasheetPage /> },
  { path: '/tests', element: <TestsPage />, label: 'Ihre Tests' },
  { path: '/tests/test/:testId', element: <TestPage /> },
  { path: '/travels', element: <TravelsPage />, label: 'Ihre Spesenabrechnungen' },
  { path: '/travels/travel/:travelId', element: <TravelPage /> },
]);
