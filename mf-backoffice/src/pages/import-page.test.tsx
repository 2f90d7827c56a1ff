import { clubsApi, useAppStore } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// 'Bestand übernehmen' (issue 57, item 6): a manager checks a spreadsheet's CSV (every row, every error with line and
// column, nothing changed) and imports a file without errors after a confirm step.

const csvFile = (name: string, ...lines: string[]) => new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});
afterEach(() => jest.restoreAllMocks());

async function openImport() {
  renderBackOffice('/import');
  await screen.findByRole('heading', { level: 1, name: 'Bestand übernehmen (CSV-Import)' });
  return userEvent.setup();
}

test('a file with errors: the dry run lists every row and every error with line and column; no import is offered', async () => {
  const user = await openImport();
  await user.selectOptions(screen.getByLabelText('Was möchten Sie übernehmen?'), 'testers');
  await user.upload(screen.getByLabelText(/CSV-Datei/), csvFile('tester.csv', 'Email;Anrede;Vorname;Nachname;PLZ', 'neu@example.de;Frau;Nina;Neu;50667', 'kaputt@example;Herr;Karl;Kaputt;1234'));
  await user.click(screen.getByRole('button', { name: 'Prüfen' }));

  const result = within(await screen.findByRole('region', { name: 'Ergebnis der Prüfung' }));
  expect(result.getAllByRole('status')[0]).toHaveTextContent('1 Tester neu, 0 Tester geändert, 0 unverändert. Die Prüfung hat nichts geändert.');
  const errors = result.getByRole('list', { name: 'Fehler' });
  expect(within(errors).getByText('Zeile 3, Spalte „Email“: Bitte geben Sie eine gültige Email-Adresse ein.')).toBeInTheDocument();
  expect(within(errors).getByText('Zeile 3, Spalte „PLZ“: Bitte geben Sie eine deutsche Postleitzahl mit fünf Ziffern ein.')).toBeInTheDocument();
  const table = result.getByRole('table', { name: 'Zeilen der Datei' });
  expect(within(table).getByText('Neu')).toBeInTheDocument();
  expect(within(table).getByText('Fehler')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Importieren' })).not.toBeInTheDocument();
  expect((await usersApi.list()).some((u) => u.email === 'neu@example.de')).toBe(false);
});

test('a file without errors is imported after the confirm step with its counts; the notice links to the list', async () => {
  const user = await openImport();
  await user.upload(screen.getByLabelText(/CSV-Datei/), csvFile('clubs.csv', 'Name;PLZ;Ort', 'Golfclub Neuland;20095;Hamburg'));
  await user.click(screen.getByRole('button', { name: 'Prüfen' }));
  const table = await screen.findByRole('table', { name: 'Zeilen der Datei' });
  expect(within(table).getByText('Golfclub Neuland')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Importieren' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Importieren?' }));
  expect(dialog.getByText(/1 Golfclub neu, 0 Golfclubs geändert, 0 unverändert/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Importieren' }));

  expect(await screen.findByText('Import abgeschlossen: 1 Golfclub neu, 0 Golfclubs geändert, 0 unverändert.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu den Golfclubs' })).toHaveAttribute('href', '/clubs');
  expect((await clubsApi.list()).some((c) => c.name === 'Golfclub Neuland')).toBe(true);
});

test('a comma-separated file: the German reason at the file field, nothing checked', async () => {
  const user = await openImport();
  await user.upload(screen.getByLabelText(/CSV-Datei/), csvFile('clubs.csv', 'Name,Ort', 'Golfclub Komma,Köln'));
  await user.click(screen.getByRole('button', { name: 'Prüfen' }));
  expect(await screen.findByText(/Die Datei ist nicht durch Semikolons getrennt \(die Kopfzeile ist durch Kommas getrennt\)/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Ergebnis der Prüfung' })).not.toBeInTheDocument();
  await waitFor(() => expect(useAppStore.getState().apiError).not.toBeNull());
});

test("'Vorlage herunterladen' saves the chosen kind's template", async () => {
  const saved: string[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:vorlage');
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const user = await openImport();
  await user.selectOptions(screen.getByLabelText('Was möchten Sie übernehmen?'), 'executed-tests');
  await user.click(screen.getByRole('button', { name: 'Vorlage herunterladen' }));
  await waitFor(() => expect(saved).toEqual(['Vorlage-Durchgeführte-Tests.csv']));
});
