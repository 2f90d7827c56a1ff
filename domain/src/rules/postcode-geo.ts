/**
 * Offline geocoding of German postcodes (issue 33, item 23): a postcode → the centre of its area, from
 * GeoNames' postal codes (CC BY 4.0, `geodata/de-postcodes.ts`). The table (230 KB) is imported on the
 * first lookup only: the API server loads it once; in the browser it can only ride in the demo's chunk.
 */

export interface Coordinates {
  lat: number;
  lon: number;
}

let table: Promise<Map<string, Coordinates>> | null = null;

function loadTable(): Promise<Map<string, Coordinates>> {
  table ??= import(/* webpackChunkName: "de-postcodes" */ '../geodata/de-postcodes').then(({ DE_POSTCODES }) => {
    const byCode = new Map<string, Coordinates>();
    for (const line of DE_POSTCODES.split('\n')) {
      const [code, lat, lon] = line.split(' ');
      if (code && lat && lon) byCode.set(code, { lat: Number(lat), lon: Number(lon) });
    }
    return byCode;
  });
  return table;
}

/** Germany as a tester or a club writes it; an empty country counts as Germany (the platform is German). */
const GERMANY = /^(deutschland|germany|de|d|brd|bundesrepublik deutschland)$/i;

export const isGermany = (country: string): boolean => country.trim() === '' || GERMANY.test(country.trim());

/** The centre of a German postcode's area; null for an unknown postcode or another country. */
export async function postcodeCoordinates(zip: string, country: string): Promise<Coordinates | null> {
  const code = zip.replace(/\s/g, '');
  if (!/^\d{5}$/.test(code) || !isGermany(country)) return null;
  return (await loadTable()).get(code) ?? null;
}

/** The parts of an address that say where it is (not the Bundesland, which follows from them). */
export interface Locatable {
  street: string;
  streetNo: string;
  zip: string;
  city: string;
  country: string;
}

const norm = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function addressMoved(before: Locatable, after: Locatable): boolean {
  return (['street', 'streetNo', 'zip', 'city', 'country'] as const).some((key) => norm(before[key]) !== norm(after[key]));
}

export interface CoordinatesInput {
  /** The stored address and coordinates; null for a new record. */
  before: { address: Locatable; lat: number | null; lon: number | null } | null;
  /** The address and the coordinates the request carries. */
  address: Locatable;
  lat: number | null;
  lon: number | null;
  /** Staff may set coordinates by hand; a tester's coordinates are never theirs to set. */
  mayEditCoordinates: boolean;
}

/**
 * The coordinates to store with a saved address:
 * - coordinates staff typed in this save (changed from the stored ones, or given for a new record) are kept;
 * - otherwise an unchanged address keeps the stored coordinates (a hand correction stays);
 * - a new or moved address, or one without coordinates, gets its postcode's centre, or none when the postcode is unknown (a stale
 *   coordinate would give wrong distances; „Entfernung unbekannt“ is honest).
 */
export async function coordinatesFor({ before, address, lat, lon, mayEditCoordinates }: CoordinatesInput): Promise<{ lat: number | null; lon: number | null }> {
  const typed = mayEditCoordinates && (before === null ? lat !== null || lon !== null : lat !== before.lat || lon !== before.lon);
  if (typed) return { lat, lon };
  const located = before !== null && before.lat !== null && before.lon !== null;
  if (located && !addressMoved(before.address, address)) return { lat: before.lat, lon: before.lon };
  const found = await postcodeCoordinates(address.zip, address.country);
  return found ? { lat: found.lat, lon: found.lon } : { lat: null, lon: null };
}
