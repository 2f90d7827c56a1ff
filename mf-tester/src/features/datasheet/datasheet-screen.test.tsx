import { datasheetApi, datasheetCalls, dataSheetInputOf, getConfig, setTransport, useAppStore } from '@dtp/api-client';
import { TAB_REFUSED_MESSAGE } from '@dtp/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderDatasheet, resetAll, sendElsewhere, setDemoConfig, signInAs, signInUnknownTester } from '../../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);
afterEach(() => setTransport(null));

/** The sheet once its fields are there: they render a step after the heading (useAfterFirstPaint), the first section before the others. */
async function openSheet(path = '/datasheet') {
  const view = renderDatasheet(path);
  await screen.findByRole('heading', { level: 1, name: /^Testerdatenblatt \d{4}$/ });
  await screen.findByRole('tab', { name: 'Stammdaten' });
  // The other sections and the buttons: a frame after the first section (useAfterPaintOf).
  await screen.findByLabelText(/^Straße/);
  return view;
}
/** The status menu once it is open (it opens itself a task after the first click loaded it). */
async function openMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  return menu;
}
const tab = (name: string) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('data sheet of a tester (u-tester, INVITED, availability missing)', () => {
  beforeEach(() => signInAs('tester'));

  test('title with the year, full name, status and the four tabs; no manager controls', async () => {
    await openSheet();
    expect(screen.getByRole('heading', { level: 1, name: 'Testerdatenblatt 2023' })).toBeInTheDocument();
    expect(screen.getByText('Max Mustermann')).toBeInTheDocument();
    expect(screen.getByText('Status: Eingeladen')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Stammdaten', 'Golfspiel', 'Heimatclub', 'Verfügbarkeit']);
    expect(screen.queryByRole('button', { name: /Status ändern/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zurück/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Max');
    expect(screen.getByLabelText(/^Straße/)).toHaveValue('Musterstraße');
  });

  test('the first section comes first; the others, the buttons and „Meine Daten“ a frame later, only below it', async () => {
    // The browser's frames held until the test runs them.
    const frames: FrameRequestCallback[] = [];
    const held = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      renderDatasheet('/datasheet');
      const firstName = await screen.findByLabelText(/^Vorname/);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByLabelText(/^Straße/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Meine Daten' })).not.toBeInTheDocument();

      act(() => frames.splice(0).forEach((frame) => frame(0)));
      const street = await screen.findByLabelText(/^Straße/);
      expect(firstName.compareDocumentPosition(street) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const save = screen.getByRole('button', { name: 'Speichern' });
      expect(street.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Meine Daten' })).toBeInTheDocument();
    } finally {
      held.mockRestore();
    }
  });

  test('the warning lists the missing availability, not the handicap', async () => {
    await openSheet();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Bitte ergänzen Sie noch folgende Angaben:');
    expect(warning).toHaveTextContent('Verfügbarkeit');
    expect(warning).not.toHaveTextContent('HCPI');
  });

  test('the consent text links the obligation declaration 2024', async () => {
    await openSheet();
    expect(screen.getByRole('link', { name: 'Verpflichtungserklärung 2024' })).toHaveAttribute(
      'href',
      'https://www.example.org/dtp/Verpflichtungserklaerung_2024.pdf',
    );
  });

  test('the consent text links the privacy page (links.privacyUrl) in a new tab', async () => {
    await openSheet();
    const privacy = screen.getByRole('link', { name: 'Datenschutzhinweisen' });
    expect(privacy).toHaveAttribute('href', getConfig().links.privacyUrl);
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.closest('p')).toHaveTextContent('Wie wir Ihre Angaben verarbeiten, erfahren Sie in den Datenschutzhinweisen.');
  });

  test('address, birth year and handicap are required for a tester; a tab switch is refused while errors exist', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.clear(screen.getByLabelText(/^Straße/));
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie einen Wert für Straße ein.')).toBeInTheDocument();
    await user.click(tab('Golfspiel'));
    expect(await screen.findByText(TAB_REFUSED_MESSAGE)).toBeInTheDocument();
    expect(tab('Stammdaten')).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText(/^Straße/), 'Neue Straße');
    await user.tab();
    await user.click(tab('Golfspiel'));
    await waitFor(() => expect(tab('Golfspiel')).toHaveAttribute('aria-selected', 'true'));
    const handicap = screen.getByLabelText(/^HCPI/);
    await user.clear(handicap);
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie einen Wert für HCPI ein.')).toBeInTheDocument();
    await user.type(handicap, '19,5');
    await user.tab();
    expect(await screen.findByText(/Die Obergrenze für das Handicap liegt bei 18,4/)).toBeInTheDocument();
  });

  test('an incomplete sheet does not lock the tabs: untouched gaps let the tester look at Verfügbarkeit', async () => {
    const user = userEvent.setup();
    await asAccount('manager', async () => {
      const { dataSheet } = await datasheetApi.load('u-tester');
      const input = dataSheetInputOf(dataSheet, dataSheet.playableClubs, 'u-tester');
      await datasheetApi.save({ ...input, address: { ...input.address, street: '', city: '' } });
    });
    await openSheet();
    expect(screen.getByLabelText(/^Straße/)).toHaveValue('');
    await user.click(tab('Verfügbarkeit'));
    await waitFor(() => expect(tab('Verfügbarkeit')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByText(TAB_REFUSED_MESSAGE)).not.toBeInTheDocument();

    // After a save attempt the gaps count: the tab of the first error shows, and leaving it is refused.
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(tab('Stammdaten')).toHaveAttribute('aria-selected', 'true'));
    await user.click(tab('Golfspiel'));
    expect(await screen.findByText(TAB_REFUSED_MESSAGE)).toBeInTheDocument();
    expect(tab('Stammdaten')).toHaveAttribute('aria-selected', 'true');
  }, 20_000);

  test('the email is shown but only managers and admins may change it', async () => {
    await openSheet();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByText('Ihre Email-Adresse kann nur von CMC geändert werden.')).toBeInTheDocument();
  });

  test('Absenden without availability is refused and shows the availability tab', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte geben Sie Ihre Verfügbarkeit für mindestens einen Club und eine Welle an.')).toBeInTheDocument();
    expect(tab('Verfügbarkeit')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('availability table: wave headers with weeks, distance per club, select-all', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.click(tab('Verfügbarkeit'));
    const table = await screen.findByRole('table', { name: 'Verfügbarkeit je Club und Welle' });
    expect(within(table).getByRole('columnheader', { name: /Welle 1\s*KW \d+/ })).toBeInTheDocument();
    expect(within(table).getAllByText(/^\d+ km$|^Entfernung unbekannt$/).length).toBeGreaterThan(0);
    const cells = within(table).getAllByRole('checkbox');
    expect(cells.every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    // Stacked on a phone, each checkbox line is labelled with its wave and weeks.
    expect(cells[0]?.closest('td')?.dataset.label).toMatch(/^Welle \d · KW \d+/);
    await user.click(screen.getByRole('checkbox', { name: 'Alle auswählen' }));
    expect(within(table).getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Alle auswählen' }));
    expect(within(table).getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  test('marks a wave, sends after the confirm dialog: success notice and every field read-only', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.click(tab('Verfügbarkeit'));
    const [first] = await screen.findAllByRole('checkbox', { name: /Welle 1 verfügbar/ });
    await user.click(first!);
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Datenblatt absenden?' });
    expect(dialog).toHaveTextContent('nur noch nach Rücksprache mit CMC');
    await user.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Ihr Datenblatt wurde übermittelt.')).toBeInTheDocument();
    expect(screen.getByText('Status: Abgeschickt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Verfügbarkeit je Club und Welle' })).getAllByRole('checkbox')[0]).toBeDisabled();
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    const saved = await datasheetApi.load();
    expect(saved.dataSheet.progress).toBe('SENT');
    expect(saved.dataSheet.availability.length).toBe(1);
  });

  test('Speichern saves the changes; a reload shows them', async () => {
    const user = userEvent.setup();
    const view = await openSheet();
    const profession = screen.getByLabelText(/^Beruf/);
    await user.clear(profession);
    await user.type(profession, 'Architekt');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    view.unmount();
    await openSheet();
    expect(screen.getByLabelText(/^Beruf/)).toHaveValue('Architekt');
  });

  test('a save of a sheet a manager released meanwhile is refused as changed meanwhile and keeps what the user typed', async () => {
    const user = userEvent.setup();
    await openSheet();
    await sendElsewhere('manager', datasheetCalls.setProgress, { progress: 'RELEASED', userId: 'u-tester' });
    const profession = screen.getByLabelText(/^Beruf/);
    await user.clear(profession);
    await user.type(profession, 'Pilot');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().apiError).toBe('Jemand anderes hat diesen Datensatz inzwischen geändert.'));
    expect(useAppStore.getState().reloadOffered).toBe(true);
    expect(screen.getByLabelText(/^Beruf/)).toHaveValue('Pilot');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  test('home club: one membership is the Vollmitgliedschaft; choosing a club from the searchable table adds one', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.click(tab('Heimatclub'));
    expect(await screen.findByRole('heading', { name: 'Heimatclub (Vollmitgliedschaft)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Golfclubs zur Auswahl als Heimatclub' });
    const buttons = await within(table).findAllByRole('button', { name: /auswählen$/ });
    const search = screen.getByLabelText('Club suchen');
    await user.type(search, 'zzz-kein-club{Enter}');
    expect(await within(table).findByText('Keine passenden Golfclubs gefunden.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '{Enter}');
    const choose = (await within(table).findAllByRole('button', { name: /auswählen$/ }))[0]!;
    expect(buttons.length).toBeGreaterThan(1);
    await user.click(choose);
    expect(await screen.findByRole('heading', { name: 'Heimatclubs' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Mitglied bis/)).toHaveLength(2);
  });

  test('leaving with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.type(screen.getByLabelText(/^Beruf/), ' und Golfer');
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(screen.getByLabelText(/^Beruf/)).toHaveValue('Ingenieur und Golfer');
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Seite verlassen' }));
    expect(await screen.findByRole('heading', { name: 'Andere Seite' })).toBeInTheDocument();
  });

  test('without changes a link leaves at once', async () => {
    const user = userEvent.setup();
    await openSheet();
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    expect(await screen.findByRole('heading', { name: 'Andere Seite' })).toBeInTheDocument();
  });
});

describe('notices', () => {
  test('a submitted sheet (u-tester2, SENT): success notice, read-only, every field disabled, no Speichern', async () => {
    signInAs('tester2');
    await openSheet();
    expect(screen.getByText('Ihr Datenblatt wurde übermittelt.')).toBeInTheDocument();
    expect(screen.getByText(/Änderungen sind nur noch nach Rücksprache mit CMC möglich/)).toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    for (const field of screen.getAllByRole('combobox')) expect(field).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Absenden' })).not.toBeInTheDocument();
    await userEvent.setup().click(tab('Heimatclub'));
    expect(await screen.findByRole('heading', { name: 'Heimatclub (Vollmitgliedschaft)' })).toBeInTheDocument();
    expect(screen.queryByText('Club auswählen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
  });

  test('a sent sheet never locks the tabs, even with gaps no field lets the tester fix', async () => {
    const user = userEvent.setup();
    await asAccount('manager', async () => {
      const { dataSheet } = await datasheetApi.load('u-tester2');
      const input = dataSheetInputOf(dataSheet, dataSheet.playableClubs, 'u-tester2');
      await datasheetApi.save({ ...input, address: { ...input.address, street: '' }, birthYear: null });
    });
    signInAs('tester2');
    await openSheet();
    for (const name of ['Golfspiel', 'Verfügbarkeit', 'Stammdaten']) {
      await user.click(tab(name));
      await waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'));
    }
    expect(screen.queryByText(TAB_REFUSED_MESSAGE)).not.toBeInTheDocument();
  });

  test.each([
    ['RELEASED', 'Status: Freigegeben'],
    ['ASSIGNED', 'Status: Einteilung abgeschlossen'],
  ] as const)('a %s sheet shows the success notice', async (progress, status) => {
    signInAs('tester2');
    await asAccount('manager', async () => {
      await datasheetApi.setProgress({ progress: 'RELEASED', userId: 'u-tester2' });
      if (progress === 'ASSIGNED') await datasheetApi.setProgress({ progress: 'ASSIGNED', userId: 'u-tester2' });
    });
    await openSheet();
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByText('Ihr Datenblatt wurde übermittelt.')).toBeInTheDocument();
  });

  test('INITIAL: not yet marked as tester, and the season-not-started warning with the configured contact', async () => {
    signInAs('tester');
    await asAccount('manager', () => datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester' }));
    await openSheet();
    expect(screen.getByText('Sie sind noch nicht als Tester vorgemerkt.')).toBeInTheDocument();
    const warning = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Saison ist noch nicht gestartet.'))!;
    expect(warning).toHaveTextContent(
      'Saison ist noch nicht gestartet. Bitte wenden Sie sich an CMC (cmc@example.org, Tel. +49 89 123456-0), um Unterstützung zu erhalten.',
    );
    expect(within(warning).getByRole('link', { name: 'cmc@example.org' })).toHaveAttribute('href', 'mailto:cmc@example.org');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
  });

  test('a missing handicap is listed in the warning', async () => {
    signInAs('tester');
    await asAccount('manager', async () => {
      const { dataSheet } = await datasheetApi.load('u-tester');
      const input = dataSheetInputOf(dataSheet, dataSheet.playableClubs, 'u-tester');
      await datasheetApi.save({ ...input, golfData: { ...input.golfData, handicap: null } });
    });
    await openSheet();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Handicap-Index (HCPI)');
    expect(warning).toHaveTextContent('Verfügbarkeit');
  });

  test("an account the platform does not know yet is an applicant: their own sheet in 'Angelegt' with the not-yet-a-tester notice", async () => {
    signInUnknownTester();
    renderDatasheet();
    expect(await screen.findByText('Sie sind noch nicht als Tester vorgemerkt.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /^Testerdatenblatt \d{4}$/ })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('nina.neu@example.de');
    expect(useAppStore.getState().apiError).toBeNull();
  });

  test('a sheet that cannot be loaded shows the registration thank-you notice and no error badge', async () => {
    setTransport(async () => ({ status: 404, statusText: 'Not Found', data: { message: 'Das Datenblatt wurde nicht gefunden.' } }));
    signInUnknownTester();
    renderDatasheet();
    expect(await screen.findByText('Vielen Dank für Ihre Registrierung!')).toBeInTheDocument();
    expect(screen.getByText(/Ihr Zugang wird in Kürze freigeschaltet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Testerdatenblatt' })).toBeInTheDocument();
    expect(useAppStore.getState().apiError).toBeNull();
    // Only the thank-you notice: the season warning shows only when the server says so (showSeasonNotYetStarted).
    expect(screen.queryByText(/Saison ist noch nicht gestartet/)).not.toBeInTheDocument();
  });
});

describe('a manager on /datasheet/u-tester', () => {
  beforeEach(() => signInAs('manager'));

  test('the tester’s sheet with back button, Feedback and Sonstiges tabs, status menu and editable email', async () => {
    await openSheet('/datasheet/u-tester?navigateBack=%2Ftesters%2Fshow%2Fu-tester');
    expect(screen.getByText('Max Mustermann')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Stammdaten', 'Golfspiel', 'Heimatclub', 'Verfügbarkeit', 'Feedback', 'Sonstiges']);
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/testers/show/u-tester');
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
    expect(screen.getByLabelText(/^Breitengrad/)).toHaveValue('53,5503');
  });

  test('back goes to /datasheets without navigateBack', async () => {
    await openSheet('/datasheet/u-tester');
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/datasheets');
  });

  test('managers are exempt from the tester-only required fields', async () => {
    const user = userEvent.setup();
    await openSheet('/datasheet/u-tester');
    await user.clear(screen.getByLabelText(/^Straße/));
    await user.tab();
    await user.click(tab('Golfspiel'));
    await waitFor(() => expect(tab('Golfspiel')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByText(/Bitte geben Sie einen Wert für Straße ein/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^HCPI/));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    const { dataSheet } = await datasheetApi.load('u-tester');
    expect(dataSheet.golfData.handicap).toBeNull();
    expect(dataSheet.address.street).toBe('');
    // Last name stays required for everyone.
    await user.click(tab('Stammdaten'));
    await user.clear(screen.getByLabelText(/^Nachname/));
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie einen Wert für Nachname ein.')).toBeInTheDocument();
  });

  test('the comment is shown and saved in Sonstiges', async () => {
    const user = userEvent.setup();
    await openSheet('/datasheet/u-tester');
    await user.click(tab('Sonstiges'));
    const comment = await screen.findByLabelText(/^Bemerkung/);
    await user.type(comment, 'Sehr zuverlässig.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await datasheetApi.load('u-tester')).dataSheet.comment).toBe('Sehr zuverlässig.');
  });

  test('the Feedback tab shows the feedback view or, when it cannot be loaded, the German notice', async () => {
    const user = userEvent.setup();
    await openSheet('/datasheet/u-tester');
    await user.click(tab('Feedback'));
    expect(await screen.findByText('Das Feedback kann derzeit nicht angezeigt werden.')).toBeInTheDocument();
  });

  test('status menu: only allowed actions are enabled; Freigeben asks and sets RELEASED', async () => {
    const user = userEvent.setup();
    await openSheet('/datasheet/u-tester2');
    expect(screen.getByText('Status: Abgeschickt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Status ändern' }));
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Einteilung abschließen' })).toHaveAttribute('data-disabled');
    expect(within(menu).getByRole('menuitem', { name: 'Einladen' })).not.toHaveAttribute('data-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Freigeben?' });
    expect(dialog).toHaveTextContent('Das Datenblatt von Erika Musterfrau erhält den Status „Freigegeben“.');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Status: Freigegeben')).toBeInTheDocument();
    expect((await datasheetApi.load('u-tester2')).dataSheet.progress).toBe('RELEASED');
  });

  test('an unknown user: a notice instead of the form', async () => {
    renderDatasheet('/datasheet/u-unbekannt');
    expect(await screen.findByText('Für diesen Benutzer ist noch kein Datenblatt vorhanden.')).toBeInTheDocument();
  });
});
