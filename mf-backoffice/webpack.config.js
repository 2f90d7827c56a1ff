const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Each exposed module is one screen; the shell's route table decides where it appears.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_backoffice',
  port: 3002,
  title: 'Back-Office – Standalone',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './DatasheetsPage': './src/pages/datasheets-page.tsx',
    './WavesPage': './src/pages/waves-page.tsx',
    './WavePage': './src/pages/wave-page.tsx',
    './PanelsPage': './src/pages/panels-page.tsx',
    './PanelPage': './src/pages/panel-page.tsx',
    './TestingPage': './src/pages/testing-page.tsx',
    './ClubsPage': './src/pages/clubs-page.tsx',
    './ClubPage': './src/pages/club-page.tsx',
    './TestersPage': './src/pages/testers-page.tsx',
    './TesterPage': './src/pages/tester-page.tsx',
    './EmailsPage': './src/pages/emails-page.tsx',
    './EmailComposePage': './src/pages/email-compose-page.tsx',
    './AdminPage': './src/pages/admin-page.tsx',
  },
});
