import { clubInputOf } from '@dtp/contract/test-support';
import { clubsApi } from '@dtp/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterClubs } from '../features/clubs/clubs-filter';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[3]!.textContent);
const club = (id: number, leading: boolean, candidateClub: boolean, name = `Club ${id}`) => ({ id, name, city: '', state: '', leading, candidateClub, isTestable: true });

test.each([
  ['1', '', [1, 3]],
  ['', '1', [2, 3]],
  ['1', '1', [1, 2, 3]],
  ['', '', [1, 2, 3, 4]],
])('Leading %j, Bewerberclubs %j → %j', (leading, candidate, expected) => {
  const clubs = [club(1, true, false), club(2, false, true), club(3, true, true), club(4, false, false)];
  expect(filterClubs(clubs, { leading, candidate, q: '' }).map((c) => c.id)).toEqual(expected);
});

describe("club list 'Die Golfclubs' (/clubs)", () => {
  test('leading clubs by default: #, Leading, Bewerberclub, Name; a row opens the club with the way back', async () => {
    const user = userEvent.setup();
    const clubs = await clubsApi.list();
    const leading = clubs.filter((c) => c.leading);
    renderBackOffice('/clubs?q=golf');
    const table = await screen.findByRole('table', { name: 'Die Golfclubs' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Leading', 'Bewerberclub', 'Name']);
    expect(screen.getByRole('checkbox', { name: 'Leading' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bewerberclubs' })).not.toBeChecked();
    const shown = leading.filter((c) => c.name.toLowerCase().includes('golf'));
    expect(bodyRows(table)).toHaveLength(Math.min(shown.length, 50));
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[1]).toHaveTextContent('Ja');
    await user.click(bodyRows(table)[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clubs\/show\/\d+\?navigateBack=%2Fclubs%3Fq%3Dgolf$/);
  });

  test('Bewerberclubs only, then the name search; the reset brings back the default', async () => {
    const user = userEvent.setup();
    const clubs = await clubsApi.list();
    const candidates = clubs.filter((c) => c.candidateClub);
    renderBackOffice('/clubs?leading=&candidate=1');
    const table = await screen.findByRole('table', { name: 'Die Golfclubs' });
    expect(names(table)).toEqual(candidates.slice(0, 50).map((c) => c.name));
    const target = candidates[0]!;
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), `${target.name}{Enter}`);
    await waitFor(() => expect(names(table)).toEqual([target.name]));
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clubs$/));
    expect(screen.getByRole('checkbox', { name: 'Leading' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bewerberclubs' })).not.toBeChecked();
  });

  test("a club just created is neither leading nor a candidate: a hint says the default filter hides it, and 'Alle Golfclubs anzeigen' shows it", async () => {
    const user = userEvent.setup();
    const base = clubInputOf(await clubsApi.load((await clubsApi.list())[0]!.id));
    const created = await clubsApi.save({ ...base, id: null, name: 'Golfclub Neuland', leading: false, candidateClub: false, isTestable: false });
    renderBackOffice('/clubs?q=neuland');
    expect(
      await screen.findByText('1 Golfclub ist ausgeblendet, weil er weder Leading- noch Bewerberclub ist (so auch ein neu angelegter Club).'),
    ).toBeVisible();
    expect(screen.getByText('Keine Golfclubs passen zu den Filtern.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle Golfclubs anzeigen' }));
    expect(await screen.findByRole('row', { name: `Golfclub ${created.name} öffnen` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Leading' })).not.toBeChecked();
    expect(screen.queryByText(/ausgeblendet/)).not.toBeInTheDocument();
  });

  test('the default list says how many clubs the Leading filter hides', async () => {
    const clubs = await clubsApi.list();
    const hidden = clubs.filter((c) => !c.leading).length;
    expect(hidden).toBeGreaterThan(1);
    renderBackOffice('/clubs');
    expect(await screen.findByText(new RegExp(`^${hidden} Golfclubs sind ausgeblendet, weil sie weder Leading- noch Bewerberclubs sind`))).toBeVisible();
  });

  test("'Neu' leads to the new-club page", async () => {
    const user = userEvent.setup();
    renderBackOffice('/clubs?q=zzzz');
    expect(await screen.findByText('Keine Golfclubs passen zu den Filtern.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clubs\/new$/);
  });
});
