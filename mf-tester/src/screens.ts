// This remote's screen manifest: screen name → its module, loaded when first shown. The webpack
// build exposes each entry as './<name>' (scripts/build/webpack-app.cjs) and the standalone page routes
// to it; the remote's rows (contract/src/pages/mf-tester.json) say where each screen appears (its build writes it into its manifest).
export const screens = {
  DatasheetPage: () => import('./pages/datasheet-page'),
  TestsPage: () => import('./pages/tests-page'),
  TestPage: () => import('./pages/test-page'),
  QuestionnairePage: () => import('./pages/questionnaire-page'),
  TravelsPage: () => import('./pages/travels-page'),
  TravelPage: () => import('./pages/travel-page'),
};
