import { testingInputOf } from '@dtp/contract/test-support';
import { getConfig, MESSAGE_TIMEOUT_MS, testsApi, useConfigStore } from '@dtp/api-client';
import { testingsApi } from '@dtp/api-client/back-office';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderTests, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);

describe('own tests (/tests)', () => {
  test('a tester with two tests: heading, assigned banner, table, four steps with the tester guide', async () => {
    signInAs('tester');
    renderTests('/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Tests 2023' })).toBeInTheDocument();
    expect(screen.getByText(/als Tester eingeteilt/)).toBeInTheDocument();
    expect(screen.queryByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Ihre Tests der Saison' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'KW', 'Tag', 'Tee-Time', 'Club', 'Status', 'Rechnung']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Test eingegangen');
    expect(rows[0]).toHaveTextContent('Offen');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(/^KW \d{1,2}$/);
    expect(rows[1]).toHaveTextContent('Tester eingeteilt');
    expect(rows[1]).toHaveTextContent('noch offen');
    // No claim before the test is done: no „Offen“ in the invoice column.
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[6]).toHaveTextContent(/^–$/);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[6]).toHaveTextContent(/^Offen$/);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('KW 24–26');

    const steps = within(screen.getByRole('region', { name: 'So läuft Ihr Test ab' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Tee-Time');
    expect(steps[2]).toHaveTextContent('Online-Fragebogen');
    expect(steps[3]).toHaveTextContent('Spesenabrechnung');
    expect(screen.getByRole('link', { name: 'Tester Guide (PDF)' })).toHaveAttribute('href', 'https://www.example.org/dtp/Tester_Guide.pdf');
  });

  test('the tester guide in the steps follows the show_tester_guide flag', async () => {
    const config = getConfig();
    useConfigStore.getState().setConfig({ ...config, flags: { ...config.flags, show_tester_guide: false } });
    try {
      signInAs('tester');
      renderTests('/tests');
      expect(await screen.findByRole('region', { name: 'So läuft Ihr Test ab' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Tester Guide (PDF)' })).not.toBeInTheDocument();
    } finally {
      useConfigStore.getState().setConfig(config);
    }
  });

  test('the success banner shows with ?testCompleted=true', async () => {
    signInAs('tester');
    renderTests('/tests?testCompleted=true');
    expect(await screen.findByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).toBeInTheDocument();
  });

  test("the success banner is a message: it closes itself after the spec's 10 s and leaves the address; its close button closes it at once", async () => {
    signInAs('tester');
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderTests('/tests?testCompleted=true');
      const banner = await screen.findByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!');
      act(() => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS - 1_000));
      expect(banner).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tests$/);
    } finally {
      jest.useRealTimers();
    }
    cleanup();
    renderTests('/tests?testCompleted=true');
    await screen.findByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).not.toBeInTheDocument();
  });

  test('a row opens the single test (click and keyboard)', async () => {
    const user = userEvent.setup();
    signInAs('tester');
    const { tests } = await testsApi.list();
    renderTests('/tests');
    const row = await screen.findByRole('row', { name: `Test des ${tests[1]?.club?.name} öffnen` });
    await user.click(row);
    expect(screen.getByTestId('location')).toHaveTextContent(`/tests/test/${tests[1]?.id}`);
  });

  test('a tester with one test sees „Ihr Test“', async () => {
    signInAs('tester2');
    const { tests } = await testsApi.list();
    const agreed = tests.find((t) => t.progress === 'TEE_TIME');
    // The back office sets one of tester2's two tests back to INITIAL (no tester): it leaves the list.
    await asAccount('manager', async () => {
      const testing = await testingsApi.load(agreed?.id ?? -1);
      await testingsApi.assign({ testingId: testing.id, userId: null });
    });
    renderTests('/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Test 2023' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(1);
  });

  test('a test the tester is only marked for is listed as the next test: wave weeks, club not yet told, no invoice, and its row opens „Ihr nächster Test“', async () => {
    const user = userEvent.setup();
    signInAs('tester2');
    const { tests } = await testsApi.list();
    const agreed = tests.find((t) => t.progress === 'TEE_TIME');
    const done = tests.find((t) => t.progress !== 'TEE_TIME');
    await asAccount('manager', async () => {
      for (const test of [agreed, done]) {
        const testing = await testingsApi.load(test?.id ?? -1);
        await testingsApi.save({ ...testingInputOf(testing), progress: 'MARKED', date: null, teeTime: null });
      }
    });
    renderTests('/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Tests 2023' })).toBeInTheDocument();
    // Marked only: not yet „eingeteilt“; the page's not-yet-ready text instead.
    expect(screen.queryByText(/als Tester eingeteilt/)).not.toBeInTheDocument();
    expect(screen.getByText(/Sie sind für die Saison 2023 noch keinem Test zugeteilt/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(4)).toEqual(['wird noch mitgeteilt', 'Tester vorgemerkt', '–']);
    expect(screen.queryByText(agreed?.club?.name ?? '?')).not.toBeInTheDocument();
    await user.click(rows[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr nächster Test' })).toBeInTheDocument();
  });

  test('date, weekday and tee time of an agreed test', async () => {
    signInAs('tester2');
    const { tests } = await testsApi.list();
    renderTests('/tests');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Ihre Tests 2023');
    const agreed = tests.find((t) => t.progress === 'TEE_TIME');
    const row = screen.getByRole('row', { name: `Test des ${agreed?.club?.name} öffnen` });
    expect(row).toHaveTextContent(`${agreed?.teeTime} Uhr`);
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toMatch(/^KW \d{1,2}$/);
    expect(cells[2]).toMatch(/^(Di|Mi|Do|Fr|Mo|Sa|So), \d{2}\.\d{2}\.2023$/);
  });

  test('without tests: the notice that no overview is available yet, no table', async () => {
    signInAs('admin');
    renderTests('/tests');
    expect(await screen.findByText('Für das aktuelle Jahr 2023 ist noch keine Übersicht Ihrer Tests verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/als Tester eingeteilt/)).not.toBeInTheDocument();
  });
});
