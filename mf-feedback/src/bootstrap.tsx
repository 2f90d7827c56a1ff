import { HStack, Route, RouterLink, Routes, startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import TesterFeedbackPage from './pages/tester-feedback-page';
import { FeedbackFormLinkDemo, TestFeedbackDemo, UserFeedbackDemo } from './pages/standalone-demos';

// The team's standalone page: this remote's screens and views on demo data, without the shell
// (?as=admin|manager|tester|tester2).
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone(
  (node) => root.render(node),
  'Feedback',
  <>
    <HStack as="nav" gap="4" mb="6" wrap="wrap" aria-label="Seiten dieses Remotes">
      <RouterLink to="/tester-feedback">Tester Feedback Übersicht</RouterLink>
      <RouterLink to="/user-feedback">UserFeedback</RouterLink>
      <RouterLink to="/test-feedback">TestFeedback</RouterLink>
      <RouterLink to="/feedback-form-link">FeedbackFormLink</RouterLink>
    </HStack>
    <Routes>
      <Route path="/" element={<TesterFeedbackPage />} />
      <Route path="/tester-feedback" element={<TesterFeedbackPage />} />
      <Route path="/user-feedback" element={<UserFeedbackDemo />} />
      <Route path="/test-feedback" element={<TestFeedbackDemo />} />
      <Route path="/feedback-form-link" element={<FeedbackFormLinkDemo />} />
    </Routes>
  </>,
);
