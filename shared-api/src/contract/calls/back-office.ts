import { defineCalls } from '../call-table';
import { AdminSchema, SyncResultSchema } from '../admin';
import { SuccessAnswerSchema } from '../common';
import {
  ComposeEmailSchema,
  EmailContentSchema,
  EmailListSchema,
  EmailSchema,
  PlaceholderListSchema,
  RecipientListSchema,
  RecipientsInputSchema,
  SendEmailAnswerSchema,
} from '../email';
import { ErasureInputSchema, ErasureResultSchema } from '../erasure';
import { HistorySchema } from '../history';
import { OverviewListSchema } from '../overview';
import { PanelInputSchema, PanelListSchema, PanelSchema } from '../panel';
import { AssignInputSchema, AvailableTesterListSchema, TestingInputSchema, TestingListSchema, TestingSchema } from '../testing';
import { ExecutedTestListSchema, TesterInputSchema, TesterListSchema, TesterSchema } from '../user';
import { CalendarWeeksListSchema, WaveInputSchema, WaveListSchema, WaveSchema } from '../wave';

// The back office's calls (spec: back-office.md section 7), shared in '@dtp/shared-api/back-office'.

const testingChanged = ['testings.load', 'testings.ofWave', 'history.ofTesting', 'overview.list', 'waves.load', 'tests.list', 'tests.load', 'feedback.own', 'feedback.ofUser'];
const emailChanged = ['emails.list', 'emails.content', 'history.ofEmail'];

export const adminCalls = defineCalls('admin', {
  load: { method: 'GET', path: '/admin', name: 'Administration laden', access: 'admin', output: AdminSchema, statuses: [403] },
  /** showTesterFeedback and the retention periods are writable; answers the saved administration. */
  save: {
    method: 'POST',
    path: '/admin',
    name: 'Administration speichern',
    access: 'admin',
    input: AdminSchema,
    output: AdminSchema,
    statuses: [400, 403],
    success: true,
    invalidates: ['admin.load', 'settings.load'],
  },
  /** Pulls questionnaire submissions (TEE_TIME → DONE). */
  syncTests: {
    method: 'POST',
    path: '/admin/syncTests',
    name: 'Tests synchronisieren',
    access: 'admin',
    output: SyncResultSchema,
    statuses: [403],
    success: true,
    invalidates: testingChanged,
  },
});

export const wavesCalls = defineCalls('waves', {
  /** The current season's waves. */
  list: { method: 'GET', path: '/wave/list', name: 'Wellen laden', access: 'staff', output: WaveListSchema, statuses: [403] },
  /** A wave with its testings. */
  load: { method: 'GET', path: '/wave/:id', name: 'Welle laden', access: 'staff', params: { id: 'number' }, output: WaveSchema, statuses: [400, 403, 404] },
  /** Start, end and status. */
  save: {
    method: 'POST',
    path: '/wave',
    name: 'Welle speichern',
    access: 'staff',
    input: WaveInputSchema,
    output: WaveSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['waves.list', 'waves.load', 'waves.weeks', 'overview.list'],
  },
  /** Recomputes every wave's status; answers the wave list. */
  updateAll: {
    method: 'POST',
    path: '/admin/wave/update',
    name: 'Wellen aktualisieren',
    access: 'admin',
    output: WaveListSchema,
    statuses: [403],
    success: true,
    invalidates: ['waves.list', 'waves.load', 'overview.list'],
  },
  /** Wave numbers with their calendar weeks (the dashboard's filter). */
  weeks: { method: 'GET', path: '/weeks/list', name: 'Kalenderwochen laden', access: 'staff', output: CalendarWeeksListSchema, statuses: [403] },
});

export const panelsCalls = defineCalls('panels', {
  /** The current season's panels. */
  list: { method: 'GET', path: '/panel/list/clubs', name: 'Panels laden', access: 'staff', output: PanelListSchema, statuses: [403] },
  load: { method: 'GET', path: '/panel/:id', name: 'Panel laden', access: 'staff', params: { id: 'number' }, output: PanelSchema, statuses: [400, 403, 404] },
  /** The status. */
  save: {
    method: 'POST',
    path: '/panel',
    name: 'Panel speichern',
    access: 'staff',
    input: PanelInputSchema,
    output: PanelSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['panels.list', 'panels.load'],
  },
});

export const overviewCalls = defineCalls('overview', {
  /** Every testing of the current season (the dashboard). */
  list: { method: 'GET', path: '/overview/list', name: 'Übersicht laden', access: 'staff', output: OverviewListSchema, statuses: [403] },
});

export const usersCalls = defineCalls('users', {
  list: { method: 'GET', path: '/user/list', name: 'Tester laden', access: 'staff', output: TesterListSchema, statuses: [403] },
  load: { method: 'GET', path: '/user/:id', name: 'Tester laden', access: 'staff', output: TesterSchema, statuses: [403, 404] },
  executedTests: {
    method: 'GET',
    path: '/user/executedtests/:id',
    name: 'Durchgeführte Tests laden',
    access: 'staff',
    output: ExecutedTestListSchema,
    statuses: [403, 404],
  },
  /** Creates (id null) or updates a tester. */
  save: {
    method: 'POST',
    path: '/user',
    name: 'Tester speichern',
    access: 'staff',
    input: TesterInputSchema,
    output: TesterSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['users.list', 'users.load', 'datasheet.ofUser', 'datasheet.list'],
  },
  /** Erases the tester's personal data; claims stay under „Gelöschter Tester“ (contract/erasure.ts). */
  erase: {
    method: 'POST',
    path: '/user/erase',
    name: 'Tester löschen',
    access: 'admin',
    input: ErasureInputSchema,
    output: ErasureResultSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.list', 'users.load', 'datasheet.list', 'overview.list', 'testings.load', 'testings.ofWave'],
  },
});

