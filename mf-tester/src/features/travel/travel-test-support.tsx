// Test-only helpers for the travel screens (imported by *.test.tsx only, never bundled).
import type { TravelClaim } from '@dtp/shared-api';
import { travelApi, travelInputOf } from '@dtp/shared-api';
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

export const IBAN = 'DE89370400440532013000';

/** The claim saved by the signed-in user with a receipt, bank data, greenfee 70 and 50 km (ready to release). */
export async function seedSavedClaimWithReceipt(id: number): Promise<TravelClaim> {
  await travelApi.uploadAttachment(id, receiptFile(), 'quittung.png');
  const claim = await travelApi.load(id);
  return travelApi.save({ ...travelInputOf(claim), iban: IBAN, bank: 'Sparkasse', greenfee: 70, distance: 50 });
}
