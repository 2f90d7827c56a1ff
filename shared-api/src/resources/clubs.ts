import { call } from '../client/client';
import { ClubChoiceListSchema, ClubListSchema, ClubSchema, type Club, type ClubChoice, type ClubInput, type ClubListItem } from '../contract/club';
import { seg } from './path';

/** GET /club/list as every signed-in user may read it: the tester-safe projection (tester screens). */
export function choices(): Promise<ClubChoice[]> {
  return call({ name: 'Golfclubs laden', method: 'GET', path: '/club/list', schema: ClubChoiceListSchema });
}

/** GET /club/list as managers and admins read it, with the clubs' flags (back office). */
export function list(): Promise<ClubListItem[]> {
  return call({ name: 'Golfclubs laden', method: 'GET', path: '/club/list', schema: ClubListSchema });
}

/** GET /club/{id}. */
export function load(id: number): Promise<Club> {
  return call({ name: 'Golfclub laden', method: 'GET', path: `/club/${seg(id)}`, schema: ClubSchema });
}

/** POST /club: creates (id null) or updates the whole club; answers the saved club. */
export function save(body: ClubInput): Promise<Club> {
  return call({ name: 'Golfclub speichern', method: 'POST', path: '/club', body, schema: ClubSchema, success: true });
}
