import { setTransport, useAppStore } from '@dtp/api-client';
import { seasonsApi, wavesApi } from '@dtp/api-client/back-office';
import { emptyPlatformState, setupDemo } from '@dtp/domain/test-support';
import { MemoryRouter } from '@dtp/shared-ui';
import { renderUi } from '@dtp/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaveDetail } from '../features/waves/wave-screen';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeEach(() => {
  setDemoConfig();
  resetAll();
  signInAs('manager');
});
// An empty platform's harness replaces the transport and the configuration; the next test starts on the seed again.
afterEach(() => setTransport(null));

const german = (iso: string) => iso.split('-').reverse().join('.');

describe('wave list (/waves)', () => {
  test("a card per wave with name, status badge, weeks and start – end, opening the wave; no 'Wellen aktualisieren' for a manager", async () => {
    const waves = await wavesApi.list();
    renderBackOffice('/waves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Wellen' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('link', { name: /^Welle \d \(KW/ });
    expect(cards).toHaveLength(waves.length);
    const first = waves[0]!;
    const card = screen.getByRole('link', { name: `Welle ${first.number} (${first.weeks}) öffnen` });
    expect(card).toHaveAttribute('href', `/waves/show/${first.id}`);
    expect(card).toHaveTextContent(`Welle ${first.number}`);
    expect(card).toHaveTextContent(first.progressLabel);
    expect(card).toHaveTextContent(first.weeks);
    expect(card).toHaveTextContent(`${german(first.start)} – ${german(first.end)}`);
    expect(screen.queryByRole('button', { name: 'Wellen aktualisieren' })).not.toBeInTheDocument();
  });

  test("an admin presses 'Wellen aktualisieren': the success badge is raised and the cards show the answer", async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderBackOffice('/waves');
    const button = await screen.findByRole('button', { name: 'Wellen aktualisieren' });
    const before = await screen.findAllByRole('link', { name: /^Welle \d/ });
    await user.click(button);
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect(screen.getAllByRole('link', { name: /^Welle \d/ })).toHaveLength(before.length);
  });

  test('the server refuses the update to a manager', async () => {
    await expect(wavesApi.updateAll()).rejects.toMatchObject({ status: 403 });
  });
});

describe('wave detail (/waves/show/:id)', () => {
  test('start, end and the three statuses; back to /waves', async () => {
    const [wave] = await wavesApi.list();
    renderBackOffice(`/waves/show/${wave!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Welle ${wave!.number}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Beginn/ })).toHaveValue(german(wave!.start));
    expect(screen.getByRole('textbox', { name: /Ende/ })).toHaveValue(german(wave!.end));
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tester werden gesucht', 'Alle Tester eingeteilt', 'Beendet']);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/waves');
  });

  test('an end before the start is refused in the form, at the field, before anything is sent', async () => {
    const user = userEvent.setup();
    const [wave] = await wavesApi.list();
    renderBackOffice(`/waves/show/${wave!.id}`);
    const end = await screen.findByRole('textbox', { name: /Ende/ });
    await user.clear(end);
    await user.type(end, '01.01.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    // Not the server's answer: a refused save would show its error badge.
    expect(useAppStore.getState().apiError).toBeNull();
    await expect(wavesApi.load(wave!.id)).resolves.toMatchObject({ end: wave!.end, version: wave!.version });
  });

  test("an impossible date shows the date message; an end before the start shows the server's message at the field; a valid end is saved", async () => {
    const user = userEvent.setup();
    const [wave] = await wavesApi.list();
    renderBackOffice(`/waves/show/${wave!.id}`);
    const end = await screen.findByRole('textbox', { name: /Ende/ });
    await user.clear(end);
    await user.type(end, '31.02.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.')).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '01.01.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeInTheDocument();
    expect(end).toHaveValue('01.01.2023');
    expect(end).toHaveAttribute('aria-invalid', 'true');

    await user.clear(end);
    await user.type(end, '19.05.2023');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'FINISHED');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    const saved = await wavesApi.load(wave!.id);
    expect(saved).toMatchObject({ end: '2023-05-19', progress: 'FINISHED' });
  });

  test("the wave's tests: #, Golfclub, Tester, Status; a row opens the testing with the way back to the wave", async () => {
    const user = userEvent.setup();
    const [first] = await wavesApi.list();
    const wave = await wavesApi.load(first!.id);
    renderBackOffice(`/waves/show/${wave.id}`);
    const table = await screen.findByRole('table', { name: `Die Tests der Welle ${wave.number}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Golfclub', 'Tester', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(wave.testings.length, 50) + 1);
    const testing = wave.testings[0]!;
    await user.click(within(table).getAllByRole('row')[1]!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/testing/${testing.id}?navigateBack=${encodeURIComponent(`/waves/show/${wave.id}`)}`),
    );
  });

  test('a wave without tests shows no tests table', async () => {
    const [first] = await wavesApi.list();
    const wave = await wavesApi.load(first!.id);
    renderUi(
      <MemoryRouter>
        <WaveDetail wave={{ ...wave, testings: [] }} back="/waves" here={`/waves/show/${wave.id}`} onSaved={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `Welle ${wave.number}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tests dieser Welle' })).not.toBeInTheDocument();
  });
});

describe("adding and removing waves (issue 56)", () => {
  const dialogField = (dialog: HTMLElement, label: 'Beginn' | 'Ende') => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

  test("'Welle hinzufügen': Beginn and Ende checked against the season's waves beside the field, then added; the list shows it", async () => {
    const user = userEvent.setup();
    const waves = await wavesApi.list();
    const second = waves.find((w) => w.number === 2)!;
    renderBackOffice('/waves');
    await screen.findAllByRole('link', { name: /^Welle \d \(KW/ });
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welle hinzufügen (Saison 2023)' });

    await user.type(dialogField(dialog, 'Beginn'), '20.06.2023');
    await user.type(dialogField(dialog, 'Ende'), '07.07.2023');
    await user.click(within(dialog).getByRole('button', { name: 'Welle anlegen' }));
    expect(await within(dialog).findByText(`Die Welle überschneidet sich mit Welle 2 (${german(second.start)} – ${german(second.end)}).`)).toBeInTheDocument();
    expect(dialogField(dialog, 'Beginn')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dialogField(dialog, 'Beginn'));
    await user.type(dialogField(dialog, 'Beginn'), '04.07.2023');
    await user.clear(dialogField(dialog, 'Ende'));
    await user.type(dialogField(dialog, 'Ende'), '14.07.2024');
    await user.click(within(dialog).getByRole('button', { name: 'Welle anlegen' }));
    expect(await within(dialog).findByText('Die Welle muss im Jahr 2023 liegen.')).toBeInTheDocument();
    expect(useAppStore.getState().apiError).toBeNull();
    expect(await wavesApi.list()).toHaveLength(waves.length);

    await user.clear(dialogField(dialog, 'Ende'));
    await user.type(dialogField(dialog, 'Ende'), '14.07.2023');
    await user.click(within(dialog).getByRole('button', { name: 'Welle anlegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Welle \d \(KW/ })).toHaveLength(waves.length + 1));
    const after = await wavesApi.list();
    // Numbered by date: the new wave comes between the second and the third.
    expect(after.map((w) => [w.number, w.start])).toEqual(
      [...waves.map((w) => w.start), '2023-07-04'].sort().map((start, i) => [i + 1, start]),
    );
    expect(screen.getByRole('link', { name: /^Welle 3 \(KW 27/ })).toHaveTextContent('04.07.2023 – 14.07.2023');
  });

  test("'Welle entfernen' asks, naming the tests that go with it; the server refuses while a test has a tester (the error badge), the wave stays", async () => {
    const user = userEvent.setup();
    const second = (await wavesApi.list()).find((w) => w.number === 2)!;
    const wave = await wavesApi.load(second.id);
    expect(wave.testings.some((t) => t.testerLastName !== null)).toBe(true);
    renderBackOffice(`/waves/show/${wave.id}`);
    await user.click(await screen.findByRole('button', { name: 'Welle entfernen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Welle 2 entfernen' });
    expect(within(dialog).getByText(`Welle 2 entfernen? Ihre ${wave.testings.length} Tests werden mit ihr entfernt.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Welle entfernen' }));
    await waitFor(() => expect(useAppStore.getState().errorMessage).toMatch(/^Welle 2 kann nicht entfernt werden, weil in ihr schon Tester eingeteilt sind: /));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`/waves/show/${wave.id}`);
    await expect(wavesApi.load(wave.id)).resolves.toMatchObject({ id: wave.id });
  });

  test("a wave without testers is removed with its tests, and the wave list shows", async () => {
    const user = userEvent.setup();
    const added = await wavesApi.add({ year: 2023, start: '2023-10-10', end: '2023-10-20' });
    expect(added.testings.length).toBeGreaterThan(0);
    renderBackOffice(`/waves/show/${added.id}`);
    await user.click(await screen.findByRole('button', { name: 'Welle entfernen' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Welle ${added.number} entfernen` });
    expect(within(dialog).getByText(`Welle ${added.number} entfernen? Ihre ${added.testings.length} Tests werden mit ihr entfernt.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Welle entfernen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/waves$/));
    expect((await wavesApi.list()).map((w) => w.id)).not.toContain(added.id);
    await expect(wavesApi.load(added.id)).rejects.toMatchObject({ status: 404 });
  });

  test("a moved wave may not overlap another of the season's waves: refused in the form, beside 'Beginn'", async () => {
    const user = userEvent.setup();
    const [first, second] = await wavesApi.list();
    renderBackOffice(`/waves/show/${first!.id}`);
    const end = await screen.findByRole('textbox', { name: /Ende/ });
    await user.clear(end);
    await user.type(end, '20.06.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(`Die Welle überschneidet sich mit Welle 2 (${german(second!.start)} – ${german(second!.end)}).`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Beginn/ })).toHaveAttribute('aria-invalid', 'true');
    expect(useAppStore.getState().apiError).toBeNull();
    await expect(wavesApi.load(first!.id)).resolves.toMatchObject({ end: first!.end, version: first!.version });
  });

  test("without any season the list says so and, to an admin, where to create it; no 'Welle hinzufügen'", async () => {
    setupDemo('admin', { initialState: emptyPlatformState });
    const first = renderBackOffice('/waves');
    expect(await screen.findByText('Es ist noch keine Saison angelegt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '„Saisons“' })).toHaveAttribute('href', '/seasons');
    expect(screen.queryByRole('button', { name: 'Welle hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Für diese Saison sind noch keine Wellen angelegt.')).not.toBeInTheDocument();
    first.unmount();

    setupDemo('manager', { initialState: emptyPlatformState });
    renderBackOffice('/waves');
    expect(await screen.findByText('Eine Administratorin oder ein Administrator legt sie unter „Saisons“ an.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '„Saisons“' })).not.toBeInTheDocument();
  });

  test("a current season without waves: the empty list says how to add one, and 'Welle hinzufügen' adds to that season", async () => {
    const demo = setupDemo('admin', { initialState: emptyPlatformState });
    const user = userEvent.setup();
    const year = new Date().getFullYear();
    await seasonsApi.create({ year: String(year), waves: [{ start: `${year}-05-05`, end: `${year}-05-16` }], clubIds: [] });
    demo.signInAs('manager');
    const [only] = await wavesApi.list();
    await wavesApi.remove(only!.id);
    renderBackOffice('/waves');
    expect(await screen.findByText('Für diese Saison sind noch keine Wellen angelegt.')).toBeInTheDocument();
    expect(screen.getByText('Fügen Sie mit „Welle hinzufügen“ die erste Welle hinzu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Welle hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: `Welle hinzufügen (Saison ${year})` });
    await user.type(dialogField(dialog, 'Beginn'), `02.06.${year}`);
    await user.type(dialogField(dialog, 'Ende'), `13.06.${year}`);
    await user.click(within(dialog).getByRole('button', { name: 'Welle anlegen' }));
    expect(await screen.findByRole('link', { name: /^Welle 1 \(KW/ })).toHaveTextContent(`02.06.${year} – 13.06.${year}`);
    expect(screen.queryByText('Für diese Saison sind noch keine Wellen angelegt.')).not.toBeInTheDocument();
  });
});
