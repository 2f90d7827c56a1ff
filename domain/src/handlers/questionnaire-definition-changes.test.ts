import { questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import type { QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { refusal, setupDemo } from '../../test-support';

// What a season's questionnaire changed (issue 61, item 3): the call the editor lists, against the year's previous
// version and against the latest earlier year's newest definition.

/** The first scoring question of a definition, and its page. */
function firstScoring(definition: QuestionnaireDefinition) {
  for (const section of definition.sections) {
    const question = section.questions.find((q) => q.weight > 0 && q.options.some((o) => o.points > 0));
    if (question) return { section, question };
  }
  throw new Error('no scoring question');
}

describe('GET /admin/questionnaireDefinitions/{year}/changes', () => {
  it('a year with one version: no previous version; against the latest earlier year', async () => {
    setupDemo('admin');
    const changes = await questionnaireDefinitionsApi.changes(2025);
    expect(changes).toMatchObject({ year: 2025, version: 1, previousVersion: null });
    // 2024 has no questionnaire in the seed: last season's is 2023's.
    expect(changes.previousYear?.before).toEqual({ year: 2023, version: 1 });
    expect(changes.previousYear?.after).toEqual({ year: 2025, version: 1 });
    // The first year has nothing to compare with.
    expect((await questionnaireDefinitionsApi.changes(2022)).previousYear).toBeNull();
  });

  it('a new version in use lists its changes against the version before, a changed weight marking the page incomparable', async () => {
    setupDemo('admin');
    const definition = await questionnaireDefinitionsApi.export(2023);
    const { section, question } = firstScoring(definition);
    question.weight += 1;
    definition.sections.at(-1)!.questions[0]!.text = 'Eine neue Formulierung';
    // 2023 has released questionnaires on version 1, so the import is version 2.
    expect((await questionnaireDefinitionsApi.import(2023, definition)).definition.version).toBe(2);
    const changes = await questionnaireDefinitionsApi.changes(2023);
    expect(changes.version).toBe(2);
    expect(changes.previousVersion?.before).toEqual({ year: 2023, version: 1 });
    const byId = new Map(changes.previousVersion!.changed.map((c) => [c.id, c]));
    expect(byId.get(question.id)).toMatchObject({ fields: ['weight'], affectsScore: true });
    expect(byId.get(definition.sections.at(-1)!.questions[0]!.id)).toMatchObject({ fields: ['text'], affectsScore: false });
    expect(changes.previousVersion!.sections.find((s) => s.id === section.id)).toMatchObject({ comparable: false, reasons: ['weights'] });
    expect(changes.previousVersion!.added).toEqual([]);
    expect(changes.previousVersion!.removed).toEqual([]);
  });

  it("a copied year compares with last season's unchanged", async () => {
    setupDemo('admin');
    await questionnaireDefinitionsApi.copyPrevious(2024);
    const changes = await questionnaireDefinitionsApi.changes(2024);
    expect(changes.previousYear).toMatchObject({ before: { year: 2023 }, added: [], removed: [], changed: [] });
    expect(changes.previousYear!.sections.every((s) => s.comparable)).toBe(true);
  });

  it('managers read it, testers do not; an unknown year is 404, a wrong one 400', async () => {
    const h = setupDemo('manager');
    expect((await questionnaireDefinitionsApi.changes(2023)).year).toBe(2023);
    expect((await refusal(questionnaireDefinitionsApi.changes(2030))).status).toBe(404);
    expect((await refusal(questionnaireDefinitionsApi.changes(99999))).status).toBe(400);
    h.signInAs('tester');
    expect((await refusal(questionnaireDefinitionsApi.changes(2023))).status).toBe(403);
  });
});
