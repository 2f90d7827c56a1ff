import { clubsApi, draftKey, readDraft, setTransport, startNewPage, useAppStore, useAuthStore } from '@dtp/api-client';
import { seasonsApi, wavesApi, type Season } from '@dtp/api-client/back-office';
import { questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import { emptyPlatformState, setupDemo } from '@dtp/domain/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Issue 56: the seasons in the back office — the list, a new season with its waves and tested clubs, the start with
// its confirm step, the tested clubs of a season; on the demo seed (2022 and the current 2023) and on an empty platform.

beforeEach(() => {
  setDemoConfig();
  resetAll();
  signInAs('admin');
});
// An empty platform's harness replaces the transport and the configuration; the next test starts on the seed again.
afterEach(() => setTransport(null));

const german = (iso: string) => iso.split('-').reverse().join('.');
const seasonCard = (year: number) => screen.getByRole('region', { name: `Saison ${year}` });
const location = () => screen.getByTestId('location');
const wave = (n: number) => screen.getByRole('group', { name: `Welle ${n}` });
const field = (n: number, label: 'Beginn' | 'Ende') => within(wave(n)).getByRole('textbox', { name: new RegExp(`^${label}`) });
const yearField = () => screen.getByRole('textbox', { name: /^Jahr/ });
const clubBoxes = () => within(screen.getByRole('group', { name: 'Getestete Clubs der Saison' })).getAllByRole('checkbox');
const checkedNames = () =>
  clubBoxes()
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent)
    .sort();

/** An empty platform (no season, no clubs, no people), as a new association starts. */
function emptyPlatform(account: 'admin' | 'manager' = 'admin') {
  setupDemo(account, { initialState: emptyPlatformState });
}

function expectCardShows(season: Season) {
  const card = within(seasonCard(season.year));
  expect(card.getByText(season.stateLabel)).toBeInTheDocument();
  const waves = season.waves.length > 0 ? card.getAllByRole('listitem').map((li) => li.textContent) : [];
  expect(waves).toEqual(season.waves.map((w) => `Welle ${w.number}: ${german(w.start)} – ${german(w.end)} (${w.weeks.replaceAll(' ', '\u00a0')})`));
  const clubs = season.clubIds.length;
  expect(card.getByText(clubs === 1 ? '1 getesteter Club' : `${clubs} getestete Clubs`)).toBeInTheDocument();
  expect(card.getByText(`${season.testings} Tests, davon ${season.assignedTestings} mit Tester`)).toBeInTheDocument();
  expect(card.getByText(season.sheets === 1 ? '1 Datenblatt' : `${season.sheets} Datenblätter`)).toBeInTheDocument();
}

