// Test-only helpers for the travel screens (imported by *.test.tsx only, never bundled).
import TravelPage from '../../pages/travel-page';
import TravelsPage from '../../pages/travels-page';
import { renderRoutes } from '../../test-support';

export { asAccount, resetAll, setDemoConfig, signInAs } from '../../test-support';

export function renderTravel(path: string) {
  return renderRoutes(path, { '/travels': <TravelsPage />, '/travels/travel/:travelId': <TravelPage /> });
}

/** A small file as a tester would pick it. */
export function receiptFile(name = 'beleg.png', type = 'image/png', size = 512) {
  return new File([new Uint8Array(size)], name, { type });
}
