import { call } from '../client/client';
import {
  CalendarWeeksListSchema,
  WaveListSchema,
  WaveSchema,
  type CalendarWeeks,
  type Wave,
  type WaveInput,
} from '../contract/wave';
import { seg } from './path';
import { reads } from './reads';

/** GET /wave/list: the current season's waves. */
export function list(): Promise<Wave[]> {
  return call({ name: 'Wellen laden', ...reads.waves(), schema: WaveListSchema });
}

/** GET /wave/{id} with its testings. */
export function load(id: number): Promise<Wave> {
  return call({ name: 'Welle laden', method: 'GET', path: `/wave/${seg(id)}`, schema: WaveSchema });
}

/** POST /wave: start, end and status. */
export function save(body: WaveInput): Promise<Wave> {
  return call({ name: 'Welle speichern', method: 'POST', path: '/wave', body, schema: WaveSchema, success: true });
}

/** POST /admin/wave/update (admin): recomputes every wave's status; answers the wave list. */
export function updateAll(): Promise<Wave[]> {
  return call({ name: 'Wellen aktualisieren', method: 'POST', path: '/admin/wave/update', schema: WaveListSchema, success: true });
}

/** GET /weeks/list: wave numbers with their calendar weeks (dashboard filter). */
export function weeks(): Promise<CalendarWeeks[]> {
  return call({ name: 'Kalenderwochen laden', ...reads.weeks(), schema: CalendarWeeksListSchema });
}
