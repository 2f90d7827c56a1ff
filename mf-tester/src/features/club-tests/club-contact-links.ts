import { clubAddressLine, type TestClubContact } from '@dtp/api-client';

/**
 * The map link of the test page: OpenStreetMap at the club's coordinates (a marker, zoom 15), or a
 * search for its name and address when the club has none.
 */
export function clubMapHref(clubName: string, club: TestClubContact): string {
  if (club.lat !== null && club.lon !== null) {
    return `https://www.openstreetmap.org/?mlat=${club.lat}&mlon=${club.lon}#map=15/${club.lat}/${club.lon}`;
  }
  const query = [clubName, clubAddressLine(club)].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
