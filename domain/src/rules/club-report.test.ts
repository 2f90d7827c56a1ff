import { QuestionnaireReviewTexts, questionnaireReviewApi } from '@dtp/api-client/back-office';
import { setupDemo, type DemoHarness } from '@dtp/api-client/test-support';
import { ClubLinkTexts } from '@dtp/contract/club-links';
import { refusal, testComesIn } from '../test-support/demo-lookups';
import { createDomainServer } from '../server';
import { createMemoryStorage } from '../store/memory-storage';
import type { ClubReport } from '@dtp/contract/club-report';

// What the tested club gets (issue 45, item 1): when CMC releases the questionnaire, the club's mail „Ihr Testergebnis
// {Saison}“ with a personal link to its report (made when sent) and the report as a PDF; the report shows the scores,
// the association's average of the same version (at least three other clubs) and the previous season, never the tester.

/** u-tester's test comes in (demo-lookups.ts), and CMC releases its questionnaire. */
async function released(h: DemoHarness) {
  const t = await testComesIn(h);
  await questionnaireReviewApi.release(t.id);
  return t;
}

describe("the club's report", () => {
  it('goes to the club when CMC releases the questionnaire, with a personal link made when the mail is sent', async () => {
    const h = setupDemo('admin');
    const t = await released(h);
    const club = h.server.state().clubs.find((c) => c.id === t.clubId)!;
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    expect(mail).toMatchObject({ to: club.email, subject: 'Ihr Testergebnis 2023', clubLink: { purpose: 'report', testingId: t.id } });
    expect(mail!.content).toContain(ClubLinkTexts.linkPlaceholder);
    const toSend = await h.server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    const token = /\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // The link lives a season: 400 days.
    const link = h.server.state().clubLinks.find((l) => l.purpose === 'report')!;
    expect((Date.parse(link.expiresAt) - h.clock.now()) / 86_400_000).toBe(400);
    // A report link opens no feedback page, and a feedback link no report.
    expect(await h.server.clubPages.feedback(token!)).toBeNull();
    const report = await h.server.clubPages.report(token!);
    expect(report).toMatchObject({ clubName: club.name, year: 2023, date: '2023-06-14', total: 100 });
  });

  it('shows the scores, the average of at least three other clubs of the same version and the previous season; never the tester', async () => {
    const h = setupDemo('admin');
    const t = await released(h);
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    const toSend = await h.server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    const report = (await h.server.clubPages.report(/\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend!.text)![1]!)) as ClubReport;
    const tester = h.server.state().users.find((u) => u.id === 'u-tester')!;
    expect(JSON.stringify(report)).not.toContain(tester.lastName);
    expect(JSON.stringify(report)).not.toContain(tester.contact.email);
    expect(report.sections.length).toBeGreaterThan(5);
    expect(report.sections[0]).toMatchObject({ percent: 100, questions: expect.arrayContaining([expect.objectContaining({ answer: expect.any(String) })]) });
    // The seed's season has released questionnaires of many clubs on the same version.
    expect(report.averageClubs).toBeGreaterThanOrEqual(3);
    expect(report.averageTotal).toEqual(expect.any(Number));
    expect(report.sections.every((s) => s.average === null || (s.average >= 0 && s.average <= 100))).toBe(true);

    // Fewer than three other clubs: no average at all.
    const state = h.server.state();
    const season = new Set(state.waves.filter((w) => w.year === 2023).map((w) => w.id));
    const others = state.testings.filter((x) => season.has(x.waveId) && x.clubId !== t.clubId).map((x) => x.id);
    const otherClubs = [...new Set(state.testings.filter((x) => others.includes(x.id)).map((x) => x.clubId))];
    const keep = new Set(otherClubs.slice(0, 2));
    for (const q of state.questionnaires) {
      const testing = state.testings.find((x) => x.id === q.id)!;
      if (season.has(testing.waveId) && testing.clubId !== t.clubId && !keep.has(testing.clubId)) q.progress = 'SUBMITTED';
    }
    const fewer = (await h.server.clubPages.report(/\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend!.text)![1]!))!;
    expect(fewer).toMatchObject({ averageClubs: 0, averageTotal: null });
    expect(fewer.sections.every((s) => s.average === null)).toBe(true);
  });

  it('is sent with its PDF when the server has a printer, rendered only when the mail goes out', async () => {
    const h = setupDemo('admin');
    await released(h);
    const printed: ClubReport[] = [];
    const server = createDomainServer({
      storage: createMemoryStorage(h.server.state()),
      clock: h.clock,
      printer: {
        definition: async () => new Uint8Array(),
        answered: async () => new Uint8Array(),
        clubReport: async (report) => (printed.push(report), new TextEncoder().encode('%PDF-1.7 report')),
      },
    });
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    const toSend = await server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    expect(printed).toEqual([]);
    const [attachment] = (await toSend!.renderAttachments!()) ?? [];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^Testergebnis-2023-[A-Za-z0-9-]+\.pdf$/) });
    expect(printed).toHaveLength(1);
  });

  it("CMC's 'Bericht erneut senden' ends the links sent before and sends a new one; only for a released questionnaire", async () => {
    const h = setupDemo('admin');
    const t = await released(h);
    const tokenOf = async (mail: { id: number; notBefore: string | null }) =>
      /\/club\/report\/([A-Za-z0-9_-]{43})/.exec((await h.server.mailWorker.claim({ id: mail.id, notBefore: mail.notBefore }))?.text ?? '')![1]!;
    const first = await tokenOf(h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT')[0]!);
    expect(await h.server.clubPages.report(first)).not.toBeNull();

    await questionnaireReviewApi.resendReport(t.id);
    expect(await h.server.clubPages.report(first)).toBeNull();
    const mails = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    expect(mails).toHaveLength(2);
    expect(await h.server.clubPages.report(await tokenOf(mails[1]!))).toMatchObject({ year: 2023 });

    const submittedOnly = h.server.state().questionnaires.find((q) => q.progress === 'RELEASED' && q.id !== t.id)!;
    submittedOnly.progress = 'SUBMITTED';
    expect(await refusal(questionnaireReviewApi.resendReport(submittedOnly.id))).toMatchObject({ status: 409, detail: QuestionnaireReviewTexts.notReleased });
    h.signInAs('tester');
    expect((await refusal(questionnaireReviewApi.resendReport(t.id))).status).toBe(403);
  });
});
