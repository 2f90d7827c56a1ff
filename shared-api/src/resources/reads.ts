import { seg } from './path';

/**
 * A GET a screen makes as soon as it shows. The route table names the first ones of each screen
 * (`firstCalls` in routing/routes.ts), so the shell starts them together with the screen's code;
 * the resource function of the same call builds its request from the same builder here, and the
 * client hands it the answer that is already on its way (client/prefetch-cache.ts).
 *
 * Only paths live here (no schemas): the route table is part of the tester's first screen, and the
 * back-office calls' schemas stay in '@dtp/shared-api/back-office'.
 */
export interface Read {
  method: 'GET';
  path: string;
}

const get = (path: string): Read => ({ method: 'GET', path });

export const reads = {
  /** GET /settings: settings.load (the signed-in layout's sidebar, on every page). */
  settings: (): Read => get('/settings'),
  /** GET /datasheet (own) or /datasheet/{userId}: datasheet.load. */
  datasheet: (userId?: string): Read => get(userId ? `/datasheet/${seg(userId)}` : '/datasheet'),
  /** GET /datasheet/playables (own) or /datasheet/playables/{userId}: datasheet.playables (the availability table). */
  playables: (userId?: string): Read => get(userId ? `/datasheet/playables/${seg(userId)}` : '/datasheet/playables'),
  /** GET /datasheets: datasheet.list (the back office's 'Die Datenblätter'). */
  datasheets: (): Read => get('/datasheets'),
  /** GET /tests: tests.list. */
  tests: (): Read => get('/tests'),
  /** GET /test/{id}: tests.load (the test page). */
  test: (id: number): Read => get(`/test/${seg(id)}`),
  /** GET /travels: travel.list. */
  travels: (): Read => get('/travels'),
  /** GET /travel/{testingId}: travel.load (the expense claim). */
  travel: (testingId: number): Read => get(`/travel/${seg(testingId)}`),
  /** GET /travel/attachments/{testingId}: travel.attachments (the claim's receipts). */
  travelAttachments: (testingId: number): Read => get(`/travel/attachments/${seg(testingId)}`),
  /** GET /wave/list: waves.list ('Wellen', where managers start without the dashboard). */
  waves: (): Read => get('/wave/list'),
  /** GET /overview/list: overview.list (dashboard). */
  overview: (): Read => get('/overview/list'),
  /** GET /weeks/list: waves.weeks (the dashboard's week filter). */
  weeks: (): Read => get('/weeks/list'),
} as const;
