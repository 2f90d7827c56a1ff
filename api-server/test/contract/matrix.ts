// Who may do what: every call × role (admin, manager, tester) with the status the contract answers.
// For a tester's own things (data sheet, tests, claims, receipts, feedback) a cell is a pair: acting on
// u-tester's (the signed-in tester's own) and on u-tester2's (another tester's). Rules: the domain's
// context.ts (requireStaff, requireAdmin, requireSelfOrStaff) and its handlers.
import { testerInputOf } from '@dtp/contract/test-support';
import { datasheetApi, feedbackApi, personalDataApi, testsApi, travelApi } from '@dtp/api-client';
import { adminApi, emailsApi, historyApi, importsApi, measuresApi, overviewApi, panelsApi, questionnaireReviewApi, resultsApi, seasonsApi, testingsApi, usersApi, wavesApi, type Tester } from '@dtp/api-client/back-office';
import { questionnaireApi, questionnaireDefinitionsApi, questionnairePrintApi } from '@dtp/api-client/questionnaire';
import type { ImportKind } from '@dtp/api-client/back-office';
import { CALLS, RECEIPT_BYTES, type CallCase, type ExtraCall, type Owner, type Scene, type SpecCall } from './calls';

/** 503: the demo has no solver for 'Einteilung vorschlagen' (issue 60). */
export type Status = 200 | 400 | 403 | 404 | 409 | 503;
/** One status for all, or [on u-tester's, on u-tester2's]. */
export type Cell = Status | readonly [own: Status, other: Status];
export type Role = 'admin' | 'manager' | 'tester';
/** The matrix's roles and the applicant, whose cells follow from the tester's (matrixCases). */
export type CaseRole = Role | 'applicant';

export interface MatrixRow {
  call: SpecCall | ExtraCall;
  /** What differs from the call's usual case ('a testing nobody is assigned to'); none for the call itself. */
  variant?: string;
  case: CallCase;
  admin: Cell;
  manager: Cell;
  tester: Cell;
  /** Where the row holds when not everywhere: the print PDFs are the API server's (the demo answers 404). */
  only?: 'servers' | 'demo';
}

const row = (call: SpecCall, admin: Cell, manager: Cell, tester: Cell): MatrixRow => ({ call, case: CALLS[call], admin, manager, tester });
const variant = (call: SpecCall | ExtraCall, what: string, act: CallCase['act'], admin: Cell, manager: Cell, tester: Cell): MatrixRow => ({
  call,
  variant: what,
  case: { act },
  admin,
  manager,
  tester,
});

/** A variant whose `prepare` runs as the admin first (a wave to remove, the clubs to keep). */
const prepared = (
  call: ExtraCall,
  what: string,
  prepare: (scene: Scene) => Promise<unknown>,
  act: (scene: Scene, prepared: unknown) => Promise<unknown>,
  admin: Cell,
  manager: Cell,
  tester: Cell,
): MatrixRow => ({ call, variant: what, case: { prepare, act }, admin, manager, tester });

/** A row that holds only on the API server's targets, or only in the demo. */
const on = (only: MatrixRow['only'], matrixRow: MatrixRow): MatrixRow => ({ ...matrixRow, only });

const own = [200, 200] as const; // staff on either tester's
const mine = [200, 403] as const; // a tester on their own and on another's

/** A CSV as a spreadsheet saves it: UTF-8, semicolons, CRLF. */
const csvFile = (...lines: string[]) => new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });

/** A shell script with a receipt's name: no pdf, png or jpeg. */
const script = () => new Blob(['#!/bin/sh\necho hallo'], { type: 'application/pdf' });

