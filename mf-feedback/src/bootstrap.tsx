import { setDemoTransportLoader, type RemoteRoutes } from '@dtp/api-client';
import { loadDemoTransport } from '@dtp/demo/loader';
import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import { FeedbackFormLinkDemo, TestFeedbackDemo, UserFeedbackDemo } from './pages/standalone-demos';
import { screens } from './screens';

/** This remote's route rows (contract/src/pages/mf-feedback.json), as its build writes them into its manifest (scripts/build/webpack-app.cjs). */
declare const __DTP_ROUTES__: RemoteRoutes;

// The team's standalone page: this remote's screens and views on demo data, without the shell
// (?as=admin|manager|tester|tester2); the overview's route comes from api-client's route table,
// the embedded views get demo pages of their own.
// Its demo data come in the demo's own chunk (@dtp/demo), loaded by the first call.
setDemoTransportLoader(loadDemoTransport);
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Feedback', 'mf_feedback', screens, __DTP_ROUTES__, [
  { path: '/user-feedback', element: <UserFeedbackDemo />, label: 'UserFeedback' },
  { path: '/test-feedback', element: <TestFeedbackDemo />, label: 'TestFeedback' },
  { path: '/feedback-form-link', element: <FeedbackFormLinkDemo />, label: 'FeedbackFormLink' },
]);