export const testingsCalls = defineCalls('testings', {
  ofWave: {
    method: 'GET',
    path: '/testing/wave/:waveId',
    name: 'Tests der Welle laden',
    access: 'staff',
    params: { waveId: 'number' },
    output: TestingListSchema,
    statuses: [400, 403, 404],
  },
  load: { method: 'GET', path: '/testing/:id', name: 'Test laden', access: 'staff', params: { id: 'number' }, output: TestingSchema, statuses: [400, 403, 404] },
  availableTesters: {
    method: 'GET',
    path: '/testing/availableTesters/:id',
    name: 'Verfügbare Tester laden',
    access: 'staff',
    params: { id: 'number' },
    output: AvailableTesterListSchema,
    statuses: [400, 403, 404],
  },
  /** Status, noStartingTimes, date, tee time. */
  save: {
    method: 'POST',
    path: '/testing',
    name: 'Test speichern',
    access: 'staff',
    input: TestingInputSchema,
    output: TestingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: testingChanged,
  },
  /** userId null clears the assignment. */
  assign: {
    method: 'POST',
    path: '/testing/assign',
    name: 'Tester einteilen',
    access: 'staff',
    input: AssignInputSchema,
    output: TestingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: [...testingChanged, 'testings.availableTesters', 'users.executedTests', 'travel.list'],
  },
  resetCmcFeedback: {
    method: 'POST',
    path: '/testing/feedback/resetcmc/:id',
    name: 'CMC-Feedback zurücksetzen',
    access: 'staff',
    params: { id: 'number' },
    output: TestingSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: testingChanged,
  },
  resetClubFeedback: {
    method: 'POST',
    path: '/testing/feedback/resetclub/:id',
    name: 'Club-Feedback zurücksetzen',
    access: 'staff',
    params: { id: 'number' },
    output: TestingSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: testingChanged,
  },
});

export const emailsCalls = defineCalls('emails', {
  list: { method: 'GET', path: '/email/list', name: 'Emails laden', access: 'staff', output: EmailListSchema, statuses: [403] },
  placeholders: { method: 'GET', path: '/email/placeholders', name: 'Platzhalter laden', access: 'staff', output: PlaceholderListSchema, statuses: [403] },
  content: {
    method: 'GET',
    path: '/email/content/:id',
    name: 'Email-Inhalt laden',
    access: 'staff',
    params: { id: 'number' },
    output: EmailContentSchema,
    statuses: [400, 403, 404],
  },
  /**
   * Queues one mail per recipient; answers numEmails. Raises no success flag: the compose screen shows
   * its own count text instead ('Es werden {n} Emails in Kürze versendet.', spec 8).
   */
  send: {
    method: 'POST',
    path: '/email/send',
    name: 'Emails versenden',
    access: 'staff',
    input: ComposeEmailSchema,
    output: SendEmailAnswerSchema,
    statuses: [400, 403],
    invalidates: emailChanged,
  },
  /** The addresses of a recipient group. */
  recipients: {
    method: 'POST',
    path: '/email/recipients',
    name: 'Empfänger laden',
    access: 'staff',
    input: RecipientsInputSchema,
    output: RecipientListSchema,
    statuses: [400, 403],
  },
  remove: {
    method: 'POST',
    path: '/email/delete/:id',
    name: 'Email löschen',
    access: 'staff',
    params: { id: 'number' },
    output: SuccessAnswerSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
  /** The mail becomes a DRAFT. */
  pause: {
    method: 'POST',
    path: '/email/pause/:id',
    name: 'Email pausieren',
    access: 'staff',
    params: { id: 'number' },
    output: EmailSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
  /** Sends again immediately. */
  resume: {
    method: 'POST',
    path: '/email/resume/:id',
    name: 'Email erneut senden',
    access: 'staff',
    params: { id: 'number' },
    output: EmailSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
});

export const historyCalls = defineCalls('history', {
  /** The testing's and its claim's status changes, newest first. */
  ofTesting: { method: 'GET', path: '/history/testing/:id', name: 'Verlauf laden', access: 'staff', params: { id: 'number' }, output: HistorySchema, statuses: [400, 403, 404] },
  /** The mail's status changes (Geplant → Versendet, …), newest first. */
  ofEmail: { method: 'GET', path: '/history/email/:id', name: 'Verlauf laden', access: 'staff', params: { id: 'number' }, output: HistorySchema, statuses: [400, 403, 404] },
  /** The user's data-sheet status changes, newest first. */
  ofUser: { method: 'GET', path: '/history/user/:id', name: 'Verlauf laden', access: 'staff', output: HistorySchema, statuses: [403, 404] },
});