//                                                   admin      manager    tester
export const MATRIX: readonly MatrixRow[] = [
  // The shell and the tester's screens.
  row('GET /settings',                              200,       200,       200),
  row('GET /datasheets',                            200,       200,       403),
  row('GET /datasheet',                             200,       200,       200),
  row('GET /datasheet/{userId}',                    own,       own,       mine),
  row('GET /datasheet/playables',                   200,       200,       200),
  row('GET /datasheet/playables/{userId}',          own,       own,       mine),
  row('POST /datasheet',                            own,       own,       mine),
  // u-tester2's sheet is sent already: nobody sends it again.
  row('POST /datasheet/send',                       [200, 400], [200, 400], mine),
  row('POST /datasheet/progress',                   own,       own,       [403, 403]),
  row('GET /tests',                                 200,       200,       200),
  row('GET /test/{id}',                             own,       own,       mine),
  row('POST /test',                                 own,       own,       mine),
  row('GET /travels',                               200,       200,       200),
  row('GET /travel/{id}',                           own,       own,       mine),
  row('POST /travel',                               own,       own,       mine),
  row('POST /travel/release',                       own,       own,       mine),
  row('GET /travel/attachments/{id}',               own,       own,       mine),
  row('POST /travel/attachment/upload',             own,       own,       mine),
  row('POST /travel/attachment/delete/{id}',        own,       own,       mine),
  row('GET /attachment/{id}',                       own,       own,       mine),
  row('GET /tester-feedback',                       200,       200,       200),
  row('GET /datasheet/tester-feedback/{userId}',    own,       own,       mine),
  // The back office: staff only; the administration: admins only.
  row('GET /club/list',                             200,       200,       200),
  row('GET /club/{id}',                             200,       200,       403),
  row('POST /club',                                 200,       200,       403),
  row('GET /wave/list',                             200,       200,       403),
  row('GET /wave/{id}',                             200,       200,       403),
  row('GET /weeks/list',                            200,       200,       403),
  row('POST /wave',                                 200,       200,       403),
  row('POST /admin/wave/update',                    200,       403,       403),
  row('GET /panel/list/clubs',                      200,       200,       403),
  row('GET /panel/{id}',                            200,       200,       403),
  row('POST /panel',                                200,       200,       403),
  row('GET /overview/list',                         200,       200,       403),
  row('GET /user/list',                             200,       200,       403),
  row('GET /user/{id}',                             200,       200,       403),
  row('GET /user/executedtests/{id}',               200,       200,       403),
  row('POST /user',                                 200,       200,       403),
  row('GET /testing/wave/{waveId}',                 200,       200,       403),
  // A tester reads their tests through /test/{id}; the testing record is the back office's.
  row('GET /testing/{id}',                          own,       own,       [403, 403]),
  row('GET /testing/availableTesters/{id}',         200,       200,       403),
  row('POST /testing',                              200,       200,       403),
  row('POST /testing/assign',                       200,       200,       403),
  row('POST /testing/feedback/resetcmc/{testingId}', 200,      200,       403),
  row('POST /testing/feedback/resetclub/{testingId}', 200,     200,       403),
  row('GET /email/list',                            200,       200,       403),
  row('GET /email/placeholders',                    200,       200,       403),
  row('GET /email/content/{id}',                    200,       200,       403),
  row('POST /email/send',                           200,       200,       403),
  row('POST /email/recipients',                     200,       200,       403),
  row('POST /email/delete/{id}',                    200,       200,       403),
  row('POST /email/pause/{id}',                     200,       200,       403),
  row('POST /email/resume/{id}',                    200,       200,       403),
  row('GET /admin',                                 200,       403,       403),
  row('POST /admin',                                200,       403,       403),
  row('POST /admin/syncTests',                      200,       403,       403),

  // Not found and refused: the role check comes first, then what the data allows.
  variant('GET /test/{id}', 'a testing nobody is assigned to (INITIAL)',
    (s) => testsApi.load(s.ids.unassigned),                                   404,       404,       403),
  variant('GET /test/{id}', 'an id no testing has',
    (s) => testsApi.load(s.ids.unknown),                                      404,       404,       404),
  variant('GET /travel/{id}', 'a test not done yet: no claim',
    (s) => travelApi.load(s.ids.teeTimeOpen[s.owner]),                        [404, 404], [404, 404], [404, 403]),
  variant('POST /test', 'a test that is done: the tee time is closed',
    (s) => testsApi.save({ id: s.ids.done[s.owner], date: '2023-06-14', teeTime: '10:00', noStartingTimes: false }),
                                                                               [400, 400], [400, 400], [400, 403]),
  variant('POST /travel/attachment/upload', 'a file that is no receipt',
    (s) => travelApi.uploadAttachment(s.ids.done[s.owner], script(), 'beleg.pdf'), [400, 400], [400, 400], [400, 403]),
  variant('GET /user/{id}', 'a user nobody is',
    () => usersApi.load('u-nobody'),                                          404,       404,       403),
  variant('POST /testing/assign', 'a staff member, who tests nothing',
    (s) => testingsApi.assign({ testingId: s.ids.unassigned, userId: 'u-manager' }),                 400,       400,       403),
  variant('POST /email/pause/{id}', 'an id no email has',
    (s) => emailsApi.pause(s.ids.unknown),                                    404,       404,       403),

  // Beyond the spec: the 'Verlauf' of status changes, for managers and admins only.
  variant('GET /history/testing/{id}', 'beyond the spec',
    (s) => historyApi.ofTesting(s.ids.done[s.owner]),                         own,       own,       [403, 403]),
  variant('GET /history/user/{id}', 'beyond the spec',
    (s) => historyApi.ofUser(s.owner),                                        own,       own,       [403, 403]),
  variant('GET /history/email/{id}', 'beyond the spec (a mail\'s Verlauf, issue 34)',
    (s) => historyApi.ofEmail(s.ids.email),                                   200,       200,       403),
  variant('GET /history/email/{id}', 'an id no email has',
    (s) => historyApi.ofEmail(s.ids.unknown),                                 404,       404,       403),
  // Beyond the spec: erasure (issue 32), for admins only; refused while the tester has a test to do.
  // Beyond the spec: who of the staff read a person's data (issue 46), the admin's.
  variant('GET /user/access-records/{id}', 'beyond the spec',
    (s) => usersApi.accessRecords(s.owner),                                   200,       403,       403),
  variant('POST /user/erase', 'a tester with no test still to be done',
    (s) => usersApi.erase({ id: s.ids.erasable }),                                    200,       403,       403),
  variant('POST /user/erase', 'a tester with a test still to be done',
    (s) => usersApi.erase({ id: s.owner }),                                           400,       403,       403),
  // Beyond the spec: the account linked to a person (issue 57). Staff see it; admins unlink, relink and merge.
  variant('GET /user/account/{id}', 'beyond the spec',
    (s) => usersApi.account(s.owner),                                         own,       own,       [403, 403]),
  variant('POST /user/account/unlink', 'a tester whose account is linked',
    (s) => usersApi.unlinkAccount({ id: s.owner }),                           200,       403,       403),
  variant('POST /user/account/relink', 'a tester whose account is linked: nothing to link again',
    (s) => usersApi.relinkAccount({ id: s.owner }),                           400,       403,       403),
  prepared('POST /user/merge', 'a record the back office made twice, merged into the tester',
    async (s) => usersApi.save({ ...testerInputOf(await usersApi.load(s.ids.someTester)), id: null, version: undefined, contact: { phone: '', mobile: '', email: 'zweimal@example.de' } }),
    (s, made) => usersApi.merge({ id: s.owner, mergedId: (made as Tester).id }),     200,       403,       403),
  variant('POST /user/merge', 'a tester with themself',
    (s) => usersApi.merge({ id: s.owner, mergedId: s.owner }),                400,       403,       403),
  variant('POST /user/duplicate/dismiss', 'two testers not marked as possibly the same',
    (s) => usersApi.dismissDuplicate({ id: s.owner, otherId: s.ids.someTester }), 400,  400,       403),
  // Beyond the spec: the right of access (issue 32), the person themself and staff.
  variant('GET /user/personal-data/{id}', 'beyond the spec',
    (s) => personalDataApi.download(s.owner),                                 own,       own,       mine),
  variant('GET /user/personal-data', 'the own, by the account linked to the record (issue 57)',
    () => personalDataApi.downloadOwn(),                                      200,       200,       200),
  // Beyond the spec: a test's calendar file (issue 34), the tester's own and staff.
  variant('GET /test/{id}/calendar', 'beyond the spec',
    (s) => testsApi.calendar(s.ids.done[s.owner]),                            own,       own,       mine),
  // Beyond the spec: the questionnaire (issue 43). The assigned tester and staff read it; a released one is locked
  // for everyone (409), after the owner check (another tester: 403).
  variant('GET /questionnaire/{testingId}', 'beyond the spec: a released questionnaire',
    (s) => questionnaireApi.load(s.ids.done[s.owner]),                        own,       own,       mine),
  variant('GET /questionnaire/{testingId}', 'a testing nobody is assigned to',
    (s) => questionnaireApi.load(s.ids.unassigned),                           404,       404,       403),
  variant('POST /questionnaire/{testingId}', 'a released questionnaire: locked',
    (s) => questionnaireApi.save(s.ids.done[s.owner], { revision: 1, version: 1, answers: {} }),
                                                                               409,       409,       [409, 403]),
  variant('POST /questionnaire/{testingId}/submit', 'a released questionnaire: submitted once',
    (s) => questionnaireApi.submit(s.ids.done[s.owner], { revision: 1, version: 1, answers: {} }),
                                                                               409,       409,       [409, 403]),
  // Photos: a released questionnaire takes none (409) after the owner check; an unknown photo is nobody's (404).
  variant('POST /questionnaire/{testingId}/photo', 'a released questionnaire: locked',
    (s) => questionnaireApi.uploadPhoto(s.ids.done[s.owner], 'arrival.photos', new Blob([RECEIPT_BYTES], { type: 'image/png' }), 'foto.png'),
                                                                               409,       409,       [409, 403]),
  variant('GET /questionnaire/photo/{id}', 'an id no photo has',
    (s) => questionnaireApi.photo(s.ids.unknown),                             404,       404,       404),
  variant('POST /questionnaire/photo/delete/{id}', 'an id no photo has',
    (s) => questionnaireApi.deletePhoto(s.ids.unknown),                       404,       404,       404),
  // The review ('Fragebogen freigeben') is staff's; a released questionnaire is locked for good.
  variant('GET /questionnaires', 'beyond the spec',
    () => questionnaireReviewApi.list(),                                      200,       200,       403),
  variant('POST /questionnaire/{testingId}/return', 'a released questionnaire',
    (s) => questionnaireReviewApi.returnToTester(s.ids.done[s.owner], { reason: 'Bitte ergänzen.' }), 409, 409,  [403, 403]),
  variant('POST /questionnaire/{testingId}/correct', 'a released questionnaire',
    (s) => questionnaireReviewApi.correct(s.ids.done[s.owner], { questionId: 'x', answer: { text: 'neu' }, note: 'Tippfehler' }),
                                                                               409,       409,       [403, 403]),
  variant('POST /questionnaire/{testingId}/report/resend', 'beyond the spec: a released questionnaire (issue 45)',
    (s) => questionnaireReviewApi.resendReport(s.ids.done[s.owner]),          own,       own,       [403, 403]),
  variant('POST /questionnaire/{testingId}/report/resend', 'a testing nobody is assigned to',
    (s) => questionnaireReviewApi.resendReport(s.ids.unassigned),             404,       404,       403),
  // 'Für den Club sichtbar' (issue 45): staff's; a tester is refused before the photo is looked up.
  variant('POST /questionnaire/photo/share/{id}', 'beyond the spec: an id no photo has',
    (s) => questionnaireReviewApi.sharePhoto(s.ids.unknown, { shareable: true }), 404,     404,       403),
  variant('POST /questionnaire/{testingId}/release', 'a released questionnaire',
    (s) => questionnaireReviewApi.release(s.ids.done[s.owner]),               409,       409,       [403, 403]),
  // The print PDFs are made by the API server; the demo has no printer and says so (404).
  on('servers', variant('GET /questionnaire/print/{year}/{variant}', 'beyond the spec: the blank premium questionnaire',
    () => questionnairePrintApi.definition(2023, 'premium'),                  200,       200,       200)),
  on('demo', variant('GET /questionnaire/print/{year}/{variant}', 'the demo has no printer',
    () => questionnairePrintApi.definition(2023, 'premium'),                  404,       404,       404)),
  on('servers', variant('GET /questionnaire/{testingId}/pdf', 'a released questionnaire with its answers',
    (s) => questionnairePrintApi.answered(s.ids.done[s.owner]),               own,       own,       [403, 403])),
  on('servers', variant('GET /questionnaire/{testingId}/report/pdf', "beyond the spec: the club's report of a released questionnaire (issue 45)",
    (s) => questionnairePrintApi.clubReport(s.ids.done[s.owner]),             own,       own,       [403, 403])),
  on('demo', variant('GET /questionnaire/{testingId}/report/pdf', 'the demo has no printer',
    (s) => questionnairePrintApi.clubReport(s.ids.done[s.owner]),             404,       404,       403)),
  // The administration's questionnaires and the outside form site's import are the admin's.
  variant('POST /admin/syncTests/import', 'a request without a file',
    () => adminApi.importExport(new Blob(['']), ''),                          400,       403,       403),
  variant('GET /admin/questionnaireDefinitions', 'beyond the spec',
    () => questionnaireDefinitionsApi.list(),                                 200,       200,       403),
  variant('GET /admin/questionnaireDefinitions/{year}', 'beyond the spec',
    () => questionnaireDefinitionsApi.export(2023),                           200,       200,       403),
  variant('POST /admin/questionnaireDefinitions/{year}', 'a definition without pages',
    () => questionnaireDefinitionsApi.import(2023, { title: 'x', sections: [] }),  400,       403,       403),
  variant('POST /admin/questionnaireDefinitions/{year}/copyPrevious', 'a year that has one',
    () => questionnaireDefinitionsApi.copyPrevious(2023),                     409,       403,       403),
  // What the questionnaire changed (issue 61, item 3): staff read it.
  variant('GET /admin/questionnaireDefinitions/{year}/changes', 'beyond the spec',
    () => questionnaireDefinitionsApi.changes(2023),                          200,       200,       403),
  // CMC's feedback on the tester (issue 44): staff, once the test is in; the ratings 0 to 5.
  variant('POST /testing/feedback/cmc/{id}', 'beyond the spec: a test that came in',
    (s) => testingsApi.saveCmcFeedback(s.ids.done[s.owner], { ratings: [5, 4, 4, 3, 5], remarks: 'Sehr gründlich.' }), own, own, [403, 403]),
  variant('POST /testing/feedback/cmc/{id}', 'a test not in yet',
    (s) => testingsApi.saveCmcFeedback(s.ids.unassigned, { ratings: [5, 4, 4, 3, 5], remarks: '' }), 409,   409,       403),
  variant('POST /testing/feedback/cmc/{id}', 'a rating of 6',
    (s) => testingsApi.saveCmcFeedback(s.ids.done[s.owner], { ratings: [6, 4, 4, 3, 5], remarks: '' }), [400, 400], [400, 400], [403, 403]),
  // The season's results, 'Auswertung' (issue 45, item 2): staff only; a tester never sees results (item 4).
  variant('GET /results/{year}', 'beyond the spec: a season with released questionnaires',
    () => resultsApi.season(2023),                                            200,       200,       403),
  variant('GET /results/{year}', 'a season without results',
    () => resultsApi.season(2024),                                            200,       200,       403),
  variant('GET /results/club/{clubId}', 'beyond the spec',
    (s) => resultsApi.ofClub(s.ids.club),                                     200,       200,       403),
  variant('GET /results/club/{clubId}', 'an id no club has',
    (s) => resultsApi.ofClub(s.ids.unknown),                                  404,       404,       403),
  // 'Maßnahmen' (issue 62): staff only; a tester never sees a finding, before, during or after a test.
  variant('GET /measures', 'beyond the spec',
    () => measuresApi.list(),                                                 200,       200,       403),
  variant('GET /measures/club/{clubId}', 'beyond the spec',
    (s) => measuresApi.ofClub(s.ids.club),                                    200,       200,       403),
  variant('GET /measures/club/{clubId}', 'an id no club has',
    (s) => measuresApi.ofClub(s.ids.unknown),                                 404,       404,       403),
  variant('POST /measures/finding', 'beyond the spec: a scored question of a released questionnaire',
    (s) => measuresApi.add({ testingId: s.ids.done[s.owner], questionId: 'booking.friendly' }), own, own, [403, 403]),
  variant('POST /measures/finding', 'a questionnaire not released',
    (s) => measuresApi.add({ testingId: s.ids.unassigned, questionId: 'booking.friendly' }), 409, 409,     403),
  prepared('POST /measures/finding/{id}/drop', 'beyond the spec: a finding added by hand',
    async (s) => (await measuresApi.add({ testingId: s.ids.done[s.owner], questionId: 'booking.information' })).id,
    (_s, id) => measuresApi.drop(id as number),                               200,       200,       403),
  variant('POST /measures/finding/{id}/drop', 'an id no finding has',
    (s) => measuresApi.drop(s.ids.unknown),                                   404,       404,       403),
  variant('POST /measures/plan', 'beyond the spec: a club’s plan of the season closed',
    (s) => measuresApi.closePlan({ clubId: s.ids.club, year: 2023, closed: true }), 200, 200,           403),
  // The season at a glance, the manager's cockpit (issue 45, item 3): staff only.
  variant('GET /overview/season', 'beyond the spec',
    () => overviewApi.season(),                                               200,       200,       403),
  // Seasons (issue 56): staff see them; admins create, plan and start them; managers may edit waves; testers neither.
  variant('GET /season/list', 'beyond the spec',
    () => seasonsApi.list(),                                                  200,       200,       403),
  variant('POST /season', 'beyond the spec: the next season',
    (s) => seasonsApi.create({ year: '2024', waves: [{ start: '2024-04-23', end: '2024-05-10' }], clubIds: [s.ids.club] }),
                                                                               200,       403,       403),
  variant('POST /season', 'a year that exists',
    (s) => seasonsApi.create({ year: '2023', waves: [{ start: '2023-10-03', end: '2023-10-13' }], clubIds: [s.ids.club] }),
                                                                               400,       403,       403),
  prepared('POST /season/{year}/clubs', "beyond the spec: the current season's clubs as they are",
    async () => (await seasonsApi.list()).seasons.find((season) => season.year === 2023)?.clubIds ?? [],
    (_s, clubIds) => seasonsApi.setClubs(2023, { clubIds: clubIds as number[] }),
                                                                               200,       403,       403),
  variant('GET /season/{year}/start', 'beyond the spec: the current season (nothing left to do)',
    () => seasonsApi.startPreview(2023),                                      200,       403,       403),
  variant('GET /season/{year}/start', 'an earlier season',
    () => seasonsApi.startPreview(2022),                                      400,       403,       403),
  variant('POST /season/{year}/start', 'beyond the spec: the current season again (creates nothing twice)',
    () => seasonsApi.start(2023, { copyQuestionnaire: false }),               200,       403,       403),
  variant('POST /season/{year}/start', 'a year without a season',
    () => seasonsApi.start(2031, { copyQuestionnaire: false }),               404,       403,       403),
  variant('POST /wave/new', 'beyond the spec: a wave after the last',
    () => wavesApi.add({ year: 2023, start: '2023-10-03', end: '2023-10-13' }),   200,       200,       403),
  variant('POST /wave/new', 'a wave overlapping another',
    () => wavesApi.add({ year: 2023, start: '2023-05-01', end: '2023-05-20' }),   400,       400,       403),
  prepared('POST /wave/delete/{id}', 'beyond the spec: a wave no tester is assigned in',
    () => wavesApi.add({ year: 2023, start: '2023-10-03', end: '2023-10-13' }).then((wave) => wave.id),
    (_s, id) => wavesApi.remove(id as number),                                200,       200,       403),
  variant('POST /wave/delete/{id}', 'a wave with assigned testers',
    (s) => wavesApi.remove(s.ids.seasonWave),                                 400,       400,       403),
  // An earlier season by its year, read only (issue 56): staff's, like the current season's lists.
  variant('GET /overview/list/{year}', 'beyond the spec: an earlier season',
    () => overviewApi.ofSeason(2022),                                         200,       200,       403),
  variant('GET /overview/list/{year}', 'a year without a season',
    () => overviewApi.ofSeason(2031),                                         404,       404,       403),
  variant('GET /wave/list/{year}', 'beyond the spec: an earlier season',
    () => wavesApi.ofSeason(2022),                                            200,       200,       403),
  variant('GET /panel/list/clubs/{year}', 'beyond the spec: an earlier season',
    () => panelsApi.ofSeason(2022),                                           200,       200,       403),
  variant('GET /datasheets/{year}', 'beyond the spec: an earlier season',
    () => datasheetApi.listOfSeason(2022),                                    200,       200,       403),
  variant('GET /tester-feedback/season/{year}', 'beyond the spec: an earlier season',
    () => feedbackApi.ofSeason(2022),                                         200,       200,       403),
  // The CSV import (issue 57, item 6): staff check, import and download templates; a file with an error imports nothing.
  variant('POST /import/{kind}/check', 'beyond the spec: a club file',
    () => importsApi.check('clubs', csvFile('Name;Ort', 'Golfclub Vertragstest;Köln')), 200,  200,       403),
  variant('POST /import/{kind}/check', 'a comma-separated file',
    () => importsApi.check('clubs', csvFile('Name,Ort', 'Golfclub Vertragstest,Köln')), 400,  400,       403),
  variant('POST /import/{kind}', 'beyond the spec: a new club',
    () => importsApi.run('clubs', csvFile('Name;Ort', 'Golfclub Vertragstest;Köln')), 200,    200,       403),
  variant('POST /import/{kind}', 'a file with an error in one row: nothing imported',
    () => importsApi.run('clubs', csvFile('Name;Email', 'Golfclub Vertragstest;info@gc.example', 'Golfclub Zwei;keine-mail')), 400, 400, 403),
  variant('GET /import/{kind}/template', 'beyond the spec',
    () => importsApi.template('testers'),                                     200,       200,       403),
  variant('GET /import/{kind}/template', 'an unknown kind',
    () => importsApi.template('members' as ImportKind),                       404,       404,       403),
  // 'Einteilung vorschlagen' (issue 60): staff's. The proposal is solved on the server; the demo has none and says so
  // (503, in German). A past season's wave is refused before anything is solved, everywhere; 'Übernehmen' needs no solver.
  on('servers', variant('POST /wave/proposal', "beyond the spec: the season's wave with open testings",
    (s) => wavesApi.propose({ waveId: s.ids.assignment.waveId, pins: [], drops: [] }), 200,   200,       403)),
  on('demo', variant('POST /wave/proposal', 'the demo has no solver',
    (s) => wavesApi.propose({ waveId: s.ids.assignment.waveId, pins: [], drops: [] }), 503,   503,       403)),
  prepared('POST /wave/proposal', "a past season's wave",
    async () => (await wavesApi.ofSeason(2022))[0]?.id,
    (_s, waveId) => wavesApi.propose({ waveId: waveId as number, pins: [], drops: [] }), 400, 400,       403),
  prepared('POST /wave/proposal/apply', 'beyond the spec: a tester who may take the testing, marked',
    (s) => testingsApi.load(s.ids.assignment.testingIds[0]).then((t) => t.version),
    (s, version) => wavesApi.applyProposal({ waveId: s.ids.assignment.waveId, progress: 'MARKED',
      assignments: [{ testingId: s.ids.assignment.testingIds[0], version: version as number, userId: s.ids.assignment.userId }] }), 200, 200, 403),
  prepared('POST /wave/proposal/apply', 'a staff member, who tests nothing: nothing applied',
    (s) => testingsApi.load(s.ids.assignment.testingIds[0]).then((t) => t.version),
    (s, version) => wavesApi.applyProposal({ waveId: s.ids.assignment.waveId, progress: 'MARKED',
      assignments: [{ testingId: s.ids.assignment.testingIds[0], version: version as number, userId: 'u-manager' }] }), 400, 400, 403),
  // The clubs' findings (issue 62): staff only; a tester never sees a finding, before, during or after a test.
  variant('GET /measures/testing/{testingId}', 'beyond the spec',
    (s) => measuresApi.ofTesting(s.ids.done[s.owner]),                          200,       200,       403),
  variant('GET /measures/testing/{testingId}', 'an id no testing has',
    (s) => measuresApi.ofTesting(s.ids.unknown),                              404,       404,       403),
  variant('GET /measures/photo/{id}', 'beyond the spec: an id no evidence photo has',
    (s) => measuresApi.photo(s.ids.unknown),                                  404,       404,       403),
];

