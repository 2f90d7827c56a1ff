import { clientOf, send } from '../client/call-client';
import type { ClubChoice, ClubListItem } from '@dtp/contract/club';
import { clubChoicesCall, clubListCall, clubsCalls } from '@dtp/contract/calls/shell-and-tester';

/** The club calls (contract/calls/shell-and-tester.ts). */
export const clubsApi = {
  .../*#__PURE__*/ clientOf(clubsCalls),
  /** GET /club/list as every signed-in user may read it: the tester-safe projection (tester screens). */
  choices: (): Promise<ClubChoice[]> => send(clubChoicesCall, []),
  /** GET /club/list as managers and admins read it, with the clubs' flags (back office). */
  list: (): Promise<ClubListItem[]> => send(clubListCall, []),
};
