import { kmText } from '@dtp/contract/german-formats';

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface Point {
  lat: number | null;
  lon: number | null;
}

/** Whole km between two points; null when a coordinate is missing. */
export function distanceKm(a: Point, b: Point): number | null {
  if (a.lat === null || a.lon === null || b.lat === null || b.lon === null) return null;
  return Math.round(haversineKm(a.lat, a.lon, b.lat, b.lon));
}

export function distanceMessage(km: number | null): string {
  return km === null ? 'Entfernung unbekannt' : kmText(km);
}

/** Sort by distance ascending, unknown distances last. */
export function byDistance(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}
