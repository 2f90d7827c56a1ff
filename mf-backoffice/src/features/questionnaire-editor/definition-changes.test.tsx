import { questionnaireDefinitionsApi, type QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { renderUi } from '@dtp/test-support';
import { screen, within } from '@testing-library/react';
import { resetAll, setDemoConfig, signInAs } from '../../../test-support';
import { DefinitionChanges } from './definition-changes';

// The editor's 'Was sich geändert hat' (issue 61, item 3), on the in-memory server: the saved changes against the
// previous version and last season's questionnaire, and the unsaved draft against the newest saved version.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

/** The first question that scores, and its page. */
function firstScoring(definition: QuestionnaireDefinition) {
  for (const section of definition.sections) {
    const question = section.questions.find((q) => q.weight > 0 && q.options.some((o) => o.points > 0));
    if (question) return { section, question };
  }
  throw new Error('no scoring question');
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe("the editor's list of changes", () => {
  test("a saved version lists its changes against the version before and against last season's, a changed weight noted", async () => {
    const definition = await questionnaireDefinitionsApi.export(2023);
    const { section, question } = firstScoring(definition);
    question.weight += 1;
    const other = definition.sections.at(-1)!.questions[0]!;
    other.text = 'Wie war der Gesamteindruck heute?';
    await questionnaireDefinitionsApi.import(2023, definition);
    const saved = await questionnaireDefinitionsApi.export(2023);

    renderUi(<DefinitionChanges year={2023} definition={saved} />);
    const versions = within(await region('Version 2 gegenüber Version 1'));
    expect(versions.getByText('2 geänderte Fragen')).toBeInTheDocument();
    expect(versions.getByText(`Seite „${section.title}“: Gewichte geändert – das Ergebnis dieser Seite ist nicht mehr mit der vorigen Version vergleichbar.`)).toBeInTheDocument();
    const changed = within(versions.getByRole('list', { name: '2 geänderte Fragen' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(changed).toContain(`„${question.text}“ (Seite „${section.title}“): Gewichtung ${question.weight - 1} → ${question.weight}`);
    expect(changed.some((line) => line?.startsWith('„Wie war der Gesamteindruck heute?“') && line.includes('Fragetext geändert'))).toBe(true);
    // Last season's (2022) questionnaire is compared too.
    expect(await region('Gegenüber dem Fragebogen 2022 (Vorjahr von 2023)')).toBeInTheDocument();
    // The draft is the saved version: no unsaved changes to list.
    expect(screen.queryByRole('region', { name: /ungespeicherten/ })).not.toBeInTheDocument();
  });

  test("the unsaved draft against the newest version: questions added, removed and changed, and the page no longer comparable with last season's", async () => {
    const saved = await questionnaireDefinitionsApi.export(2025);
    const draft: QuestionnaireDefinition = JSON.parse(JSON.stringify(saved)) as QuestionnaireDefinition;
    const { section, question } = firstScoring(draft);
    question.options = question.options.map((o) => ({ ...o, points: o.points * 2 }));
    const removed = draft.sections[1]!.questions.shift()!;
    draft.sections[1]!.questions.push({ ...removed, id: 'neu.frage', text: 'Wurden Sie mit Namen begrüßt?', weight: 0 });

    renderUi(<DefinitionChanges year={2025} definition={draft} />);
    const unsaved = within(await region('Ihre ungespeicherten Änderungen (gegenüber Version 1)'));
    expect(unsaved.getByText(`Seite „${section.title}“: Punkte geändert – das Ergebnis dieser Seite ist nicht mehr mit dem Vorjahr vergleichbar.`)).toBeInTheDocument();
    expect(within(unsaved.getByRole('list', { name: '1 neue Frage' })).getByRole('listitem')).toHaveTextContent(`„Wurden Sie mit Namen begrüßt?“ (Seite „${draft.sections[1]!.title}“) – zählt nicht in die Wertung`);
    expect(within(unsaved.getByRole('list', { name: '1 entfernte Frage' })).getByRole('listitem')).toHaveTextContent(`„${removed.text}“`);
    expect(within(unsaved.getByRole('list', { name: '1 geänderte Frage' })).getByRole('listitem')).toHaveTextContent(/Punkte der Antworten .* → /);
    // 2025 has one version; its saved changes are against 2023's.
    expect(await screen.findByText('Dies ist die erste Version dieses Jahres.')).toBeInTheDocument();
    expect(await region('Gegenüber dem Fragebogen 2023 (Vorjahr von 2025)')).toBeInTheDocument();
  });

  test('managers read it too', async () => {
    signInAs('manager');
    const saved = await questionnaireDefinitionsApi.export(2023).catch(() => null);
    // Until the list and the export are staff's (the editor's change), a manager's draft is the year as saved.
    renderUi(<DefinitionChanges year={2023} definition={saved ?? { year: 2023, version: 1, title: '', sections: [] }} />);
    expect(await region('Gegenüber dem Fragebogen 2022 (Vorjahr von 2023)')).toBeInTheDocument();
  });
});
