import { travelApi } from '@dtp/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTravel, resetAll, seedSavedClaimWithReceipt, setDemoConfig, signInAs } from '../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);

describe('own expense claims (/travels)', () => {
  test('the table: #, KW, day, club, invoice status; a row opens the claim', async () => {
    const user = userEvent.setup();
    signInAs('tester');
    const { travels } = await travelApi.list();
    renderTravel('/travels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Spesenabrechnungen 2023' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ihre Spesenabrechnungen der Saison' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'KW', 'Tag', 'Club', 'Rechnungsstatus']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(travels.length);
    expect(rows[0]).toHaveTextContent('Offen');
    expect(rows[0]).toHaveTextContent(travels[0]?.club.name ?? '?');
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toMatch(/^KW \d{1,2}$/);
    expect(cells[2]).toMatch(/^(Di|Mi|Do|Fr), \d{2}\.\d{2}\.2023$/);
    await user.click(rows[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(`/travels/travel/${travels[0]?.id}`);
  });

  test('a released claim shows its status', async () => {
    signInAs('tester2');
    const [claim] = (await travelApi.list()).travels;
    await seedSavedClaimWithReceipt(claim?.id ?? -1);
    await travelApi.release({ id: claim?.id ?? -1 });
    renderTravel('/travels');
    const row = await screen.findByRole('row', { name: `Spesenabrechnung für den Test des ${claim?.club.name} öffnen` });
    expect(row).toHaveTextContent('Freigegeben');
    expect(row).not.toHaveTextContent('Offen');
  });

  test('without claims: a notice, no table', async () => {
    signInAs('admin');
    renderTravel('/travels');
    expect(await screen.findByText('Für das aktuelle Jahr 2023 liegen noch keine Spesenabrechnungen vor.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
