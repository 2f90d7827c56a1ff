// This remote's screen manifest: screen or view name → its module, loaded when first shown. The
// webpack build exposes each entry as './<name>' (scripts/build/webpack-app.cjs). Screens appear where
// api-client's route table says; views are embedded by other remotes (RemoteSlot, props in README.md).
export const screens = {
  TesterFeedbackPage: () => import('./pages/tester-feedback-page'),
  UserFeedback: () => import('./features/feedback/user-feedback'),
  TestFeedback: () => import('./features/feedback/test-feedback'),
  FeedbackFormLink: () => import('./features/feedback/feedback-form-link'),
};
