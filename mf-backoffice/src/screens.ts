// This remote's screen manifest: screen name → its module, loaded when first shown. The webpack
// build exposes each entry as './<name>' (scripts/build/webpack-app.cjs) and the standalone page routes
// to it; api-client's route table says where each screen appears.
export const screens = {
  DashboardPage: () => import('./pages/dashboard-page'),
  DatasheetsPage: () => import('./pages/datasheets-page'),
  SeasonsPage: () => import('./pages/seasons-page'),
  SeasonNewPage: () => import('./pages/season-new-page'),
  WavesPage: () => import('./pages/waves-page'),
  WavePage: () => import('./pages/wave-page'),
  PanelsPage: () => import('./pages/panels-page'),
  PanelPage: () => import('./pages/panel-page'),
  TestingPage: () => import('./pages/testing-page'),
  ClubsPage: () => import('./pages/clubs-page'),
  ClubPage: () => import('./pages/club-page'),
  TestersPage: () => import('./pages/testers-page'),
  TesterPage: () => import('./pages/tester-page'),
  ImportPage: () => import('./pages/import-page'),
  EmailsPage: () => import('./pages/emails-page'),
  EmailComposePage: () => import('./pages/email-compose-page'),
  QuestionnairesPage: () => import('./pages/questionnaires-page'),
  QuestionnaireReviewPage: () => import('./pages/questionnaire-review-page'),
  ResultsPage: () => import('./pages/results-page'),
  MeasuresPage: () => import('./pages/measures-page'),
  AdminPage: () => import('./pages/admin-page'),
  QuestionnaireEditorPage: () => import('./pages/questionnaire-editor-page'),
};
