import { byDistance, distanceKm, distanceMessage, haversineKm } from './geo';

describe('distances', () => {
  it('computes great-circle km (Hamburg – München ≈ 612 km)', () => {
    expect(haversineKm(53.5511, 9.9937, 48.1351, 11.582)).toBeCloseTo(612, -1);
  });

  it('rounds to whole km, gives null without coordinates and the German message', () => {
    expect(distanceKm({ lat: 52.52, lon: 13.405 }, { lat: 52.52, lon: 13.405 })).toBe(0);
    expect(distanceKm({ lat: null, lon: 13.4 }, { lat: 52.5, lon: 13.4 })).toBeNull();
    expect(distanceMessage(23)).toBe('23 km');
    expect(distanceMessage(null)).toBe('Entfernung unbekannt');
  });

  it('sorts unknown distances last', () => {
    expect([null, 30, 5].sort(byDistance)).toEqual([5, 30, null]);
  });
});
