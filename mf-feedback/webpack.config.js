const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Each exposed module is one screen; the shell's route table decides where it appears.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_feedback',
  port: 3003,
  title: 'Feedback – Standalone',
  exposes: {
    './TesterFeedbackPage': './src/pages/tester-feedback-page.tsx',
  },
});
