import { call } from '../client/client';
import { ClubListSchema, ClubSchema, type Club, type ClubInput, type ClubListItem } from '../contract/club';
import { seg } from './path';

/** GET /club/list (every signed-in user: testers pick their home club from it). */
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
