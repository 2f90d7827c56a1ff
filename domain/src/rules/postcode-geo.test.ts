import { addressMoved, coordinatesFor, postcodeCoordinates } from './postcode-geo';

const hamburg = { street: 'Musterstraße', streetNo: '1', zip: '20095', city: 'Hamburg', country: 'Deutschland' };

describe('German postcodes offline (GeoNames, CC BY 4.0)', () => {
  test('a postcode gives the centre of its area', async () => {
    const found = await postcodeCoordinates('20095', 'Deutschland');
    expect(found?.lat).toBeCloseTo(53.55, 1);
    expect(found?.lon).toBeCloseTo(10.0, 1);
    expect(await postcodeCoordinates(' 80331 ', '')).toMatchObject({ lat: expect.closeTo(48.14, 1), lon: expect.closeTo(11.57, 1) });
  });

  test('an unknown postcode, a malformed one or another country gives none', async () => {
    expect(await postcodeCoordinates('00000', 'Deutschland')).toBeNull();
    expect(await postcodeCoordinates('2009', 'Deutschland')).toBeNull();
    expect(await postcodeCoordinates('1010', 'Österreich')).toBeNull();
    expect(await postcodeCoordinates('20095', 'Österreich')).toBeNull();
  });

  test('a move is a change of street, number, postcode, city or country; case and spaces do not count', () => {
    expect(addressMoved(hamburg, { ...hamburg, city: ' hamburg ' })).toBe(false);
    expect(addressMoved(hamburg, { ...hamburg, zip: '22359' })).toBe(true);
    expect(addressMoved(hamburg, { ...hamburg, streetNo: '2' })).toBe(true);
  });
});

describe('the coordinates a saved address gets', () => {
  const stored = { address: hamburg, lat: 53.6, lon: 10.1 };

  test('a move gets the new postcode’s centre, whatever coordinates the form sent back', async () => {
    const moved = { ...hamburg, zip: '80331', city: 'München' };
    for (const mayEditCoordinates of [false, true]) {
      const result = await coordinatesFor({ before: stored, address: moved, lat: 53.6, lon: 10.1, mayEditCoordinates });
      expect(result.lat).toBeCloseTo(48.14, 1);
    }
  });

  test('a hand-set coordinate stays until the address changes; a tester cannot set one', async () => {
    expect(await coordinatesFor({ before: stored, address: hamburg, lat: 53.61, lon: 10.11, mayEditCoordinates: true })).toEqual({ lat: 53.61, lon: 10.11 });
    expect(await coordinatesFor({ before: stored, address: hamburg, lat: 53.6, lon: 10.1, mayEditCoordinates: true })).toEqual({ lat: 53.6, lon: 10.1 });
    expect(await coordinatesFor({ before: stored, address: hamburg, lat: 1, lon: 1, mayEditCoordinates: false })).toEqual({ lat: 53.6, lon: 10.1 });
  });

  test('a new record without coordinates, or a stored one without any, gets its postcode’s centre; an unknown postcode none', async () => {
    expect((await coordinatesFor({ before: null, address: hamburg, lat: null, lon: null, mayEditCoordinates: true })).lat).toBeCloseTo(53.55, 1);
    expect((await coordinatesFor({ before: { ...stored, lat: null, lon: null }, address: hamburg, lat: null, lon: null, mayEditCoordinates: false })).lat).toBeCloseTo(53.55, 1);
    expect(await coordinatesFor({ before: stored, address: { ...hamburg, zip: '00000' }, lat: 53.6, lon: 10.1, mayEditCoordinates: false })).toEqual({ lat: null, lon: null });
  });
});
