import { call } from '../client/client';
import { OverviewListSchema, type OverviewRow } from '../contract/overview';
import { reads } from './reads';

/** GET /overview/list: every testing of the current season (dashboard). */
export function list(): Promise<OverviewRow[]> {
  return call({ name: 'Übersicht laden', ...reads.overview(), schema: OverviewListSchema });
}
