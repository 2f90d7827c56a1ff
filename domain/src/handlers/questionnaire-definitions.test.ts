import { testsApi } from '@dtp/api-client';
import { questionnaireApi, questionnaireDefinitionsApi, QuestionnaireDefinitionTexts } from '@dtp/api-client/questionnaire';
import { refusal, seasonTesting, setupDemo } from '../../test-support';
import type { QuestionnaireDefinition } from '@dtp/contract/questionnaire';

// The administration's questionnaire definitions (issue 43, item 1): export, import with German errors,
// 'copy last year's', and the version freeze: a version a questionnaire was saved on is never changed.

/** The seed's 2023 definition with one question's text changed. */
async function changed2023(): Promise<QuestionnaireDefinition> {
  const definition = await questionnaireDefinitionsApi.export(2023);
  definition.sections[0]!.questions[0]!.text = 'Wurde beim Anruf freundlich gegrüßt?';
  return definition;
}

describe('questionnaire definitions in the administration', () => {
  it('lists every year with its newest version and how far it is in use', async () => {
    setupDemo('admin');
    const { definitions, seasonYear } = await questionnaireDefinitionsApi.list();
    expect(seasonYear).toBe(2023);
    expect(definitions.map((d) => d.year)).toEqual([2025, 2023, 2022]);
    const season = definitions.find((d) => d.year === 2023)!;
    expect(season).toMatchObject({ version: 1, sections: 13 });
    expect(season.questions).toBeGreaterThan(90);
    expect(season.premiumQuestions).toBeGreaterThan(0);
    // The seed's released answers are saved on 2023's version 1.
    expect(season.questionnaires).toBeGreaterThan(0);
  });

  it('exports the newest version as the definition itself, which imports unchanged', async () => {
    setupDemo('admin');
    const exported = await questionnaireDefinitionsApi.export(2025);
    expect(exported).toMatchObject({ year: 2025, version: 1 });
    expect(await questionnaireDefinitionsApi.import(2025, JSON.parse(JSON.stringify(exported)))).toMatchObject({ outcome: 'unchanged', definition: { version: 1 } });
    expect((await refusal(questionnaireDefinitionsApi.export(2030))).status).toBe(404);
  });

  it('replaces a version nobody answered yet, and makes the next version of one in use: the questionnaires keep theirs', async () => {
    const h = setupDemo('admin');
    // 2025: no questionnaire yet, so the import replaces version 1.
    const def2025 = await questionnaireDefinitionsApi.export(2025);
    def2025.title = 'Fragebogen 2025 (überarbeitet)';
    expect(await questionnaireDefinitionsApi.import(2025, def2025)).toMatchObject({ outcome: 'replaced', definition: { year: 2025, version: 1, title: 'Fragebogen 2025 (überarbeitet)' } });
    // 2023 is in use: the import becomes version 2, and a released questionnaire still shows version 1.
    const saved = await questionnaireDefinitionsApi.import(2023, await changed2023());
    expect(saved).toMatchObject({ outcome: 'created', definition: { version: 2, questionnaires: 0 } });
    expect(saved.definition.olderQuestionnaires).toBeGreaterThan(0);
    expect(QuestionnaireDefinitionTexts.outcome(saved)).toBe('Der Fragebogen 2023 hat jetzt die Version 2. Schon begonnene Fragebögen bleiben auf ihrer Version.');
    const done = seasonTesting(h, 'u-tester', 'DONE');
    const kept = await questionnaireApi.load(done.id);
    expect(kept.definition.version).toBe(1);
    expect(kept.definition.sections[0]!.questions[0]!.text).not.toBe('Wurde beim Anruf freundlich gegrüßt?');
    // A questionnaire first saved now is answered on version 2.
    h.signInAs('tester');
    const fresh = seasonTesting(h, 'u-tester', 'ASSIGNED');
    await testsApi.save({ id: fresh.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.clock.set(Date.UTC(2023, 5, 7, 6, 0));
    const opened = await questionnaireApi.load(fresh.id);
    expect(opened.definition.version).toBe(2);
    expect(opened.definition.sections[0]!.questions[0]!.text).toBe('Wurde beim Anruf freundlich gegrüßt?');
  });

  it('refuses a wrong file with German errors naming the page and the question, and stores nothing', async () => {
    setupDemo('admin');
    const definition = await changed2023();
    const question = definition.sections[1]!.questions[2]!;
    (question as { kind: string }).kind = 'stars';
    const error = await refusal(questionnaireDefinitionsApi.import(2023, definition));
    expect(error.status).toBe(400);
    expect(error.detail).toContain('Die Datei enthält einen Fehler:');
    expect(error.detail).toContain(`Seite 2 („${definition.sections[1]!.title}“), Frage 3`);
    expect(error.detail).toContain('„kind“ (Art) muss eines von');
    expect((await refusal(questionnaireDefinitionsApi.import(2023, [1, 2]))).detail).toContain('Der Fragebogen muss ein JSON-Objekt sein.');
    expect((await questionnaireDefinitionsApi.list()).definitions.find((d) => d.year === 2023)?.version).toBe(1);
  });

  it("copies last year's into a year without one, and refuses otherwise", async () => {
    setupDemo('admin');
    const copied = await questionnaireDefinitionsApi.copyPrevious(2024);
    expect(copied).toMatchObject({ outcome: 'created', definition: { year: 2024, version: 1, questionnaires: 0 } });
    const from2023 = await questionnaireDefinitionsApi.export(2023);
    const in2024 = await questionnaireDefinitionsApi.export(2024);
    expect(in2024.sections).toEqual(from2023.sections);
    expect(await refusal(questionnaireDefinitionsApi.copyPrevious(2024))).toMatchObject({ status: 409, detail: QuestionnaireDefinitionTexts.copyExists(2024) });
    expect(await refusal(questionnaireDefinitionsApi.copyPrevious(2000))).toMatchObject({ status: 404, detail: QuestionnaireDefinitionTexts.noEarlierYear(2000) });
    expect((await refusal(questionnaireDefinitionsApi.copyPrevious(99999))).status).toBe(400);
  });

  it('is changed by admins only; managers read it (issue 61), testers not at all', async () => {
    const h = setupDemo('manager');
    expect((await questionnaireDefinitionsApi.list()).definitions.length).toBeGreaterThan(0);
    expect(await questionnaireDefinitionsApi.export(2023)).toMatchObject({ year: 2023 });
    expect((await refusal(questionnaireDefinitionsApi.import(2023, await questionnaireDefinitionsApi.export(2023)))).status).toBe(403);
    expect((await refusal(questionnaireDefinitionsApi.copyPrevious(2024))).status).toBe(403);
    h.signInAs('tester');
    expect((await refusal(questionnaireDefinitionsApi.list())).status).toBe(403);
    expect((await refusal(questionnaireDefinitionsApi.export(2023))).status).toBe(403);
    expect((await refusal(questionnaireDefinitionsApi.copyPrevious(2024))).status).toBe(403);
  });
});
