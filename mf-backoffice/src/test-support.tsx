// mf-backoffice's one place for test helpers (imported by *.test.tsx files only, never bundled);
// the helpers every package needs come from the dev-only package @dtp/test-support.
import { Heading } from '@dtp/shared-ui';
import { renderRoutes } from '@dtp/test-support';
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

export { asAccount, renderRoutes, resetAll, setDemoConfig, signInAs } from '@dtp/test-support';

/** The back office's season screens under a router, with stand-ins for the pages they lead to. */
export function renderBackOffice(path: string) {
  return renderRoutes(path, {
    '/admin': <AdminPage />,
    '/dashboard': <DashboardPage />,
    '/datasheets': <DatasheetsPage />,
    '/testing/:testingId': <TestingPage />,
    '/waves': <WavesPage />,
    '/waves/show/:waveId': <WavePage />,
    '/panels': <PanelsPage />,
    '/panels/show/:panelId': <PanelPage />,
    '/travels/travel/:travelId': <Heading as="h1">Spesenabrechnung</Heading>,
    '/datasheet/:userId': <Heading as="h1">Datenblatt</Heading>,
    '/testers': <TestersPage />,
    '/testers/new': <TesterPage />,
    '/testers/show/:testerId': <TesterPage />,
    '/clubs': <ClubsPage />,
    '/clubs/new': <ClubPage />,
    '/clubs/show/:clubId': <ClubPage />,
    '/emails': <EmailsPage />,
    '/emails/new': <EmailComposePage />,
  });
}
