const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Each exposed module is one screen or one view; the shell's route table and the other remotes
// (FederatedView) decide where it appears. Props: README.md 'Exposed modules'.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_feedback',
  port: 3003,
  title: 'Feedback – Standalone',
  exposes: {
    './TesterFeedbackPage': './src/pages/tester-feedback-page.tsx',
    './UserFeedback': './src/features/feedback/user-feedback.tsx',
    './TestFeedback': './src/features/feedback/test-feedback.tsx',
    './FeedbackFormLink': './src/features/feedback/feedback-form-link.tsx',
  },
});
