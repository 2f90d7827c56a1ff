const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Each exposed module is one screen; the shell's route table decides where it appears.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_tester',
  port: 3001,
  title: 'Tester – Standalone',
  exposes: {
    './DatasheetPage': './src/pages/datasheet-page.tsx',
    './TestsPage': './src/pages/tests-page.tsx',
    './TestPage': './src/pages/test-page.tsx',
    './TravelsPage': './src/pages/travels-page.tsx',
    './TravelPage': './src/pages/travel-page.tsx',
  },
});
