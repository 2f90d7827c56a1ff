import { QuestionnaireReviewTexts, questionnaireReviewApi } from '@dtp/api-client/back-office';
import { type DemoHarness, fullAnswers, refusal, seasonTesting, setupDemo, testComesIn } from '../../test-support';
import { ClubLinkTexts } from '@dtp/contract/club-links';
import { testsApi } from '@dtp/api-client';
import { historyApi } from '@dtp/api-client/back-office';
import { questionnaireApi, questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import { createDomainServer } from '../server';
import { createMemoryStorage } from '../store/memory-storage';
import { ClubReportTexts, type ClubReport } from '@dtp/contract/club-report';
import type { QuestionnaireDefinition } from '@dtp/contract/questionnaire';

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

  it('leaves out a question the answers hid: it was not asked (issue 61)', async () => {
    const h = setupDemo('admin');
    const definition = await questionnaireDefinitionsApi.export(2023);
    const normal = definition.sections.filter((s) => !s.premiumOnly).flatMap((s) => s.questions.filter((q) => !q.premiumOnly));
    const source = normal.find((q) => q.kind === 'yesNo')!;
    const dependent = normal.slice(normal.indexOf(source) + 1).find((q) => q.kind !== 'photos')!;
    // Asked only after the source's lowest answer; the test comes in with the best answers everywhere.
    dependent.showIf = { questionId: source.id, answers: [[...source.options].sort((a, b) => a.points - b.points)[0]!.value] };
    await questionnaireDefinitionsApi.import(2023, definition);
    const t = await released(h);
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT' && e.clubLink?.testingId === t.id);
    const toSend = await h.server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    const report = (await h.server.clubPages.report(/\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend!.text)![1]!)) as ClubReport;
    const texts = report.sections.flatMap((s) => s.questions.map((q) => q.text));
    expect(texts).toContain(source.text);
    expect(texts).not.toContain(dependent.text);
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

  it('shows only the photos CMC marked for the club, on its page and in the PDF; staff mark them once the questionnaire is in', async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.clock.set(Date.UTC(2023, 5, 15, 9, 0));
    const q = await questionnaireApi.load(t.id);
    const question = q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'photos')!;
    const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n, n, n])], { type: 'image/jpeg' });
    const shared = await questionnaireApi.uploadPhoto(t.id, question.id, jpeg(1), 'parkplatz.jpg');
    const kept = await questionnaireApi.uploadPhoto(t.id, question.id, jpeg(2), 'mein-auto.jpg');
    h.signInAs('manager');
    // While the tester may still remove it, no photo is marked.
    expect(await refusal(questionnaireReviewApi.sharePhoto(shared.id, { shareable: true }))).toMatchObject({ status: 409, detail: QuestionnaireReviewTexts.photoNotSubmitted });
    h.signInAs('tester');
    await questionnaireApi.submit(t.id, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
    expect((await refusal(questionnaireReviewApi.sharePhoto(shared.id, { shareable: true }))).status).toBe(403);
    h.signInAs('manager');
    const marked = await questionnaireReviewApi.sharePhoto(shared.id, { shareable: true });
    expect(marked.photos.map((p) => [p.id, p.shareable])).toEqual([
      [shared.id, true],
      [kept.id, false],
    ]);
    expect((await historyApi.ofTesting(t.id))[0]).toMatchObject({ subjectLabel: 'Foto für den Club', fromLabel: `„${question.text}“, Foto 1`, toLabel: 'für den Club sichtbar' });
    await questionnaireReviewApi.release(t.id);

    const printed: { photos: number[] }[] = [];
    // A server with a printer on the same state; its storage holds the photos' bytes of its own.
    const storage = createMemoryStorage(h.server.state());
    await storage.transaction('write', async (tx) => {
      await tx.putFile(shared.id, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1]));
      await tx.putFile(kept.id, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 2, 2, 2]));
    });
    const server = createDomainServer({
      storage,
      clock: h.clock,
      printer: {
        definition: async () => new Uint8Array(),
        answered: async () => new Uint8Array(),
        clubReport: async (_report, photos) => (printed.push({ photos: [...(photos?.keys() ?? [])] }), new Uint8Array()),
      },
    });
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    const toSend = await h.server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    const token = /\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend!.text)![1]!;
    const report = (await h.server.clubPages.report(token))!;
    const photoQuestions = report.sections.flatMap((s) => s.questions).filter((x) => x.photos);
    expect(photoQuestions).toEqual([{ text: question.text, answer: '1 Foto', photos: [shared.id] }]);
    expect(JSON.stringify(report)).not.toContain('parkplatz.jpg');
    expect(await h.server.clubPages.reportPhoto(token, shared.id)).toMatchObject({ contentType: 'image/jpeg', content: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1]) });
    expect(await h.server.clubPages.reportPhoto(token, kept.id)).toBeNull();
    expect(await h.server.clubPages.reportPhoto('x'.repeat(43), shared.id)).toBeNull();

    // A second mail's PDF embeds the marked photo (the first one was claimed above, by the other worker).
    await questionnaireReviewApi.resendReport(t.id);
    const second = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT')[1]!;
    const secondToSend = (await server.mailWorker.claim({ id: second.id, notBefore: second.notBefore }))!;
    await secondToSend.renderAttachments!();
    expect(printed).toEqual([{ photos: [shared.id] }]);

    // Taken out again: neither the page nor the photo's address shows it.
    await questionnaireReviewApi.sharePhoto(shared.id, { shareable: false });
    const token2 = /\/club\/report\/([A-Za-z0-9_-]{43})/.exec(secondToSend.text)![1]!;
    expect((await h.server.clubPages.report(token2))!.sections.flatMap((s) => s.questions).some((x) => x.photos)).toBe(false);
    expect(await h.server.clubPages.reportPhoto(token2, shared.id)).toBeNull();
  });

  it("says „nicht vergleichbar“ beside the previous season's figure of a section whose questions, weights or points changed", async () => {
    const h = setupDemo('admin');
    await released(h);
    const [mail] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT');
    const toSend = await h.server.mailWorker.claim({ id: mail!.id, notBefore: mail!.notBefore });
    const token = /\/club\/report\/([A-Za-z0-9_-]{43})/.exec(toSend!.text)![1]!;
    const state = h.server.state();
    const of = (year: number) => state.questionnaireDefinitions.find((d) => d.year === year && d.version === 1)!;
    // Last season's questionnaire asked the same as this season's: every figure compares.
    of(2022).definition = { ...(JSON.parse(JSON.stringify(of(2023).definition)) as QuestionnaireDefinition), year: 2022 };
    const same = (await h.server.clubPages.report(token))!;
    expect(same.previousYear).toBe(2022);
    expect(same.previousTotal).toEqual(expect.any(Number));
    expect(same.previousTotalIncomparable).toBeUndefined();
    expect(same.sections.filter((s) => s.previousIncomparable)).toEqual([]);

    // A weight of one scoring question of one page was different last season (a wording change elsewhere is not).
    const section = of(2022).definition.sections.find((s) => s.questions.some((q) => q.weight > 0 && q.options.length > 0))!;
    const question = section.questions.find((q) => q.weight > 0 && q.options.length > 0)!;
    question.weight += 2;
    const other = of(2022).definition.sections.find((s) => s.id !== section.id)!;
    other.questions[0]!.text = 'Eine ältere Formulierung';
    const changed = (await h.server.clubPages.report(token))!;
    expect(changed.sections.filter((s) => s.previousIncomparable).map((s) => [s.id, s.previousIncomparable])).toEqual([[section.id, ['weights']]]);
    // The figure stays beside the note; the total mixes the page in, so it is not comparable either.
    expect(changed.sections.find((s) => s.id === section.id)!.previous).toEqual(expect.any(Number));
    expect(changed.previousTotalIncomparable).toEqual(['weights']);
    expect(ClubReportTexts.notComparable(changed.previousTotalIncomparable!)).toBe('nicht vergleichbar (Gewichte geändert)');
  });
});
