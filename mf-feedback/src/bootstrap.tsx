import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import { FeedbackFormLinkDemo, TestFeedbackDemo, UserFeedbackDemo } from './pages/standalone-demos';
import TesterFeedbackPage from './pages/tester-feedback-page';

// The team's standalone page: this remote's screens and views on demo data, without the shell
// (?as=admin|manager|tester|tester2).
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Feedback', [
  { path: '/tester-feedback', element: <TesterFeedbackPage />, label: 'Tester Feedback Übersicht' },
  { path: '/user-feedback', element: <UserFeedbackDemo />, label: 'UserFeedback' },
  { path: '/test-feedback', element: <TestFeedbackDemo />, label: 'TestFeedback' },
  { path: '/feedback-form-link', element: <FeedbackFormLinkDemo />, label: 'FeedbackFormLink' },
]);
