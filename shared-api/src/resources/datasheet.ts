import { call } from '../client/client';
import {
  DataSheetAnswerSchema,
  DataSheetListSchema,
  PlayablesAnswerSchema,
  type DataSheetAnswer,
  type DataSheetInput,
  type DataSheetListEntry,
  type DataSheetProgressInput,
  type PlayablesAnswer,
} from '../contract/datasheet';
import { reads } from './reads';

/** GET /datasheets: all data sheets of the current season (manager/admin). */
export function list(): Promise<DataSheetListEntry[]> {
  return call({ name: 'Datenblätter laden', ...reads.datasheets(), schema: DataSheetListSchema });
}

export interface SheetLoadOptions {
  /** A missing sheet (404) is a state the screen shows (a new tester's thank-you notice), not an error for the badge. */
  missingIsState?: boolean;
}

const expectedStatuses = ({ missingIsState = false }: SheetLoadOptions): readonly number[] => (missingIsState ? [404] : []);

/** GET /datasheet (own) or /datasheet/{userId}. */
export function load(userId?: string, options: SheetLoadOptions = {}): Promise<DataSheetAnswer> {
  return call({ name: 'Datenblatt laden', ...reads.datasheet(userId), schema: DataSheetAnswerSchema, expectedStatuses: expectedStatuses(options) });
}

/** GET /datasheet/playables (own) or /datasheet/playables/{userId}. */
export function playables(userId?: string, options: SheetLoadOptions = {}): Promise<PlayablesAnswer> {
  return call({ name: 'Verfügbarkeit laden', ...reads.playables(userId), schema: PlayablesAnswerSchema, expectedStatuses: expectedStatuses(options) });
}

/** POST /datasheet: saves; body.userId only when acting for another user. */
export function save(body: DataSheetInput): Promise<DataSheetAnswer> {
  return call({ name: 'Datenblatt speichern', method: 'POST', path: '/datasheet', body, schema: DataSheetAnswerSchema, success: true });
}

/** POST /datasheet/send: saves and submits (progress SENT). */
export function send(body: DataSheetInput): Promise<DataSheetAnswer> {
  return call({ name: 'Datenblatt absenden', method: 'POST', path: '/datasheet/send', body, schema: DataSheetAnswerSchema, success: true });
}

/** POST /datasheet/progress: Zurücksetzen, Einladen, Freigeben, Einteilung abschließen (manager/admin). */
export function setProgress(body: DataSheetProgressInput): Promise<DataSheetAnswer> {
  return call({ name: 'Datenblatt-Status ändern', method: 'POST', path: '/datasheet/progress', body, schema: DataSheetAnswerSchema, success: true });
}
