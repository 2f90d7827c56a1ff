import { clubInputOf, travelInputOf } from '@dtp/contract/test-support';
import { clubsApi, MAX_RECEIPTS_PER_CLAIM, RECEIPTS_TOO_LARGE_MESSAGE, TOO_MANY_RECEIPTS_MESSAGE, travelApi, travelCalls, useAppStore } from '@dtp/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, IBAN, receiptFile, releasedElsewhere, renderTravel, resetAll, seedSavedClaimWithReceipt, sendElsewhere, setDemoConfig, signInAs } from '../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);

async function ownClaimId(): Promise<number> {
  const { travels } = await travelApi.list();
  const id = travels[0]?.id;
  if (id === undefined) throw new Error('no claim');
  return id;
}

async function openClaim(id: number, query = '') {
  renderTravel(`/travels/travel/${id}${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Spesenabrechnung' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Speichern' });
const uploadInput = () => screen.getByLabelText('Beleg hochladen');
const uploadButton = () => screen.getByRole('button', { name: 'Beleg hochladen: Datei auswählen' });
const sum = () => screen.getByTestId('travel-sum');

async function fillClaim(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^IBAN/), IBAN);
  await user.type(field(/^Bank/), 'Commerzbank');
  await user.type(field(/^Greenfee/), '80');
  await user.type(field(/^Gefahrene km/), '100');
  await user.type(field(/^Restaurant/), '25,5');
  await user.type(field(/^Sonstiges/), '4,50');
  await user.tab();
}

describe('an open claim (never saved)', () => {
  beforeEach(() => signInAs('tester'));

  test('four cards, club and weeks, back to /travels, no hints, no release yet', async () => {
    const id = await ownClaimId();
    const claim = await travelApi.load(id);
    await openClaim(id);
    for (const name of ['Bankdaten', 'Ausgaben', 'Belege', 'Bemerkungen']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(new RegExp(`${claim.club.name} · ${claim.weeks}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/travels');
    expect(field(/^IBAN \(22 Zeichen\)/)).toHaveValue('');
    expect(field(/^Restaurant \(max\. 60 EUR\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Ihre Spesenabrechnung ist gespeichert/)).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).not.toBeInTheDocument();
    expect(screen.getByText('Noch keine Belege hochgeladen.')).toBeInTheDocument();
    expect(screen.getByText('Erlaubt sind PDF, JPG, JPEG und PNG bis maximal 20 MB.')).toBeInTheDocument();
  });

  test('navigateBack decides where Zurück leads', async () => {
    await openClaim(await ownClaimId(), '?navigateBack=%2Fdashboard');
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/dashboard');
  });

  test.each(['https://evil.example/x', '//evil.example', '/\\evil.example'])(
    'an off-site navigateBack (%s) is never followed: Zurück leads to /travels',
    async (value) => {
      await openClaim(await ownClaimId(), `?navigateBack=${encodeURIComponent(value)}`);
      expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/travels');
    },
  );

  test('the live sum: greenfee + restaurant + misc + km × 0,40 EUR in German format', async () => {
    const user = userEvent.setup();
    await openClaim(await ownClaimId());
    expect(sum()).toHaveTextContent('0,00 €');
    await fillClaim(user);
    expect(field(/^Greenfee/)).toHaveValue('80,00');
    expect(field(/^Restaurant/)).toHaveValue('25,50');
    expect(sum()).toHaveTextContent('Fahrtkosten: 100 km × 0,40 € = 40,00 €');
    expect(sum()).toHaveTextContent('Summe150,00 €');
    await user.clear(field(/^Sonstiges/));
    await user.tab();
    expect(sum()).toHaveTextContent('Summe145,50 €');
  });

  test("amounts typed with a phone keypad's '.' become '12,50'; what the rule refuses is not summed", async () => {
    const user = userEvent.setup();
    await openClaim(await ownClaimId());
    await user.type(field(/^Greenfee/), '12.50');
    await user.tab();
    expect(field(/^Greenfee/)).toHaveValue('12,50');
    expect(sum()).toHaveTextContent('Summe12,50 €');
    await user.type(field(/^Restaurant/), '1.234');
    await user.tab();
    expect(await screen.findByText(/Restaurant.* als Komma-Zahl ein/)).toBeInTheDocument();
    // The refused amount makes the sum unreadable instead of counting 1.234 €.
    expect(sum()).not.toHaveTextContent('1.246,50');
  });

  test('the rules: required fields, IBAN format and checksum, km whole number 0 to 400', async () => {
    const user = userEvent.setup();
    await openClaim(await ownClaimId());
    await user.click(saveButton());
    expect(await screen.findByText('Bitte geben Sie einen Wert für IBAN ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Bank ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Greenfee ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Gefahrene km ein.')).toBeInTheDocument();

    await user.type(field(/^IBAN/), 'DE12 34');
    await user.type(field(/^Gefahrene km/), '401');
    await user.tab();
    expect(
      await screen.findByText('Bitte geben Sie die IBAN in folgendem Format ein: DE34 5678 9012 3456 1234 78 (Leerzeichen dürfen ausgelassen werden)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gefahrene km darf höchstens 400 betragen.')).toBeInTheDocument();
    await user.clear(field(/^Gefahrene km/));
    await user.type(field(/^Gefahrene km/), '12,5');
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie eine ganze Zahl ein')).toBeInTheDocument();
  });

  test('a receipt is required to save; wrong types are refused before upload; upload, preview and delete', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const id = await ownClaimId();
    await openClaim(id);
    await fillClaim(user);
    await user.click(saveButton());
    expect(await screen.findByText('Bitte laden Sie mindestens einen Beleg hoch.')).toBeInTheDocument();
    expect((await travelApi.load(id)).progress).toBe('OPEN');

    await user.upload(uploadInput(), receiptFile('notiz.txt', 'text/plain'));
    expect(await screen.findByText(/Die Datei „notiz\.txt“ kann nicht hochgeladen werden/)).toBeInTheDocument();
    expect(await travelApi.attachments(id)).toEqual([]);

    await user.upload(uploadInput(), receiptFile('tankbeleg.png'));
    const list = await screen.findByRole('list', { name: 'Hochgeladene Belege' });
    expect(within(list).getByText('tankbeleg.png')).toBeInTheDocument();
    expect(screen.queryByText('Bitte laden Sie mindestens einen Beleg hoch.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vorschau des Belegs tankbeleg.png' }));
    expect(await screen.findByRole('img', { name: 'Vorschau des Belegs tankbeleg.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.click(screen.getByRole('button', { name: 'Beleg tankbeleg.png löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Beleg löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Belege hochgeladen.')).toBeInTheDocument();
    expect(await travelApi.attachments(id)).toEqual([]);
  });

  test('with 10 receipts the upload is disabled and says why; deleting one opens it again', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    for (let n = 1; n <= MAX_RECEIPTS_PER_CLAIM; n++) await travelApi.uploadAttachment(id, receiptFile(), `beleg-${n}.png`);
    await openClaim(id);
    expect(uploadButton()).toBeDisabled();
    expect(uploadInput()).toHaveAccessibleDescription(expect.stringContaining(TOO_MANY_RECEIPTS_MESSAGE));

    await user.click(screen.getByRole('button', { name: 'Beleg beleg-1.png löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Beleg löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(uploadInput()).not.toHaveAccessibleDescription(expect.stringContaining(TOO_MANY_RECEIPTS_MESSAGE));
  });

  test('two files picked at once with 9 receipts: the first goes up, the second is refused without a call', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    for (let n = 1; n < MAX_RECEIPTS_PER_CLAIM; n++) await travelApi.uploadAttachment(id, receiptFile(), `beleg-${n}.png`);
    await openClaim(id);
    const uploads = jest.spyOn(travelApi, 'uploadAttachment');
    try {
      await user.upload(uploadInput(), [receiptFile('zehn.png'), receiptFile('elf.png')]);
      await screen.findByText('zehn.png');
      await waitFor(() => expect(uploadButton()).toBeDisabled());
      expect(uploadInput()).toHaveAccessibleDescription(expect.stringContaining(TOO_MANY_RECEIPTS_MESSAGE));
      expect(uploads).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('elf.png')).not.toBeInTheDocument();
    } finally {
      uploads.mockRestore();
    }
  });

  test("the server's refusal of a receipt shows at the upload: the tenth arrived from another device meanwhile", async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    for (let n = 1; n < MAX_RECEIPTS_PER_CLAIM; n++) await travelApi.uploadAttachment(id, receiptFile(), `beleg-${n}.png`);
    await openClaim(id);
    expect(uploadButton()).toBeEnabled();
    const form = new FormData();
    form.append('testingId', String(id));
    form.append('file', receiptFile(), 'vom-handy.png');
    await sendElsewhere('tester', travelCalls.uploadAttachment, form);

    await user.upload(uploadInput(), receiptFile('noch-einer.png'));
    await waitFor(() => expect(uploadInput()).toHaveAccessibleDescription(expect.stringContaining(TOO_MANY_RECEIPTS_MESSAGE)));
    expect(screen.queryByText('noch-einer.png')).not.toBeInTheDocument();
    expect((await travelApi.attachments(id)).map((a) => a.fileName)).not.toContain('noch-einer.png');
  });

  test('a receipt that would take the claim over 50 MB is refused at the upload, without a call', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    const mb = (n: number, name: string) => receiptFile(name, 'application/pdf', n * 1024 * 1024);
    await travelApi.uploadAttachment(id, mb(20, 'eins.pdf'), 'eins.pdf');
    await travelApi.uploadAttachment(id, mb(20, 'zwei.pdf'), 'zwei.pdf');
    await openClaim(id);
    const uploads = jest.spyOn(travelApi, 'uploadAttachment');
    try {
      await user.upload(uploadInput(), mb(11, 'drei.pdf'));
      await waitFor(() => expect(uploadInput()).toHaveAccessibleDescription(expect.stringContaining(RECEIPTS_TOO_LARGE_MESSAGE)));
      expect(uploads).not.toHaveBeenCalled();
      expect(uploadButton()).toBeEnabled();
    } finally {
      uploads.mockRestore();
    }
  });

  test("the server's refusal for the claim's 50 MB shows at the upload: receipts arrived from another device meanwhile", async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    await openClaim(id);
    for (const name of ['eins.pdf', 'zwei.pdf']) {
      const form = new FormData();
      form.append('testingId', String(id));
      form.append('file', receiptFile(name, 'application/pdf', 20 * 1024 * 1024), name);
      await sendElsewhere('tester', travelCalls.uploadAttachment, form);
    }

    await user.upload(uploadInput(), receiptFile('drei.pdf', 'application/pdf', 11 * 1024 * 1024));
    await waitFor(() => expect(uploadInput()).toHaveAccessibleDescription(expect.stringContaining(RECEIPTS_TOO_LARGE_MESSAGE)));
    expect((await travelApi.attachments(id)).map((a) => a.fileName)).not.toContain('drei.pdf');
  });

  test('a PDF receipt shows a file icon with its name and opens in a new tab, not as a broken image', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await openClaim(await ownClaimId());
      await user.upload(uploadInput(), receiptFile('quittung.pdf', 'application/pdf'));
      const list = await screen.findByRole('list', { name: 'Hochgeladene Belege' });
      expect(within(list).getByTestId('pdf-icon')).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: /^Vorschau/ })).not.toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Beleg quittung.pdf in neuem Tab öffnen' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });

  test('saving with a receipt submits the claim; release with the confirm dialog makes it read-only without bank data', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    await openClaim(id);
    await user.upload(uploadInput(), receiptFile('quittung.pdf', 'application/pdf'));
    await screen.findByText('quittung.pdf');
    await fillClaim(user);
    await user.click(saveButton());
    expect(await screen.findByText(/Ihre Spesenabrechnung ist gespeichert/)).toBeInTheDocument();
    expect(await travelApi.load(id)).toMatchObject({ progress: 'SUBMITTED', iban: IBAN, greenfee: 80, distance: 100, restaurant: 25.5, misc: 4.5 });
    expect(field(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');

    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Spesenabrechnung freigeben?' });
    expect(dialog).toHaveTextContent('innerhalb von 14 Tagen');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt freigeben' }));

    expect(await screen.findByText(/wurde freigegeben und an den Club weitergeleitet/)).toBeInTheDocument();
    expect(field(/^IBAN/)).toHaveValue('');
    expect(field(/^IBAN/)).toBeDisabled();
    expect(field(/^Greenfee/)).toBeDisabled();
    expect(field(/^Greenfee/)).toHaveValue('80,00');
    expect(screen.getByRole('textbox', { name: /^Bemerkung/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Beleg hochladen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /löschen$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beleg quittung.pdf in neuem Tab öffnen' })).toBeInTheDocument();
    expect(await travelApi.load(id)).toMatchObject({ progress: 'RELEASED', readonly: true, iban: '', bank: '' });
  });

  test('release waits for unsaved changes to be saved, and asks for a receipt', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    const saved = await travelApi.save({ ...travelInputOf(await travelApi.load(id)), iban: IBAN, bank: 'Sparkasse', greenfee: 70, distance: 50 });
    expect(saved.showReleaseButton).toBe(true);
    await openClaim(id);
    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Bitte laden Sie mindestens einen Beleg hoch.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(field(/^Bank/), ' Berlin');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeDisabled();
    expect(screen.getByText('Bitte speichern Sie Ihre Änderungen, bevor Sie die Spesenabrechnung freigeben.')).toBeInTheDocument();
  });

  test('a failed save keeps every typed value', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    await openClaim(id);
    await user.upload(uploadInput(), receiptFile());
    await screen.findByText('beleg.png');
    await fillClaim(user);
    // Meanwhile the claim was saved and released elsewhere: the save is refused (409, 'Neu laden' offered).
    await releasedElsewhere(id);
    useAppStore.getState().reset();
    await user.click(saveButton());
    await waitFor(() => expect(useAppStore.getState().reloadOffered).toBe(true));
    expect(useAppStore.getState().errorMessage).toMatch(/„Neu laden“ zeigt die geänderte Fassung/);
    expect(field(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(field(/^Bank/)).toHaveValue('Commerzbank');
    expect(field(/^Greenfee/)).toHaveValue('80,00');
    expect(field(/^Gefahrene km/)).toHaveValue('100');
    expect(saveButton()).toBeEnabled();
  });

  test('a claim a manager saved meanwhile: the save is refused with „Neu laden“ offered, nothing written, the input stays', async () => {
    const user = userEvent.setup();
    const id = await ownClaimId();
    await seedSavedClaimWithReceipt(id);
    await openClaim(id);
    await sendElsewhere('manager', travelCalls.save, { ...travelInputOf(await sendElsewhere('manager', travelCalls.load, id)), greenfee: 99 });
    useAppStore.getState().reset();
    await user.clear(field(/^Greenfee/));
    await user.type(field(/^Greenfee/), '75');
    await user.click(saveButton());
    await waitFor(() => expect(useAppStore.getState().reloadOffered).toBe(true));
    expect(useAppStore.getState().apiError).toBe('Jemand anderes hat diesen Datensatz inzwischen geändert.');
    expect(field(/^Greenfee/)).toHaveValue('75,00');
    expect(await travelApi.load(id)).toMatchObject({ greenfee: 99 });
  });

  test('leaving with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    await openClaim(await ownClaimId());
    await user.type(field(/^Bank/), 'Sparkasse');
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(field(/^Bank/)).toHaveValue('Sparkasse');
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    await user.click(await screen.findByRole('button', { name: 'Seite verlassen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/travels$/));
  });
});

describe('a saved and a released claim', () => {
  test('saved: the submitted hint and the release button', async () => {
    signInAs('tester');
    const id = await ownClaimId();
    await seedSavedClaimWithReceipt(id);
    await openClaim(id);
    expect(screen.getByText(/Ihre Spesenabrechnung ist gespeichert/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeEnabled();
    expect(field(/^Bank/)).toHaveValue('Sparkasse');
    expect(sum()).toHaveTextContent('Summe90,00 €');
  });

  test('released, seen by a manager: the manager hint, bank data can be entered again and released once more', async () => {
    const user = userEvent.setup();
    signInAs('tester');
    const id = await ownClaimId();
    await seedSavedClaimWithReceipt(id);
    await travelApi.release({ id });
    signInAs('manager');
    await openClaim(id);
    expect(screen.getByText(/bereits freigegeben\. Um sie erneut freizugeben/)).toBeInTheDocument();
    // Until the mail server accepted the club's mail, the bank data is held for it (never shown).
    expect(screen.getByText('Die Bankdaten werden nur noch für die Email an den Club aufbewahrt und gelöscht, sobald der Mailserver sie angenommen hat.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).not.toBeInTheDocument();
    expect(field(/^IBAN/)).toBeEnabled();
    await user.type(field(/^IBAN/), IBAN);
    await user.type(field(/^Bank/), 'Volksbank');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Freigeben' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt freigeben' }));
    await waitFor(() => expect(field(/^IBAN/)).toHaveValue(''));
    expect(await asAccount('manager', () => travelApi.load(id))).toMatchObject({ iban: '', bank: '', progress: 'RELEASED' });
  });

  test('the club has no email address: next to a disabled Freigeben the tester reads why, the manager what to do', async () => {
    signInAs('tester');
    const id = await ownClaimId();
    const saved = await seedSavedClaimWithReceipt(id);
    await asAccount('manager', async () => clubsApi.save({ ...clubInputOf(await clubsApi.load(saved.club.id)), email: '' }));
    await openClaim(id);
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeDisabled();
    expect(screen.getByText(`Der Club ${saved.club.name} hat keine Email-Adresse, an die Ihre Spesenabrechnung gehen kann. Sobald CMC sie eingetragen hat, können Sie sie freigeben.`)).toBeInTheDocument();
    cleanup();
    signInAs('manager');
    await openClaim(id);
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeDisabled();
    expect(screen.getByText(`Der Club ${saved.club.name} hat keine Email-Adresse. Bitte tragen Sie sie im Club ein, bevor Sie die Spesenabrechnung freigeben.`)).toBeInTheDocument();
    expect(field(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  test("another tester's claim is not available", async () => {
    signInAs('tester');
    const id = await ownClaimId();
    signInAs('tester2');
    await openClaim(id);
    expect(screen.getByText('Diese Spesenabrechnung ist nicht verfügbar.')).toBeInTheDocument();
    expect(useAppStore.getState().apiError).toBe('Zugriff verweigert.');
  });
});

describe('a manager opens a claim from the dashboard (staff gate)', () => {
  test("the manager sees the tester's claim, and Zurück leads to navigateBack or the dashboard", async () => {
    signInAs('tester');
    const id = await ownClaimId();
    signInAs('manager');
    await openClaim(id);
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('region', { name: 'Bankdaten' })).toBeInTheDocument();
  });
});