describe('the seasons (/seasons)', () => {
  test("a manager sees every season, newest first, with its state, waves, clubs, tests and sheets; no admin's actions", async () => {
    signInAs('manager');
    const { seasons, currentYear } = await seasonsApi.list();
    expect(currentYear).toBe(2023);
    renderBackOffice('/seasons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Saisons' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Saison 2023' });
    expect(screen.getAllByRole('region', { name: /^Saison \d{4}$/ }).map((r) => within(r).getAllByRole('heading')[0]!.textContent)).toEqual(['Saison 2023', 'Saison 2022']);
    for (const season of seasons) expectCardShows(season);
    expect(within(seasonCard(2023)).getByText('Aktuelle Saison')).toBeInTheDocument();
    expect(within(seasonCard(2022)).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Neue Saison anlegen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Getestete Clubs ändern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /starten$/ })).not.toBeInTheDocument();
  });

  test("an admin: 'Neue Saison anlegen'; the current season's clubs can be changed, an earlier season's not; only a planned season starts", async () => {
    renderBackOffice('/seasons');
    const create = await screen.findByRole('link', { name: /Neue Saison anlegen/ });
    expect(create).toHaveAttribute('href', '/seasons/new');
    await screen.findByRole('region', { name: 'Saison 2023' });
    expect(within(seasonCard(2023)).getByRole('button', { name: 'Getestete Clubs ändern' })).toBeInTheDocument();
    expect(within(seasonCard(2022)).queryByRole('button', { name: 'Getestete Clubs ändern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Saison \d{4} starten$/ })).not.toBeInTheDocument();

    await seasonsApi.create({ year: '2024', waves: [{ start: '2024-05-07', end: '2024-05-17' }], clubIds: [] });
    await waitFor(() => expect(within(seasonCard(2024)).getByText('In Planung')).toBeInTheDocument());
    expect(within(seasonCard(2024)).getByRole('button', { name: 'Saison 2024 starten' })).toBeInTheDocument();
    expect(within(seasonCard(2024)).getByRole('button', { name: 'Getestete Clubs ändern' })).toBeInTheDocument();
  });

  test('an empty platform: the empty state, for an admin with the hint to create the first season; a manager gets no hint', async () => {
    emptyPlatform('admin');
    const first = renderBackOffice('/seasons');
    expect(await screen.findByText('Es ist noch keine Saison angelegt.')).toBeInTheDocument();
    expect(screen.getByText('Legen Sie die erste Saison mit ihren Wellen und getesteten Clubs an. Sie ist sofort die aktuelle Saison.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Saison/ })).not.toBeInTheDocument();
    first.unmount();

    emptyPlatform('manager');
    renderBackOffice('/seasons');
    expect(await screen.findByText('Es ist noch keine Saison angelegt.')).toBeInTheDocument();
    expect(screen.queryByText(/Legen Sie die erste Saison/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Neue Saison anlegen/ })).not.toBeInTheDocument();
  });
});

describe('a new season (/seasons/new)', () => {
  test('the first season on an empty platform: this year, no clubs yet (where to create them), saved as the current season with its waves', async () => {
    emptyPlatform('admin');
    const user = userEvent.setup();
    renderBackOffice('/seasons/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Saison' })).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(await screen.findByRole('textbox', { name: /^Jahr/ })).toHaveValue(String(year));
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Es sind noch keine Golfclubs angelegt. Legen Sie sie unter „Golf-Clubs“ an; Sie können sie später der Saison hinzufügen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '„Golf-Clubs“' })).toHaveAttribute('href', '/clubs/new');

    await user.type(field(1, 'Beginn'), `05.05.${year}`);
    await user.type(field(1, 'Ende'), `16.05.${year}`);
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/seasons$/));
    const { seasons, currentYear } = await seasonsApi.list();
    expect(currentYear).toBe(year);
    expect(seasons).toEqual([expect.objectContaining({ year, state: 'CURRENT', clubIds: [], waves: [expect.objectContaining({ start: `${year}-05-05`, end: `${year}-05-16` })] })]);
    await screen.findByRole('region', { name: `Saison ${year}` });
    expectCardShows(seasons[0]!);
  });

  test("the next year, one empty wave and the testable clubs; 'Welle hinzufügen' begins the day after the last wave; 'Alle'/'Keine auswählen'; saved as planned", async () => {
    const user = userEvent.setup();
    const clubs = await clubsApi.list();
    const testable = clubs.filter((c) => 'isTestable' in c && c.isTestable);
    expect(testable.length).toBeGreaterThan(0);
    expect(testable.length).toBeLessThan(clubs.length);
    renderBackOffice('/seasons/new');
    expect(await screen.findByRole('textbox', { name: /^Jahr/ })).toHaveValue('2024');
    expect(screen.getAllByRole('group', { name: /^Welle \d$/ })).toHaveLength(1);
    expect(field(1, 'Beginn')).toHaveValue('');
    expect(clubBoxes()).toHaveLength(clubs.length);
    expect(checkedNames()).toEqual(testable.map((c) => c.name).sort());
    expect(screen.getByText(`${testable.length} von ${clubs.length} ausgewählt`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keine auswählen' }));
    expect(checkedNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Alle auswählen' }));
    expect(checkedNames()).toHaveLength(clubs.length);
    await user.click(screen.getByRole('button', { name: 'Keine auswählen' }));
    const chosen = [...clubs].sort((a, b) => a.name.localeCompare(b.name, 'de')).slice(0, 2);
    for (const club of chosen) await user.click(screen.getByRole('checkbox', { name: club.name }));

    await user.type(field(1, 'Beginn'), '07.05.2024');
    await user.type(field(1, 'Ende'), '17.05.2024');
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    expect(field(2, 'Beginn')).toHaveValue('18.05.2024');
    expect(field(2, 'Ende')).toHaveValue('');
    await user.clear(field(2, 'Beginn'));
    await user.type(field(2, 'Beginn'), '11.06.2024');
    await user.type(field(2, 'Ende'), '21.06.2024');
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    await user.click(within(wave(3)).getByRole('button', { name: 'Welle 3 entfernen' }));
    expect(screen.queryByRole('group', { name: 'Welle 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/seasons$/));
    const created = (await seasonsApi.list()).seasons.find((s) => s.year === 2024);
    expect(created).toMatchObject({
      state: 'PLANNED',
      waves: [expect.objectContaining({ number: 1, start: '2024-05-07', end: '2024-05-17' }), expect.objectContaining({ number: 2, start: '2024-06-11', end: '2024-06-21' })],
      testings: 4,
    });
    expect([...created!.clubIds].sort()).toEqual(chosen.map((c) => c.id).sort());
    await screen.findByRole('region', { name: 'Saison 2024' });
    expectCardShows(created!);
    expect(screen.getAllByRole('region', { name: /^Saison \d{4}$/ })[0]).toBe(seasonCard(2024));
  });

  test('the year, the dates and the periods are checked in the form, each message beside its field, before anything is sent', async () => {
    const user = userEvent.setup();
    renderBackOffice('/seasons/new');
    await user.clear(await screen.findByRole('textbox', { name: /^Jahr/ }));
    await user.type(yearField(), '24');
    await user.type(field(1, 'Beginn'), '20.05.2024');
    await user.type(field(1, 'Ende'), '10.05.2024');
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    await user.type(field(2, 'Ende'), '31.02.2024');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByText('Bitte geben Sie das Jahr mit vier Zahlen ein.')).toBeInTheDocument();
    expect(yearField()).toHaveAttribute('aria-invalid', 'true');
    expect(within(wave(2)).getByText('Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.')).toBeInTheDocument();

    // With the year right, the periods are checked against it and against each other.
    await user.clear(yearField());
    await user.type(yearField(), '2024');
    await user.clear(field(2, 'Beginn'));
    await user.type(field(2, 'Beginn'), '15.05.2024');
    await user.clear(field(2, 'Ende'));
    await user.type(field(2, 'Ende'), '25.05.2024');
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    await user.clear(field(3, 'Beginn'));
    await user.type(field(3, 'Beginn'), '20.12.2024');
    await user.type(field(3, 'Ende'), '05.01.2025');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await within(wave(1)).findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeInTheDocument();
    expect(field(1, 'Ende')).toHaveAttribute('aria-invalid', 'true');
    expect(within(wave(3)).getByText('Die Welle muss im Jahr 2024 liegen.')).toBeInTheDocument();
    expect(field(3, 'Ende')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field(1, 'Ende'));
    await user.type(field(1, 'Ende'), '30.05.2024');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await within(wave(2)).findByText('Die Welle überschneidet sich mit Welle 1 (20.05.2024 – 30.05.2024).')).toBeInTheDocument();
    expect(field(2, 'Beginn')).toHaveAttribute('aria-invalid', 'true');

    expect(useAppStore.getState().apiError).toBeNull();
    expect((await seasonsApi.list()).seasons.map((s) => s.year)).toEqual([2023, 2022]);
    expect(location()).toHaveTextContent(/^\/seasons\/new$/);
  });

  test("the server's refusals land beside the fields ('Jahr', the waves), and nothing typed is lost", async () => {
    const user = userEvent.setup();
    renderBackOffice('/seasons/new');
    await user.clear(await screen.findByRole('textbox', { name: /^Jahr/ }));
    await user.type(yearField(), '2023');
    await user.type(field(1, 'Beginn'), '03.10.2023');
    await user.type(field(1, 'Ende'), '13.10.2023');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByText('Die Saison 2023 gibt es bereits.')).toBeInTheDocument();
    expect(yearField()).toHaveAttribute('aria-invalid', 'true');
    expect(yearField()).toHaveValue('2023');
    expect(field(1, 'Beginn')).toHaveValue('03.10.2023');
    expect(field(1, 'Ende')).toHaveValue('13.10.2023');
    expect(location()).toHaveTextContent(/^\/seasons\/new$/);

    // No wave at all: the server's message under the waves.
    await user.clear(yearField());
    await user.type(yearField(), '2025');
    await user.click(within(wave(1)).getByRole('button', { name: 'Welle 1 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByText('Bitte legen Sie mindestens eine Welle an.')).toBeInTheDocument();
    expect(yearField()).toHaveValue('2025');
    expect((await seasonsApi.list()).seasons.map((s) => s.year)).toEqual([2023, 2022]);
  });

  test('the input is kept as a draft when the page goes away and comes back with the notice', async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/seasons/new');
    await user.clear(await screen.findByRole('textbox', { name: /^Jahr/ }));
    await user.type(yearField(), '2026');
    await user.type(field(1, 'Beginn'), '05.05.2026');
    await user.click(screen.getByRole('button', { name: 'Keine auswählen' }));
    first.unmount();
    startNewPage();
    expect(readDraft(draftKey(useAuthStore.getState().user!.userId, 'season', 'new'))).toMatchObject({ values: { year: '2026', clubIds: [] } });

    renderBackOffice('/seasons/new');
    expect(await screen.findByText(/Ihre ungespeicherten Eingaben vom .* sind wiederhergestellt/)).toBeInTheDocument();
    expect(yearField()).toHaveValue('2026');
    expect(field(1, 'Beginn')).toHaveValue('05.05.2026');
    expect(checkedNames()).toEqual([]);
  });
});

describe("'Saison {year} starten'", () => {
  test('the confirm step says what will happen (sheets, waves, no mails, open claims, last year’s questionnaire); starting makes the season current', async () => {
    const user = userEvent.setup();
    const clubs = await clubsApi.list();
    await seasonsApi.create({ year: '2024', waves: [{ start: '2024-05-07', end: '2024-05-17' }, { start: '2024-06-11', end: '2024-06-21' }], clubIds: [clubs[0]!.id] });
    const preview = await seasonsApi.startPreview(2024);
    expect(preview).toMatchObject({ currentYear: 2023, waves: 2, testings: 2, hasQuestionnaire: false, previousQuestionnaireYear: 2023 });
    expect(preview.sheetsToCreate).toBeGreaterThan(0);
    expect(preview.openClaims.length).toBeGreaterThan(0);

    renderBackOffice('/seasons');
    await screen.findByRole('region', { name: 'Saison 2024' });
    await user.click(within(seasonCard(2024)).getByRole('button', { name: 'Saison 2024 starten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Saison 2024 starten' });
    expect(await within(dialog).findByText('Die Saison 2024 wird die aktuelle Saison; die Saison 2023 ist danach nur noch lesbar.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `${preview.sheetsToCreate} Testerinnen und Tester erhalten ein Datenblatt 2024 im Status „Angelegt“ (Stammdaten bleiben erhalten; Verfügbarkeit und Fortschritt beginnen neu).`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 Wellen mit 2 Tests.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Es werden keine Emails versendet. Die Einladung zur Saison schicken Sie danach unter „Emails“ → „Neu“ an die Empfängergruppe „Datenblatt angelegt“.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Noch nicht geprüfte Spesenabrechnungen der Saison 2023:')).toBeInTheDocument();
    const claim = preview.openClaims[0]!;
    expect(within(dialog).getByText(`Welle ${claim.waveNumber} · ${claim.club} · ${claim.tester} (${claim.progressLabel})`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(preview.openClaims.length);
    expect(within(dialog).getByText('Sie können die Saison trotzdem starten; die Abrechnungen bleiben bearbeitbar.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Fragebogen des Vorjahres übernehmen (2023)' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Saison 2024 starten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(seasonCard(2024)).getByText('Aktuelle Saison')).toBeInTheDocument());
    expect(within(seasonCard(2023)).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(seasonCard(2024)).queryByRole('button', { name: 'Saison 2024 starten' })).not.toBeInTheDocument();
    const after = await seasonsApi.list();
    expect(after.currentYear).toBe(2024);
    expectCardShows(after.seasons.find((s) => s.year === 2024)!);
    expect((await questionnaireDefinitionsApi.list()).definitions.map((d) => d.year)).toContain(2024);
  });

  test("without last year's questionnaire unchecked nothing is copied; 'Abbrechen' starts nothing", async () => {
    const user = userEvent.setup();
    await seasonsApi.create({ year: '2024', waves: [{ start: '2024-05-07', end: '2024-05-17' }], clubIds: [] });
    renderBackOffice('/seasons');
    await screen.findByRole('region', { name: 'Saison 2024' });
    await user.click(within(seasonCard(2024)).getByRole('button', { name: 'Saison 2024 starten' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Saison 2024 starten' });
    await within(dialog).findByText(/wird die aktuelle Saison/);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await seasonsApi.list()).currentYear).toBe(2023);

    await user.click(within(seasonCard(2024)).getByRole('button', { name: 'Saison 2024 starten' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Saison 2024 starten' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Fragebogen des Vorjahres übernehmen (2023)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Saison 2024 starten' }));
    await waitFor(() => expect(within(seasonCard(2024)).getByText('Aktuelle Saison')).toBeInTheDocument());
    expect((await questionnaireDefinitionsApi.list()).definitions.map((d) => d.year)).not.toContain(2024);
  });

  test('on a platform without any questionnaire the step says where to import one; without open claims there is no warning', async () => {
    emptyPlatform('admin');
    const user = userEvent.setup();
    const year = new Date().getFullYear();
    await seasonsApi.create({ year: String(year), waves: [{ start: `${year}-05-05`, end: `${year}-05-16` }], clubIds: [] });
    await seasonsApi.create({ year: String(year + 1), waves: [{ start: `${year + 1}-05-05`, end: `${year + 1}-05-16` }], clubIds: [] });
    renderBackOffice('/seasons');
    await screen.findByRole('region', { name: `Saison ${year + 1}` });
    await user.click(within(seasonCard(year + 1)).getByRole('button', { name: `Saison ${year + 1} starten` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Saison ${year + 1} starten` });
    expect(await within(dialog).findByText(`Die Saison ${year + 1} wird die aktuelle Saison; die Saison ${year} ist danach nur noch lesbar.`)).toBeInTheDocument();
    expect(within(dialog).getByText(`Für ${year + 1} ist noch kein Fragebogen hinterlegt. Importieren Sie ihn unter „Administration“.`)).toBeInTheDocument();
    expect(within(dialog).getByText('1 Welle mit 0 Tests.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Noch nicht geprüfte Spesenabrechnungen/)).not.toBeInTheDocument();
  });
});

describe("'Getestete Clubs ändern'", () => {
  test("the season's clubs are checked; a club whose tests have testers cannot leave (the server's message under the clubs, the choice kept)", async () => {
    const user = userEvent.setup();
    const season = (await seasonsApi.list()).seasons.find((s) => s.year === 2023)!;
    const clubs = await clubsApi.list();
    renderBackOffice('/seasons');
    await screen.findByRole('region', { name: 'Saison 2023' });
    await user.click(within(seasonCard(2023)).getByRole('button', { name: 'Getestete Clubs ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Getestete Clubs der Saison 2023' });
    await within(dialog).findByRole('group', { name: 'Getestete Clubs der Saison' });
    expect(checkedNames()).toEqual(clubs.filter((c) => season.clubIds.includes(c.id)).map((c) => c.name).sort());

    await user.click(within(dialog).getByRole('button', { name: 'Keine auswählen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(/^Diese Clubs können nicht aus der Saison genommen werden, weil in ihren Tests schon Tester eingeteilt sind: /)).toBeInTheDocument();
    expect(checkedNames()).toEqual([]);
    expect((await seasonsApi.list()).seasons.find((s) => s.year === 2023)!.clubIds).toEqual(season.clubIds);
  });

  test("a planned season gets a club: saved, its card counts it, the dialog closes", async () => {
    const user = userEvent.setup();
    await seasonsApi.create({ year: '2024', waves: [{ start: '2024-05-07', end: '2024-05-17' }], clubIds: [] });
    const club = [...(await clubsApi.list())].sort((a, b) => a.name.localeCompare(b.name, 'de'))[0]!;
    renderBackOffice('/seasons');
    await screen.findByRole('region', { name: 'Saison 2024' });
    expect(within(seasonCard(2024)).getByText('0 getestete Clubs')).toBeInTheDocument();
    await user.click(within(seasonCard(2024)).getByRole('button', { name: 'Getestete Clubs ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Getestete Clubs der Saison 2024' });
    await user.click(await within(dialog).findByRole('checkbox', { name: club.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(seasonCard(2024)).getByText('1 getesteter Club')).toBeInTheDocument());
    expect(within(seasonCard(2024)).getByText('1 Test, davon 0 mit Tester')).toBeInTheDocument();
    expect((await seasonsApi.list()).seasons.find((s) => s.year === 2024)!.clubIds).toEqual([club.id]);
    expect((await wavesApi.list()).map((w) => w.year)).not.toContain(2024);
  });
});
