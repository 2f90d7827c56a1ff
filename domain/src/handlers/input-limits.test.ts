import { clubInputOf, testerInputOf } from '@dtp/contract/test-support';
import { dataSheetInputOf } from '@dtp/contract/datasheet';
import { fieldMessages as m } from '@dtp/contract/field-rules';
import { clubsApi, datasheetApi, travelApi } from '@dtp/api-client';
import { emailsApi, panelsApi, usersApi, wavesApi } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, setupDemo } from '../../test-support';

// Every text field has a length limit (issue 46, item 8): the server refuses more with the field's German message at
// the field's path, the message the form's rule (the same contract field rule) shows. Feedback remarks (2000): in
// cmc-feedback.test.ts and club-feedback.test.ts; questionnaire answers and review texts: their own tests.

const x = (n: number) => 'x'.repeat(n);

/** The field errors of a refused save: its status 400 and its fields' messages. */
async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string> | undefined> {
  const error = await refusal(promise);
  expect(error.status).toBe(400);
  return error.fieldErrors;
}

describe('the data sheet (POST /datasheet)', () => {
  it('refuses names, phone numbers and address fields over their limits, and takes them at the limit', async () => {
    setupDemo('tester');
    const input = dataSheetInputOf((await datasheetApi.load()).dataSheet);
    expect(
      await fieldErrorsOf(
        datasheetApi.save({
          ...input,
          firstName: x(101),
          lastName: x(101),
          contact: { ...input.contact, phone: x(51), mobile: x(51) },
          address: { ...input.address, street: x(201), streetNo: x(21), zip: x(21), city: x(101), state: x(101), country: x(101) },
        }),
      ),
    ).toEqual({
      firstName: m.max('Vorname', 100),
      lastName: m.max('Nachname', 100),
      'contact.phone': m.max('Telefon', 50),
      'contact.mobile': m.max('Mobil', 50),
      'address.street': m.max('Straße', 200),
      'address.streetNo': m.max('Hausnummer', 20),
      'address.zip': m.max('PLZ', 20),
      'address.city': m.max('Ort', 100),
      'address.state': m.max('Bundesland', 100),
      'address.country': m.max('Land', 100),
    });
    const saved = await datasheetApi.save({ ...input, firstName: x(100), contact: { ...input.contact, phone: x(50) } });
    expect(saved.dataSheet).toMatchObject({ firstName: x(100), contact: { phone: x(50) } });
  });
});

describe('the tester form (POST /user)', () => {
  it('refuses a too long name, profession, comment, email and training place', async () => {
    setupDemo('manager');
    const input = testerInputOf(await usersApi.load('u-tester'));
    const instructions = [{ executedAt: '2023-03-01', place: x(201), online: false }];
    const email = `${x(64)}@${x(63)}.${x(63)}.${x(63)}.de`;
    expect(
      await fieldErrorsOf(
        usersApi.save({ ...input, lastName: x(101), profession: x(256), comment: x(2049), contact: { ...input.contact, email }, instructions }),
      ),
    ).toEqual({
      lastName: m.max('Nachname', 100),
      profession: m.max('Beruf', 255),
      comment: m.max('Bemerkung', 2048),
      'contact.email': m.email(),
      'instructions.0.place': m.max('Ort der Einweisung', 200),
    });
  });
});

describe('the club (POST /club)', () => {
  it('refuses every text over its limit, in lists and both addresses too', async () => {
    setupDemo('manager');
    const club = clubInputOf(await clubsApi.load(1));
    const person = { name: x(101), type: x(101), email: `a@${x(250)}.de`, phone: x(51) };
    expect(
      await fieldErrorsOf(
        clubsApi.save({
          ...club,
          name: x(201),
          invoiceName: x(201),
          homepage: `https://www.golf.de/${x(500)}`,
          comment: x(2049),
          phone: x(51),
          manager: x(101),
          managerPhone: x(51),
          president: x(101),
          presidentPhone: x(51),
          premiumTestContact: x(101),
          contactPersons: [person],
          resultRecipients: [`b@${x(250)}.de`],
          address: { ...club.address, street: x(201) },
          invoiceAddress: { ...club.invoiceAddress, zip: x(21), city: x(101) },
        }),
      ),
    ).toEqual({
      name: m.max('Name', 200),
      invoiceName: m.max('Rechnungsname', 200),
      homepage: m.max('Homepage', 500),
      comment: m.max('Bemerkungen', 2048),
      phone: m.max('Telefon', 50),
      manager: m.max('Clubmanager', 100),
      managerPhone: m.max('Telefon Clubmanager', 50),
      president: m.max('Präsident', 100),
      presidentPhone: m.max('Telefon Präsident', 50),
      premiumTestContact: m.max('Ansprechpartner Premium-Test', 100),
      'contactPersons.0.name': m.max('Name', 100),
      'contactPersons.0.type': m.max('Position', 100),
      'contactPersons.0.email': m.email(),
      'contactPersons.0.phone': m.max('Telefon', 50),
      'resultRecipients.0': m.email(),
      'address.street': m.max('Straße', 200),
      'invoiceAddress.zip': m.max('PLZ', 20),
      'invoiceAddress.city': m.max('Ort', 100),
    });
  });
});

describe('waves and panels', () => {
  /** A wave of the season as POST /wave takes it. */
  const waveOf = (h: DemoHarness) => {
    const wave = h.server.state().waves.find((w) => w.year === h.server.state().seasonYear);
    if (!wave) throw new Error('the seed has a wave in the season');
    return { id: wave.id, start: wave.start, end: wave.end, progress: wave.progress };
  };

  it('take no free text: a wave refuses a long start with the date message, a panel anything but its statuses', async () => {
    const h = setupDemo('manager');
    expect(await fieldErrorsOf(wavesApi.save({ ...waveOf(h), start: x(5000) }))).toEqual({ start: m.date() });
    const panel = h.server.state().panels[0];
    const error = await refusal(panelsApi.save({ panelId: panel?.id ?? -1, progress: x(5000) as never }));
    expect(error).toMatchObject({ status: 400, fieldErrors: { progress: expect.any(String) } });
  });
});

describe('the travel claim (POST /travel)', () => {
  it('refuses a bank name over 100 and a comment over 2048 characters', async () => {
    const h = setupDemo('tester');
    const done = h.server.state().testings.find((t) => t.userId === 'u-tester' && t.progress === 'DONE');
    const claim = { id: done?.id ?? -1, iban: 'DE89 3704 0044 0532 0130 00', bank: x(101), greenfee: 85, distance: 42, restaurant: null, misc: null, comment: x(2049) };
    expect(await fieldErrorsOf(travelApi.save(claim))).toEqual({ bank: m.max('Bank', 100), comment: m.max('Bemerkung', 2048) });
    await expect(travelApi.save({ ...claim, bank: x(100), comment: x(2048) })).resolves.toMatchObject({ bank: x(100) });
  });
});

describe('a mail composed by staff (POST /email/send)', () => {
  it('refuses a subject over 200 and a content over 20000 characters, and queues nothing', async () => {
    const h = setupDemo('manager');
    const before = h.server.state().emails.length;
    const mail = { recipientGroup: 'ALL' as const, waveNumber: null, emailType: 'MISC' as const };
    expect(await fieldErrorsOf(emailsApi.send({ ...mail, subject: x(201), content: x(20_001) }))).toEqual({
      subject: m.max('Betreff', 200),
      content: m.max('Inhalt', 20_000),
    });
    expect(h.server.state().emails).toHaveLength(before);
  });
});
