import { clubInputOf, testerInputOf } from '@dtp/contract/test-support';
import { dataSheetInputOf } from '@dtp/contract/datasheet';
import { clubsApi } from '@dtp/api-client';
import { datasheetApi } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { setupDemo } from '../../test-support';

// Distances follow the addresses (issue 33, item 23): the postcode's centre, offline, on every save
// that moves a tester or a club; staff may still correct the coordinates by hand.

const distanceTo = async (clubName: string, userId?: string) =>
  (await datasheetApi.playables(userId)).playables.find((p) => p.clubName === clubName)?.distance ?? null;

describe('a tester who moves', () => {
  test('gets the new postcode’s coordinates from their own data sheet, and the distances follow', async () => {
    const h = setupDemo('tester');
    const club = 'Golf-Club Hamburg-Walddörfer';
    const before = await distanceTo(club);
    expect(before).toBeLessThan(30);
    const { dataSheet } = await datasheetApi.load();
    const input = dataSheetInputOf(dataSheet);
    // The form sends the old coordinates back unchanged: they must not stay.
    await datasheetApi.save({ ...input, address: { ...input.address, street: 'Marienplatz', streetNo: '8', zip: '80331', city: 'München', state: 'Bayern' } });
    const address = h.server.state().users.find((u) => u.id === 'u-tester')?.address;
    expect(address?.lat).toBeCloseTo(48.14, 1);
    expect(address?.lon).toBeCloseTo(11.57, 1);
    expect(await distanceTo(club)).toBeGreaterThan(500);
  });

  test('keeps the coordinates when the address stays, and cannot set any by hand', async () => {
    const h = setupDemo('tester');
    const stored = { ...h.server.state().users.find((u) => u.id === 'u-tester')?.address };
    const { dataSheet } = await datasheetApi.load();
    const input = dataSheetInputOf(dataSheet);
    await datasheetApi.save({ ...input, address: { ...input.address, lat: 1, lon: 1 } });
    const address = h.server.state().users.find((u) => u.id === 'u-tester')?.address;
    expect([address?.lat, address?.lon]).toEqual([stored.lat, stored.lon]);
  });
});

describe('staff', () => {
  test('a new tester created with an address has a distance, not „Entfernung unbekannt“', async () => {
    setupDemo('manager');
    const erika = testerInputOf(await usersApi.load('u-tester2'));
    const created = await usersApi.save({
      ...erika,
      id: null,
      version: undefined,
      firstName: 'Nina',
      lastName: 'Neu',
      contact: { ...erika.contact, email: 'nina.neu@example.de' },
      address: { street: 'Jungfernstieg', streetNo: '1', zip: '20354', city: 'Hamburg', state: 'Hamburg', country: 'Deutschland', lat: null, lon: null },
      memberships: [],
    });
    expect(created.address.lat).toBeCloseTo(53.55, 1);
    const { playables } = await datasheetApi.playables(created.id);
    expect(playables.length).toBeGreaterThan(0);
    expect(playables.every((p) => p.distanceMessage !== 'Entfernung unbekannt')).toBe(true);
  });

  test('correct a tester’s coordinates by hand; they stay until the address changes', async () => {
    setupDemo('manager');
    const max = testerInputOf(await usersApi.load('u-tester'));
    const corrected = await usersApi.save({ ...max, address: { ...max.address, lat: 53.6111, lon: 10.0222 } });
    expect([corrected.address.lat, corrected.address.lon]).toEqual([53.6111, 10.0222]);
    const again = await usersApi.save({ ...testerInputOf(corrected), profession: 'Lehrer' });
    expect([again.address.lat, again.address.lon]).toEqual([53.6111, 10.0222]);
    const moved = await usersApi.save({ ...testerInputOf(again), address: { ...again.address, zip: '80331', city: 'München' } });
    expect(moved.address.lat).toBeCloseTo(48.14, 1);
  });

  test('a club that moves gets its new postcode’s coordinates; hand-set ones stay while it does not', async () => {
    setupDemo('manager');
    const club = await clubsApi.load(21);
    const corrected = await clubsApi.save({ ...clubInputOf(club), lat: 50.5, lon: 9.5 });
    expect([corrected.lat, corrected.lon]).toEqual([50.5, 9.5]);
    const kept = await clubsApi.save({ ...clubInputOf(corrected), phone: '040 1234' });
    expect([kept.lat, kept.lon]).toEqual([50.5, 9.5]);
    const moved = await clubsApi.save({ ...clubInputOf(kept), address: { ...kept.address, zip: '80331', city: 'München' } });
    expect(moved.lat).toBeCloseTo(48.14, 1);
    expect(moved.lon).toBeCloseTo(11.57, 1);
  });
});
