import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import AdminPage from './pages/admin-page';
import ClubPage from './pages/club-page';
import ClubsPage from './pages/clubs-page';
import DashboardPage from './pages/dashboard-page';
import DatasheetsPage from './pages/datasheets-page';
import EmailComposePage from './pages/email-compose-page';
import EmailsPage from './pages/emails-page';
import PanelPage from './pages/panel-page';
import PanelsPage from './pages/panels-page';
import TesterPage from './pages/tester-page';
import TestersPage from './pages/testers-page';
import TestingPage from './pages/testing-page';
import WavePage from './pages/wave-page';
import WavesPage from './pages/waves-page';

// The team's standalone page: this remote's screens on demo data, without the shell
// (?as=admin|manager).
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Back-Office', [
  { path: '/dashboard', element: <DashboardPage />, label: 'Die Tests' },
  { path: '/datasheets', element: <DatasheetsPage />, label: 'Die Datenblätter' },
  { path: '/waves', element: <WavesPage />, label: 'Wellen' },
  { path: '/waves/show/:waveId', element: <WavePage /> },
  { path: '/panels', element: <PanelsPage />, label: 'Panels' },
  { path: '/panels/show/:panelId', element: <PanelPage /> },
  { path: '/testing/:testingId', element: <TestingPage /> },
  { path: '/clubs', element: <ClubsPage />, label: 'Die Golfclubs' },
  { path: '/clubs/show/:clubId', element: <ClubPage /> },
  { path: '/testers', element: <TestersPage />, label: 'Tester' },
  { path: '/testers/show/:testerId', element: <TesterPage /> },
  { path: '/emails', element: <EmailsPage />, label: 'Emails' },
  { path: '/emails/new', element: <EmailComposePage />, label: 'Email verfassen' },
  { path: '/admin', element: <AdminPage />, label: 'Administration' },
]);