export interface MatrixCase {
  name: string;
  row: MatrixRow;
  role: CaseRole;
  owner: Owner;
  expected: Status;
}

/**
 * An account the platform has not accepted (issue 57: an applicant its first call made, with the tester's role) has
 * nothing of its own but its sheet: on u-tester's things it gets what a tester gets on another's, and where the
 * tester's cell is one status (own lists, staff calls) that one. Its lists' contents are checked apart (contract.test).
 */
function applicantCase(row: MatrixRow, title: string): MatrixCase {
  const cell = row.tester;
  const expected = typeof cell === 'number' ? cell : cell[1];
  return { name: `${title} as an applicant on u-tester's: ${expected}`, row, role: 'applicant', owner: 'u-tester', expected };
}

/** The table as test cases for a target (the API server or the demo): one per cell, two for a pair. */
export function matrixCases(server: boolean): MatrixCase[] {
  return MATRIX.filter((row) => row.only === undefined || row.only === (server ? 'servers' : 'demo')).flatMap((row) => [
    ...(['admin', 'manager', 'tester'] as const).flatMap((role) => {
      const cell = row[role];
      const title = `${row.call}${row.variant ? ` (${row.variant})` : ''} as ${role}`;
      if (typeof cell === 'number') return [{ name: `${title}: ${cell}`, row, role, owner: 'u-tester' as const, expected: cell }];
      return [
        { name: `${title} on u-tester's: ${cell[0]}`, row, role, owner: 'u-tester' as const, expected: cell[0] },
        { name: `${title} on u-tester2's: ${cell[1]}`, row, role, owner: 'u-tester2' as const, expected: cell[1] },
      ];
    }),
    applicantCase(row, `${row.call}${row.variant ? ` (${row.variant})` : ''}`),
  ]);
}
