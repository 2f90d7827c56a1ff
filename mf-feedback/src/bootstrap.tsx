import { HStack, Route, RouterLink, Routes, startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import TesterFeedbackPage from './pages/tester-feedback-page';

// The team's standalone page: this remote's screens on demo data, without the shell.
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone(
  (node) => root.render(node),
  'Feedback',
  <>
    <HStack as="nav" gap="4" mb="6" wrap="wrap" aria-label="Seiten dieses Remotes">
        <RouterLink to="/tester-feedback">Tester Feedback Übersicht</RouterLink>
    </HStack>
    <Routes>
      <Route path="/tester-feedback" element={<TesterFeedbackPage />} />
    </Routes>
  </>,
);
