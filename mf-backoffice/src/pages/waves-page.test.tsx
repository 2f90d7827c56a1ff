import { useAppStore } from '@dtp/api-client';
import { wavesApi } from '@dtp/api-client/back-office';
import { MemoryRouter } from '@dtp/shared-ui';
import { renderUi } from '@dtp/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaveDetail } from '../features/waves/wave-screen';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

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
    await user.type(end, '30.06.2023');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'FINISHED');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    const saved = await wavesApi.load(wave!.id);
    expect(saved).toMatchObject({ end: '2023-06-30', progress: 'FINISHED' });
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
