import { travelInputOf } from '@dtp/contract/test-support';
import { datasheetApi, testsApi, travelApi } from '@dtp/api-client';
import { emailsApi, questionnaireReviewApi, testingsApi } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { type DemoHarness, fullAnswers, openQuestionnaire, seasonTesting, setupDemo } from '../../test-support';
import type { EmailType } from '@dtp/contract/back-office-statuses';
import { planReminders } from '../rules/reminders';
import { berlinTime } from '../rules/reminder-occasions';
import type { EmailRow } from '../state';

// Every mail queued for a person names them (EmailRow.recipientId): the export, erasure and retention find a
// person's mails by it (rules/person-mails.ts), not by an address others may share. A club's mail names nobody.

const CLUB_MAIL_TYPES: readonly EmailType[] = ['TRAVEL_RELEASED', 'CLUB_FEEDBACK', 'CLUB_FEEDBACK_REMINDER', 'CLUB_REPORT', 'CLUB_MEASURE_REMINDER'];
const RECEIPT = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], { type: 'application/pdf' });

/** What a scenario must have queued: [type, recipientId]; a club's mail: [type, null]. */
type Expected = [EmailType, string | null][];

const scenarios: [name: string, run: (h: DemoHarness) => Promise<Expected>][] = [
  [
    'data sheet set to „Eingeladen“ and „Freigegeben“ (datasheet.ts setProgress)',
    async (h) => {
      h.signInAs('manager');
      await datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester' });
      await datasheetApi.setProgress({ progress: 'INVITED', userId: 'u-tester' });
      h.server.state().sheets.find((s) => s.userId === 'u-tester' && s.year === h.server.state().seasonYear)!.progress = 'SENT';
      await datasheetApi.setProgress({ progress: 'RELEASED', userId: 'u-tester' });
      return [['INVITATION', 'u-tester'], ['DATASHEET_RELEASED', 'u-tester']];
    },
  ],
  [
    'a tester assigned to a test (testings.ts assign)',
    async (h) => {
      h.signInAs('manager');
      const open = h.server.state().testings.find((t) => t.progress === 'INITIAL' && h.server.state().waves.some((w) => w.id === t.waveId && w.year === 2023));
      const [first] = await testingsApi.availableTesters(open!.id);
      await testingsApi.assign({ testingId: open!.id, userId: first!.id });
      return [['TESTER_ASSIGNED', first!.id]];
    },
  ],
  [
    'tee time agreed, changed and the assignment lifted (rules/tee-time-mails.ts)',
    async (h) => {
      const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
      await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
      await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '11:30', noStartingTimes: false });
      h.signInAs('manager');
      await testingsApi.assign({ testingId: t.id, userId: null });
      return [['TEE_TIME_CONFIRMED', 'u-tester'], ['TEE_TIME_CHANGED', 'u-tester'], ['TEST_CANCELLED', 'u-tester']];
    },
  ],
  [
    'questionnaire submitted, returned, submitted again and released (questionnaire.ts, questionnaire-review.ts)',
    async (h) => {
      const q = await openQuestionnaire(h);
      await questionnaireApi.submit(q.testingId, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
      h.signInAs('manager');
      await questionnaireReviewApi.returnToTester(q.testingId, { reason: 'Bitte ergänzen Sie die Grüns.' });
      h.signInAs('tester');
      const returned = await questionnaireApi.load(q.testingId);
      await questionnaireApi.submit(q.testingId, { revision: returned.revision, version: returned.definition.version, answers: fullAnswers(returned) });
      h.signInAs('manager');
      await questionnaireReviewApi.release(q.testingId);
      return [
        ['TEE_TIME_CONFIRMED', 'u-tester'],
        ['QUESTIONNAIRE_SUBMITTED', 'u-tester'],
        ['QUESTIONNAIRE_RETURNED', 'u-tester'],
        ['CLUB_FEEDBACK', null],
        ['CLUB_REPORT', null],
      ];
    },
  ],
  [
    'a claim released: the tester and the club (travel.ts release)',
    async (h) => {
      const t = seasonTesting(h, 'u-tester', 'DONE');
      await travelApi.uploadAttachment(t.id, RECEIPT, 'quittung.pdf');
      const claim = await travelApi.load(t.id);
      const saved = await travelApi.save({ ...travelInputOf(claim), iban: 'DE89370400440532013000', bank: 'Sparkasse', greenfee: 70, distance: 50 });
      await travelApi.release({ id: t.id, version: saved.version });
      return [['TRAVEL_RELEASED_TESTER', 'u-tester'], ['TRAVEL_RELEASED', null]];
    },
  ],
  [
    'a mail composed to every active tester, and a test mail to the sender (emails.ts send)',
    async (h) => {
      h.signInAs('manager');
      const addresses = await emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null });
      await emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'Hallo {{anrede}}', content: 'Guten Tag', emailType: 'MISC' });
      await emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: null, subject: 'Probe', content: 'Probe', emailType: 'MISC' });
      const users = h.server.state().users;
      const testers: Expected = addresses.map((to) => ['MISC', users.find((u) => u.contact.email === to)!.id]);
      return [...testers, ['MISC', 'u-manager']];
    },
  ],
  [
    'the reminders the daily run plans for testers and clubs (rules/reminders.ts)',
    async (h) => {
      const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
      await testsApi.save({ id: t.id, date: '2023-06-05', teeTime: '10:30', noStartingTimes: false });
      h.clock.set(berlinTime('2023-06-01', 6));
      await h.server.runAsSystem(planReminders);
      return [['TEST_REMINDER', 'u-tester']];
    },
  ],
];

/** The mail as checked: its type, and whose address the person it names has (null: it names nobody). */
function recipientOf(h: DemoHarness, mail: EmailRow) {
  const named = mail.recipientId === undefined ? null : h.server.state().users.find((u) => u.id === mail.recipientId);
  return { id: mail.id, type: mail.type, recipientAddress: named === null ? null : (named?.contact.email.toLowerCase() ?? 'unknown user') };
}

describe('the recipient a mail is queued for (EmailRow.recipientId)', () => {
  test.each(scenarios)('%s', async (_name, run) => {
    const h = setupDemo('tester');
    const before = new Set(h.server.state().emails.map((e) => e.id));
    const expected = await run(h);
    const queued = h.server.state().emails.filter((e) => !before.has(e.id));

    for (const [type, recipientId] of expected) {
      expect(queued.map((e) => [e.type, e.recipientId ?? null])).toContainEqual([type, recipientId]);
    }
    // Every mail of the scenario, of any kind: one to a person names the person at that address, a club's nobody.
    expect(queued.map((e) => recipientOf(h, e))).toEqual(
      queued.map((e) => ({ id: e.id, type: e.type, recipientAddress: CLUB_MAIL_TYPES.includes(e.type) ? null : e.to.trim().toLowerCase() })),
    );
  });
});
