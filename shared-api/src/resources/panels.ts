import { call } from '../client/client';
import { PanelListSchema, PanelSchema, type Panel, type PanelInput, type PanelListItem } from '../contract/panel';
import { seg } from './path';

/** GET /panel/list/clubs: the current season's panels. */
export function list(): Promise<PanelListItem[]> {
  return call({ name: 'Panels laden', method: 'GET', path: '/panel/list/clubs', schema: PanelListSchema });
}

/** GET /panel/{id}. */
export function load(id: number): Promise<Panel> {
  return call({ name: 'Panel laden', method: 'GET', path: `/panel/${seg(id)}`, schema: PanelSchema });
}

/** POST /panel: the status. */
export function save(body: PanelInput): Promise<Panel> {
  return call({ name: 'Panel speichern', method: 'POST', path: '/panel', body, schema: PanelSchema, success: true });
}
