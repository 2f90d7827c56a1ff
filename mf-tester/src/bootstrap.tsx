import { HStack, Route, RouterLink, Routes, startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import DatasheetPage from './pages/datasheet-page';
import TestsPage from './pages/tests-page';
import TestPage from './pages/test-page';
import TravelsPage from './pages/travels-page';
import TravelPage from './pages/travel-page';

// The team's standalone page: this remote's screens on demo data, without the shell.
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone(
  (node) => root.render(node),
  'Tester',
  <>
    <HStack as="nav" gap="4" mb="6" wrap="wrap" aria-label="Seiten dieses Remotes">
        <RouterLink to="/datasheet">Testerdatenblatt</RouterLink>
        <RouterLink to="/tests">Ihre Tests</RouterLink>
        <RouterLink to="/tests/test/1">Ihr Test</RouterLink>
        <RouterLink to="/travels">Ihre Spesenabrechnungen</RouterLink>
        <RouterLink to="/travels/travel/1">Spesenabrechnung</RouterLink>
    </HStack>
    <Routes>
      <Route path="/datasheet" element={<DatasheetPage />} />
      <Route path="/tests" element={<TestsPage />} />
      <Route path="/tests/test/:testId" element={<TestPage />} />
      <Route path="/travels" element={<TravelsPage />} />
      <Route path="/travels/travel/:travelId" element={<TravelPage />} />
    </Routes>
  </>,
);
