import { adminApi, overviewApi, testingsApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// 'Sync Tests' with the questionnaire on the outside form site (issue 43, item 6): the administration imports
// the site's export, with the test-id column chosen from the file's header, and shows the German report.

const TITLE = 'Export der Fragebogen-Seite importieren';

beforeEach(() => {
  resetAll();
  signInAs('admin');
});
afterAll(() => setDemoConfig());

/** A test of the season with an agreed tee time and one already in. */
async function tests() {
  const rows = await overviewApi.list();
  const teeTime = rows.find((r) => r.progress === 'TEE_TIME');
  const done = rows.find((r) => r.progress === 'DONE');
  if (!teeTime || !done) throw new Error('the seed has no agreed or no finished test');
  return { teeTime: teeTime.testingId, done: done.testingId };
}

async function openImport() {
  renderBackOffice('/admin');
  return within(await screen.findByRole('form', { name: TITLE }));
}

describe("questionnaire.mode 'platform' (the default)", () => {
  beforeAll(() => setDemoConfig());

  test("the administration stays as it was: 'Sync Tests' without an import", async () => {
    renderBackOffice('/admin');
    expect(await screen.findByRole('button', { name: 'Sync Tests' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText('Export-Datei (CSV oder JSON)')).not.toBeInTheDocument();
  });
});

describe("questionnaire.mode 'external'", () => {
  beforeAll(() => setDemoConfig({ questionnaire: { mode: 'external' } }));

  test('the columns come from the file; the import moves the agreed test in and reports every row', async () => {
    const user = userEvent.setup();
    const { teeTime, done } = await tests();
    const form = await openImport();
    expect(screen.getByRole('button', { name: 'Sync Tests' })).toBeInTheDocument();
    const csv = `\uFEFFName;Test-ID;Eingang\r\nEva;${teeTime};14.06.2023\r\nOtto;${done};15.06.2023\r\nIda;999999;\r\nEva;${teeTime};\r\nMax;x;\r\n`;
    await user.upload(form.getByLabelText(/Export-Datei/), new File([csv], 'export.csv', { type: 'text/csv' }));
    const idColumn = await form.findByRole('combobox', { name: /Spalte mit der Test-ID/ });
    expect(within(idColumn).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', 'Name', 'Test-ID', 'Eingang']);
    expect(idColumn).toHaveValue('Test-ID'); // the likely column is chosen
    await user.selectOptions(form.getByRole('combobox', { name: /Spalte mit dem Datum/ }), 'Eingang');
    await user.click(form.getByRole('button', { name: 'Importieren' }));

    const report = within(await screen.findByRole('region', { name: 'Ergebnis des Imports' }));
    expect(report.getByRole('status')).toHaveTextContent('5 Zeilen gelesen.');
    expect(report.getByText('1 Test übernommen: jetzt „Test eingegangen“')).toBeInTheDocument();
    expect(report.getByText(`Test ${teeTime} (Zeile 2, 14.06.2023)`)).toBeInTheDocument();
    expect(report.getByText('1 Test war bereits eingegangen')).toBeInTheDocument();
    expect(report.getByText(`Test ${done} (Zeile 3, 15.06.2023)`)).toBeInTheDocument();
    expect(report.getByText('1 Test-ID ohne Test in dieser Saison')).toBeInTheDocument();
    expect(report.getByText('Zeile 4: 999999')).toBeInTheDocument();
    expect(report.getByText('1 Test-ID steht mehrfach in der Datei (nur die erste Zeile zählt)')).toBeInTheDocument();
    expect(report.getByText(`Test ${teeTime}: Zeilen 2, 5`)).toBeInTheDocument();
    expect(report.getByText('1 Zeile ohne gültige Test-ID')).toBeInTheDocument();
    expect(report.getByText('Zeile 6: „x“')).toBeInTheDocument();
    expect((await testingsApi.load(teeTime)).progress).toBe('DONE');
  });

  test('a JSON export: the keys of its entries are offered', async () => {
    const user = userEvent.setup();
    const { teeTime } = await tests();
    const form = await openImport();
    const json = JSON.stringify([{ entry: 1, testingId: teeTime }]);
    await user.upload(form.getByLabelText(/Export-Datei/), new File([json], 'export.json', { type: 'application/json' }));
    const idColumn = await form.findByRole('combobox', { name: /Spalte mit der Test-ID/ });
    expect(idColumn).toHaveValue('testingId');
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    const report = within(await screen.findByRole('region', { name: 'Ergebnis des Imports' }));
    expect(report.getByRole('status')).toHaveTextContent('1 Eintrag gelesen.');
    expect(report.getByText(`Test ${teeTime} (Zeile 1)`)).toBeInTheDocument();
  });

  test('German messages next to the fields: no file, no CSV/JSON, a column the file does not have', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = await openImport();
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    expect(await form.findByText('Bitte wählen Sie die Export-Datei der Fragebogen-Seite aus.')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie einen Wert für Spalte mit der Test-ID ein.')).toBeInTheDocument();

    // A file whose header the browser cannot read: the column is typed in; the server refuses the file.
    await user.upload(form.getByLabelText(/Export-Datei/), new File(['PK\u0003\u0004'], 'export.xlsx'));
    const idColumn = form.getByRole('textbox', { name: /Spalte mit der Test-ID/ });
    await waitFor(() => expect(idColumn).toHaveAccessibleDescription(/Die Spaltennamen konnten nicht gelesen werden/));
    await user.type(idColumn, 'Test-ID');
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    expect(await form.findByText(/^Die Datei ist keine CSV- oder JSON-Datei\./)).toBeInTheDocument();

    // A CSV without a header line: the column the person names is not there.
    await user.upload(form.getByLabelText(/Export-Datei/), new File(['\n12\n'], 'export.csv'));
    await user.click(form.getByRole('button', { name: 'Importieren' }));
    expect(await form.findByText('Die Spalte „Test-ID“ gibt es in der Datei nicht. Vorhanden: keine.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Spalte mit der Test-ID/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Ergebnis des Imports' })).not.toBeInTheDocument();
  });

  test('a manager gets 403 from the data source', async () => {
    signInAs('manager');
    await expect(adminApi.importExport(new File(['Test-ID\n1\n'], 'export.csv'), 'Test-ID')).rejects.toMatchObject({ status: 403 });
  });
});
