import * as v from 'valibot';
import { defineCalls } from '../call-table';
import { testingChanged } from './invalidations';
import { ClubChoiceListSchema, ClubInputSchema, ClubListSchema, ClubSchema } from '../club';
import {
  DataSheetAnswerSchema,
  DataSheetInputSchema,
  DataSheetListSchema,
  DataSheetProgressInputSchema,
  PlayablesAnswerSchema,
} from '../datasheet';
import { FeedbackSchema } from '../feedback';
import { SettingsSchema } from '../settings';
import { TestInputSchema, TestListSchema, TestSchema } from '../tests';
import { AttachmentListSchema, TravelClaimSchema, TravelInputSchema, TravelListSchema, TravelReleaseInputSchema } from '../travel';

// The calls of the shell and the tester screens (spec: shell-and-tester.md section 7), and the clubs,
// which tester screens read too. Shared in '@dtp/api-client'; the back office's rows are in
// './back-office.ts' ('@dtp/api-client/back-office'), so a tester's first screen never downloads them.

const sheetChanged = ['datasheet.own', 'datasheet.ofUser', 'datasheet.ownPlayables', 'datasheet.playablesOfUser', 'datasheet.list', 'datasheet.listOfSeason', 'history.ofUser', 'users.list', 'users.load'] as const;
const claimChanged = ['travel.list', 'travel.load', 'tests.list', 'history.ofTesting', 'overview.list'] as const;
const receiptsChanged = ['travel.attachments', 'travel.load'] as const;

export const settingsCalls = /*#__PURE__*/ defineCalls('settings', {
  /** The global settings; in the background of the sidebar. */
  load: { method: 'GET', path: '/settings', name: 'Einstellungen laden', access: 'signedIn', personalData: 'none', output: SettingsSchema, statuses: [], silent: true },
});

export const datasheetCalls = /*#__PURE__*/ defineCalls('datasheet', {
  /** All data sheets of the current season. */
  list: { method: 'GET', path: '/datasheets', name: 'Datenblätter laden', access: 'staff', personalData: 'overview', output: DataSheetListSchema, statuses: [403] },
  /** The data sheets of a season by its year (issue 56: an earlier one read only). */
  listOfSeason: { method: 'GET', path: '/datasheets/:year', name: 'Datenblätter der Saison laden', access: 'staff', personalData: 'overview', params: { year: 'number' }, output: DataSheetListSchema, statuses: [400, 403, 404] },
  /** The signed-in user's own sheet; 404 before a new tester's first save. */
  own: { method: 'GET', path: '/datasheet', name: 'Datenblatt laden', access: 'tester', personalData: 'own', output: DataSheetAnswerSchema, statuses: [403, 404] },
  ofUser: {
    method: 'GET',
    path: '/datasheet/:userId',
    name: 'Datenblatt laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'DATASHEET',
    output: DataSheetAnswerSchema,
    statuses: [403, 404],
  },
  /** The availability table: the panel's clubs per wave. */
  ownPlayables: { method: 'GET', path: '/datasheet/playables', name: 'Verfügbarkeit laden', access: 'tester', personalData: 'own', output: PlayablesAnswerSchema, statuses: [403, 404] },
  playablesOfUser: {
    method: 'GET',
    path: '/datasheet/playables/:userId',
    name: 'Verfügbarkeit laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'PLAYABLES',
    output: PlayablesAnswerSchema,
    statuses: [403, 404],
  },
  /** Saves; body.userId only when acting for another user. */
  save: {
    method: 'POST',
    path: '/datasheet',
    name: 'Datenblatt speichern',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'DATASHEET',
    input: DataSheetInputSchema,
    output: DataSheetAnswerSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: sheetChanged,
  },
  /** Saves and submits (progress SENT). */
  send: {
    method: 'POST',
    path: '/datasheet/send',
    name: 'Datenblatt absenden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'DATASHEET',
    input: DataSheetInputSchema,
    output: DataSheetAnswerSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: sheetChanged,
  },
  /** Zurücksetzen, Einladen, Freigeben, Einteilung abschließen. */
  setProgress: {
    method: 'POST',
    path: '/datasheet/progress',
    name: 'Datenblatt-Status ändern',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'DATASHEET',
    input: DataSheetProgressInputSchema,
    output: DataSheetAnswerSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: sheetChanged,
  },
});

