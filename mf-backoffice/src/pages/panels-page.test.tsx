import { useAppStore } from '@dtp/api-client';
import { panelsApi } from '@dtp/api-client/back-office';
import { MemoryRouter } from '@dtp/shared-ui';
import { renderUi } from '@dtp/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelDetail } from '../features/panels/panel-screen';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('panel list (/panels)', () => {
  test('#, Name, Ort, Status of every panel; no leading or candidate columns; a row opens the panel', async () => {
    const user = userEvent.setup();
    const panels = await panelsApi.list();
    renderBackOffice('/panels');
    const table = await screen.findByRole('table', { name: 'Die Panels der Saison' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Name', 'Ort', 'Status']);
    expect(bodyRows(table)).toHaveLength(Math.min(panels.length, 50));
    expect(screen.getByText(`${panels.length} Datensätze angezeigt`)).toBeInTheDocument();
    await user.click(screen.getByRole('row', { name: `Panel ${panels[0]!.clubName} öffnen` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/panels/show/${panels[0]!.panelId}?navigateBack=${encodeURIComponent('/panels')}`);
  });

  test("a row opens the panel with the way back to the filtered list: 'Zurück' returns to it", async () => {
    const user = userEvent.setup();
    const panels = await panelsApi.list();
    const target = panels[3]!;
    const list = `/panels?status=${target.progress}&q=${encodeURIComponent(target.clubName.toLowerCase())}`;
    renderBackOffice(list);
    await user.click(await screen.findByRole('row', { name: `Panel ${target.clubName} öffnen` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/panels/show/${target.panelId}?navigateBack=${encodeURIComponent(list)}`);
    expect(await screen.findByRole('link', { name: 'Zurück' })).toHaveAttribute('href', list);
  });

  test('the status filter and the search (club or city, on Enter) live in the URL; reset clears them', async () => {
    const user = userEvent.setup();
    const panels = await panelsApi.list();
    const target = panels[3]!;
    const word = target.city.split(' ')[0]!.toLowerCase();
    // Starting filtered keeps the rendered table small.
    renderBackOffice(`/panels?status=${target.progress}`);
    const table = await screen.findByRole('table', { name: 'Die Panels der Saison' });
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), `${word}{Enter}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/panels?status=${target.progress}&q=${word}`));
    const expected = panels.filter((p) => p.progress === target.progress && `${p.clubName} ${p.city}`.toLowerCase().includes(word));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(expected.map((p) => p.clubName));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), target.progress === 'FINISHED' ? 'INITIAL' : 'FINISHED');
    if (!panels.some((p) => p.progress !== target.progress && `${p.clubName} ${p.city}`.toLowerCase().includes(word))) {
      expect(await screen.findByText('Keine Panels passen zu den Filtern.')).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/panels$/));
  });
});

describe('panel detail (/panels/show/:id)', () => {
  test('title, status with the three labels, the tests (Welle, KW, Tester, Status) opening the testing with the way back', async () => {
    const user = userEvent.setup();
    const [item] = await panelsApi.list();
    const panel = await panelsApi.load(item!.panelId);
    renderBackOffice(`/panels/show/${panel.panelId}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Panel ${panel.clubName}` })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tester werden gesucht', 'Alle Tester eingeteilt', 'Abgeschlossen']);
    expect(status).toHaveValue(panel.progress);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/panels');
    const table = screen.getByRole('table', { name: `Die Tests des Panels ${panel.clubName}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Welle', 'KW', 'Tester', 'Status']);
    expect(bodyRows(table)).toHaveLength(panel.testings.length);
    await user.click(bodyRows(table)[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/testing/${panel.testings[0]!.testingId}?navigateBack=${encodeURIComponent(`/panels/show/${panel.panelId}`)}`,
    );
  });

  test('a new status is saved through the panel call and kept', async () => {
    const user = userEvent.setup();
    const [item] = await panelsApi.list();
    const next = item!.progress === 'FINISHED' ? 'INITIAL' : 'FINISHED';
    renderBackOffice(`/panels/show/${item!.panelId}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Status/ }), next);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await panelsApi.load(item!.panelId)).progress).toBe(next);
    expect((await panelsApi.list()).find((p) => p.panelId === item!.panelId)?.progress).toBe(next);
  });

  test('average HCP index and age with a decimal comma, only when set', async () => {
    const [item] = await panelsApi.list();
    const panel = await panelsApi.load(item!.panelId);
    const { unmount } = renderUi(
      <MemoryRouter>
        <PanelDetail panel={{ ...panel, averageHcp: 14.25, averageAge: 47 }} back="/panels" here="/panels/show/1" onSaved={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Durchschnittlicher HCP-Index').nextSibling).toHaveTextContent('14,3');
    expect(screen.getByText('Durchschnittsalter').nextSibling).toHaveTextContent('47,0 Jahre');
    unmount();
    renderUi(
      <MemoryRouter>
        <PanelDetail panel={{ ...panel, averageHcp: null, averageAge: null, testings: [] }} back="/panels" here="/panels/show/1" onSaved={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Durchschnittlicher HCP-Index')).not.toBeInTheDocument();
    expect(screen.queryByText('Durchschnittsalter')).not.toBeInTheDocument();
    expect(screen.getByText('Für dieses Panel sind noch keine Tests angelegt.')).toBeInTheDocument();
  });

  test('a tester cannot read or change a panel (the data source refuses)', async () => {
    const [item] = await panelsApi.list();
    signInAs('tester');
    await expect(panelsApi.load(item!.panelId)).rejects.toMatchObject({ status: 403 });
    await expect(panelsApi.save({ panelId: item!.panelId, progress: 'FINISHED' })).rejects.toMatchObject({ status: 403 });
  });
});
