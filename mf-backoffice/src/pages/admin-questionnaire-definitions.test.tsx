import { questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// The administration's questionnaires of the seasons (issue 43, item 1): the list, the export, an import
// checked in the browser with German errors naming page and question, and 'copy last year's'.

const IMPORT = 'Fragebogen importieren';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

async function openImport() {
  renderBackOffice('/admin');
  return within(await screen.findByRole('form', { name: IMPORT }));
}

const jsonFile = (value: unknown, name = 'fragebogen.json') => new File([typeof value === 'string' ? value : JSON.stringify(value)], name, { type: 'application/json' });

describe("the administration's questionnaires", () => {
  test('lists each season with its version, content and use', async () => {
    renderBackOffice('/admin');
    const table = within(await screen.findByRole('table', { name: 'Fragebögen und ihre Versionen' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2025', '2023', '2022']);
    expect(rows[1]).toHaveTextContent(/13 Seiten, \d+ Fragen \(davon \d+ Premium\)/);
    expect(rows[1]).toHaveTextContent(/\d+ Fragebögen/);
    expect(rows[0]).toHaveTextContent('noch kein Fragebogen');
    expect(table.getByRole('button', { name: 'Fragebogen 2023 als JSON exportieren' })).toBeInTheDocument();
  });

  test('a wrong file is refused in the browser with every error naming page and question; nothing is sent', async () => {
    const user = userEvent.setup();
    const definition = await questionnaireDefinitionsApi.export(2023);
    const question = definition.sections[2]!.questions[0]!;
    (question as { weight: unknown }).weight = 'hoch';
    definition.sections[4]!.questions[1]!.id = definition.sections[4]!.questions[0]!.id;
    const form = await openImport();
    await user.selectOptions(form.getByRole('combobox', { name: /Für die Saison/ }), '2023');
    await user.upload(form.getByLabelText(/Datei \(JSON\)/), jsonFile(definition));
    const alert = within(await form.findByRole('alert'));
    expect(alert.getByText('Die Datei enthält einen Fehler:')).toBeInTheDocument();
    expect(alert.getByText(new RegExp(`^Seite 3 \\(„${definition.sections[2]!.title}“\\), Frage 1 .*„weight“ \\(Gewicht\\) muss eine Zahl sein\\.$`))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    expect((await questionnaireDefinitionsApi.list()).definitions.find((d) => d.year === 2023)?.version).toBe(1);

    await user.upload(form.getByLabelText(/Datei \(JSON\)/), jsonFile('{ kein json'));
    expect(await form.findByText('Die Datei enthält kein gültiges JSON.')).toBeInTheDocument();
  });

  test('a good file for a season in use becomes its next version, and says so', async () => {
    const user = userEvent.setup();
    const definition = await questionnaireDefinitionsApi.export(2023);
    definition.sections[0]!.title = 'Buchung und Telefon (neu)';
    const form = await openImport();
    await user.selectOptions(form.getByRole('combobox', { name: /Für die Saison/ }), '2023');
    await user.upload(form.getByLabelText(/Datei \(JSON\)/), jsonFile(definition));
    expect(await form.findByText(/^Die Datei ist in Ordnung: 13 Seiten, \d+ Fragen\.$/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    expect(await form.findByRole('status')).toHaveTextContent('Der Fragebogen 2023 hat jetzt die Version 2. Schon begonnene Fragebögen bleiben auf ihrer Version.');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Fragebögen und ihre Versionen' })).toHaveTextContent(/, \d+ auf älteren Versionen/));
    expect((await questionnaireDefinitionsApi.export(2023)).sections[0]!.title).toBe('Buchung und Telefon (neu)');
  });

  test("a season without a questionnaire takes over last year's", async () => {
    const user = userEvent.setup();
    const form = await openImport();
    // The season (2023, chosen), the next year and the years with a questionnaire; 2024 has none yet.
    const year = form.getByRole('combobox', { name: /Für die Saison/ });
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', '2025', '2024', '2023', '2022']);
    expect(year).toHaveValue('2023');
    expect(form.queryByRole('button', { name: 'Fragebogen des Vorjahres übernehmen' })).not.toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: /Für die Saison/ }), '2024');
    await user.click(form.getByRole('button', { name: 'Fragebogen des Vorjahres übernehmen' }));
    expect(await form.findByRole('status')).toHaveTextContent('Der Fragebogen 2024 wurde angelegt (Version 1).');
    expect((await questionnaireDefinitionsApi.export(2024)).sections).toEqual((await questionnaireDefinitionsApi.export(2023)).sections);
    await waitFor(() => expect(form.queryByRole('button', { name: 'Fragebogen des Vorjahres übernehmen' })).not.toBeInTheDocument());
  });
});
