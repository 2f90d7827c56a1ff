import { testingInputOf } from '@dtp/contract/test-support';
import { testsApi } from '@dtp/api-client';
import { testingsApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderTests, resetAll, setDemoConfig, signInAs } from '../../../test-support';

// Issue 34 on the single test page: „In Kalender eintragen“ once date and tee time are agreed, how to
// reach the club (address, phone, email, website, map) and the configured back office.

const CONTACT = { name: 'Golf-Team Süd', email: 'team@golf-sued.example.org', phone: '+49 711 987654-0' };

let saved: { name: string; file: Blob }[];

beforeAll(() => setDemoConfig({ contact: CONTACT }));
beforeEach(() => {
  resetAll();
  signInAs('tester');
  saved = [];
  let last: Blob | null = null;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:kalender';
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, file: last });
  });
});
afterEach(() => jest.restoreAllMocks());

async function assignedTest() {
  const item = (await testsApi.list()).tests.find((t) => t.progress === 'ASSIGNED');
  if (!item) throw new Error('no assigned test');
  return testsApi.load(item.id);
}

async function openTest(id: number) {
  renderTests(`/tests/test/${id}`);
  await screen.findByRole('heading', { level: 1 });
}

const clubCard = () => screen.getByRole('region', { name: 'Anfahrt und Kontakt' });

test("the club's address, phone, email and website as links, and a map link at its coordinates", async () => {
  const test = await assignedTest();
  const club = test.clubContact;
  if (!club || !test.club) throw new Error('no club contact');
  await openTest(test.id);

  // The seeded club has every contact field and coordinates: each line below is checked.
  expect(club).toMatchObject({ street: expect.any(String), phone: expect.stringMatching(/\d/), email: expect.stringContaining('@'), homepage: expect.stringMatching(/\w/) });
  expect(club.lat).not.toBeNull();
  const card = clubCard();
  expect(within(card).getByText(test.club.name)).toBeInTheDocument();
  expect(card).toHaveTextContent(club.street);
  expect(card).toHaveTextContent(`${club.zip} ${club.city}`);
  expect(within(card).getByRole('link', { name: `Telefon ${club.phone}` })).toHaveAttribute('href', `tel:${club.phone.replace(/[^\d+]/g, '')}`);
  expect(within(card).getByRole('link', { name: `E-Mail ${club.email}` })).toHaveAttribute('href', `mailto:${club.email}`);
  const website = within(card).getByRole('link', { name: `Website ${club.homepage}` });
  expect(website.getAttribute('href')).toMatch(/^https?:\/\/\S+\.\S+/);
  expect(website).toHaveAttribute('target', '_blank');
  const map = within(card).getByRole('link', { name: `${test.club.name} auf der Karte zeigen (OpenStreetMap, neues Fenster)` });
  expect(map).toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${club.lat}&mlon=${club.lon}#map=15/${club.lat}/${club.lon}`);
});

test('the configured back office with phone and email (contact.name, contact.phone, contact.email)', async () => {
  await openTest((await assignedTest()).id);
  const card = screen.getByRole('region', { name: 'Ihr Kontakt bei Golf-Team Süd' });
  expect(card).toHaveTextContent('Bei Fragen zu Ihrem Test hilft Ihnen Golf-Team Süd gern weiter.');
  expect(within(card).getByRole('link', { name: /\+49 711 987654-0/ })).toHaveAttribute('href', 'tel:+497119876540');
  expect(within(card).getByRole('link', { name: /team@golf-sued\.example\.org/ })).toHaveAttribute('href', 'mailto:team@golf-sued.example.org');
});

test('„In Kalender eintragen“ appears once date and tee time are saved and downloads the .ics named by the club', async () => {
  const user = userEvent.setup();
  const test = await assignedTest();
  await openTest(test.id);
  expect(screen.queryByRole('button', { name: 'In Kalender eintragen' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /^Test-Datum/ }), '14.06.2023');
  await user.type(screen.getByRole('textbox', { name: /^Tee-Time/ }), '09:30');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const button = await screen.findByRole('button', { name: 'In Kalender eintragen' });
  expect(button).toHaveAccessibleDescription('Lädt den Termin als Kalenderdatei (.ics) für Ihr Smartphone oder Ihren Computer.');

  await user.click(button);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.name).toMatch(/^test-[a-z0-9-]+-2023-06-14\.ics$/);
  expect(saved[0]?.file.type).toBe('text/calendar; charset=utf-8');
});

test('a marked test (club not yet told) shows no club, no calendar, but the back office', async () => {
  const test = await assignedTest();
  await asAccount('manager', async () => {
    const testing = await testingsApi.load(test.id);
    await testingsApi.save({ ...testingInputOf(testing), date: '2023-06-14', teeTime: '09:30', progress: 'MARKED' });
  });
  await openTest(test.id);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ihr nächster Test');
  expect(screen.queryByRole('region', { name: 'Anfahrt und Kontakt' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'In Kalender eintragen' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Ihr Kontakt bei Golf-Team Süd' })).toBeInTheDocument();
});
