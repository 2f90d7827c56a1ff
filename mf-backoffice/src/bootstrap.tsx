import { HStack, Route, RouterLink, Routes, startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import DashboardPage from './pages/dashboard-page';
import DatasheetsPage from './pages/datasheets-page';
import WavesPage from './pages/waves-page';
import WavePage from './pages/wave-page';
import PanelsPage from './pages/panels-page';
import PanelPage from './pages/panel-page';
import TestingPage from './pages/testing-page';
import ClubsPage from './pages/clubs-page';
import ClubPage from './pages/club-page';
import TestersPage from './pages/testers-page';
import TesterPage from './pages/tester-page';
import EmailsPage from './pages/emails-page';
import EmailComposePage from './pages/email-compose-page';
import AdminPage from './pages/admin-page';

// The team's standalone page: this remote's screens on demo data, without the shell.
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone(
  (node) => root.render(node),
  'Back-Office',
  <>
    <HStack as="nav" gap="4" mb="6" wrap="wrap" aria-label="Seiten dieses Remotes">
        <RouterLink to="/dashboard">Die Tests</RouterLink>
        <RouterLink to="/datasheets">Die Datenblätter</RouterLink>
        <RouterLink to="/waves">Wellen</RouterLink>
        <RouterLink to="/waves/show/1">Welle</RouterLink>
        <RouterLink to="/panels">Panels</RouterLink>
        <RouterLink to="/panels/show/1">Panel</RouterLink>
        <RouterLink to="/testing/1">Test</RouterLink>
        <RouterLink to="/clubs">Die Golfclubs</RouterLink>
        <RouterLink to="/clubs/show/1">Golfclub</RouterLink>
        <RouterLink to="/testers">Tester</RouterLink>
        <RouterLink to="/testers/show/1">Tester</RouterLink>
        <RouterLink to="/emails">Emails</RouterLink>
        <RouterLink to="/emails/new">Email verfassen</RouterLink>
        <RouterLink to="/admin">Administration</RouterLink>
    </HStack>
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/datasheets" element={<DatasheetsPage />} />
      <Route path="/waves" element={<WavesPage />} />
      <Route path="/waves/show/:waveId" element={<WavePage />} />
      <Route path="/panels" element={<PanelsPage />} />
      <Route path="/panels/show/:panelId" element={<PanelPage />} />
      <Route path="/testing/:testingId" element={<TestingPage />} />
      <Route path="/clubs" element={<ClubsPage />} />
      <Route path="/clubs/show/:clubId" element={<ClubPage />} />
      <Route path="/testers" element={<TestersPage />} />
      <Route path="/testers/show/:testerId" element={<TesterPage />} />
      <Route path="/emails" element={<EmailsPage />} />
      <Route path="/emails/new" element={<EmailComposePage />} />
      <Route path="/admin" element={<AdminPage />} />
    </Routes>
  </>,
);