export const testsCalls = /*#__PURE__*/ defineCalls('tests', {
  /** The signed-in tester's tests of the current season. */
  list: { method: 'GET', path: '/tests', name: 'Tests laden', access: 'tester', personalData: 'own', output: TestListSchema, statuses: [403] },
  load: { method: 'GET', path: '/test/:id', name: 'Test laden', access: 'tester', personalData: 'person', recordsAccess: 'FEEDBACK', params: { id: 'number' }, output: TestSchema, statuses: [400, 403, 404] },
  /** Date and tee time; answers the updated test. */
  save: {
    method: 'POST',
    path: '/test',
    name: 'Tee-Time speichern',
    access: 'tester',
    personalData: 'person', recordsAccess: 'FEEDBACK',
    input: TestInputSchema,
    output: TestSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: testingChanged,
  },
  /** The agreed test's calendar entry (.ics), named by the server. */
  calendar: {
    method: 'GET',
    path: '/test/:id/calendar',
    name: 'Kalendereintrag laden',
    access: 'tester',
    personalData: 'overview',
    params: { id: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
});

export const travelCalls = /*#__PURE__*/ defineCalls('travel', {
  /** The signed-in tester's claims of the current season. */
  list: { method: 'GET', path: '/travels', name: 'Spesenabrechnungen laden', access: 'tester', personalData: 'own', output: TravelListSchema, statuses: [403] },
  /** The claim of a testing (id: the testing's). */
  load: {
    method: 'GET',
    path: '/travel/:id',
    name: 'Spesenabrechnung laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'IBAN',
    params: { id: 'number' },
    output: TravelClaimSchema,
    statuses: [400, 403, 404],
  },
  /** Saves (submits) the claim. */
  save: {
    method: 'POST',
    path: '/travel',
    name: 'Spesenabrechnung speichern',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'IBAN',
    input: TravelInputSchema,
    output: TravelClaimSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: claimChanged,
  },
  /** Releases the claim as read at `version` (409 when it changed since). */
  release: {
    method: 'POST',
    path: '/travel/release',
    name: 'Spesenabrechnung freigeben',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'IBAN',
    input: TravelReleaseInputSchema,
    output: TravelClaimSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: claimChanged,
  },
  attachments: {
    method: 'GET',
    path: '/travel/attachments/:id',
    name: 'Belege laden',
    access: 'tester',
    personalData: 'overview',
    params: { id: 'number' },
    output: AttachmentListSchema,
    statuses: [400, 403, 404],
  },
  /** Multipart: testingId and file; answers the attachment list. */
  uploadAttachment: {
    method: 'POST',
    path: '/travel/attachment/upload',
    name: 'Beleg hochladen',
    access: 'tester',
    personalData: 'overview',
    multipart: true,
    output: AttachmentListSchema,
    statuses: [400, 403, 404, 413],
    success: true,
    invalidates: receiptsChanged,
  },
  deleteAttachment: {
    method: 'POST',
    path: '/travel/attachment/delete/:id',
    name: 'Beleg löschen',
    access: 'tester',
    personalData: 'overview',
    params: { id: 'number' },
    output: AttachmentListSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: receiptsChanged,
  },
  /** A receipt's image or PDF. */
  attachment: {
    method: 'GET',
    path: '/attachment/:id',
    name: 'Beleg laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'RECEIPT',
    params: { id: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
});

export const feedbackCalls = /*#__PURE__*/ defineCalls('feedback', {
  /** Own feedback (tester) or the season overview (manager/admin). */
  own: { method: 'GET', path: '/tester-feedback', name: 'Tester-Feedback laden', access: 'tester', personalData: 'person', recordsAccess: 'FEEDBACK', output: FeedbackSchema, statuses: [403] },
  /** The overview of a season by its year (issue 56: 'Tester Feedback Übersicht' of an earlier season), staff only. */
  ofSeason: {
    method: 'GET',
    path: '/tester-feedback/season/:year',
    name: 'Tester-Feedback der Saison laden',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    params: { year: 'number' },
    output: FeedbackSchema,
    statuses: [400, 403, 404],
  },
  ofUser: {
    method: 'GET',
    path: '/datasheet/tester-feedback/:userId',
    name: 'Tester-Feedback laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    output: FeedbackSchema,
    statuses: [403, 404],
  },
});

export const clubsCalls = /*#__PURE__*/ defineCalls('clubs', {
  /** Managers and admins get the clubs with their flags (`clubListCall`); everyone else the tester-safe projection (`clubChoicesCall`). */
  list: {
    method: 'GET',
    path: '/club/list',
    name: 'Golfclubs laden',
    access: 'signedIn',
    personalData: 'none',
    output: v.union([ClubListSchema, ClubChoiceListSchema]),
    statuses: [],
  },
  load: { method: 'GET', path: '/club/:id', name: 'Golfclub laden', access: 'staff', personalData: 'overview', params: { id: 'number' }, output: ClubSchema, statuses: [400, 403, 404] },
  /** Creates (id null) or updates the whole club. */
  save: {
    method: 'POST',
    path: '/club',
    name: 'Golfclub speichern',
    access: 'staff',
    personalData: 'overview',
    input: ClubInputSchema,
    output: ClubSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['clubs.list', 'clubs.choices', 'clubs.load', 'panels.list', 'panels.load', 'overview.list'],
  },
});

/** GET /club/list as the back office reads it: the same row, the answer with the clubs' flags. */
export const clubListCall = { ...clubsCalls.list, output: ClubListSchema } as const;
/** GET /club/list as tester screens read it: the same row with the tester-safe answer schema, cached apart. */
export const clubChoicesCall = { ...clubsCalls.list, id: 'clubs.choices', output: ClubChoiceListSchema } as const;

export const personalDataCalls = /*#__PURE__*/ defineCalls('personalData', {
  /** The signed-in person's own data as one ZIP: the server knows whose by the account linked to the record. */
  own: {
    method: 'GET',
    path: '/user/personal-data',
    name: 'Meine Daten herunterladen',
    access: 'signedIn',
    personalData: 'own',
    output: v.blob(),
    file: true,
    statuses: [403, 404],
  },
  /** Everything stored about the person as one ZIP (DSGVO Art. 15/20), named by the server. */
  download: {
    method: 'GET',
    path: '/user/personal-data/:id',
    name: 'Daten herunterladen',
    access: 'signedIn',
    personalData: 'person',
    recordsAccess: 'EXPORT',
    output: v.blob(),
    file: true,
    statuses: [403, 404],
  },
});
