import type { ApiResponse } from '@dtp/contract/api-request';
import { IMPORT_MAX_BYTES, ImportTexts as T, type ImportCheck, type ImportKind } from '@dtp/contract/csv-import';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import { fieldMessages } from '@dtp/contract/field-rules';
import type { TokenIdentity } from '@dtp/contract/identity';
import { blobBytes } from '../blob-bytes';
import { systemClock } from '../clock';
import { createSeedState } from '../seed/seed';
import { createDomainServer } from '../server';
import type { DomainState } from '../state';
import { createMemoryStorage } from '../store/memory-storage';

// Issue 57, items 6 and 7: clubs, testers and past tests from CSV. A dry run lists every row and every German error
// with line and column; the import applies the whole file in one transaction or nothing.

const admin: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.admin, username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] };
const manager: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.manager, username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: ['dtp-manager'] };

function setup(state: DomainState = createSeedState({ scale: 1, clock: systemClock })) {
  const server = createDomainServer({ storage: createMemoryStorage(state), deliverBeforeEachRequest: false });
  const upload = (content: BlobPart, name = 'import.csv') => {
    const form = new FormData();
    form.append('file', new File([content], name, { type: 'text/csv' }));
    return form;
  };
  const check = (kind: ImportKind, content: BlobPart, me = manager): Promise<ApiResponse> =>
    server.handleAs(me, { method: 'POST', path: `/import/${kind}/check`, form: upload(content), token: null });
  const run = (kind: ImportKind, content: BlobPart, me = manager): Promise<ApiResponse> =>
    server.handleAs(me, { method: 'POST', path: `/import/${kind}`, form: upload(content), token: null });
  const get = (me: TokenIdentity, path: string) => server.handleAs(me, { method: 'GET', path, token: null });
  return { state, check, run, get, server };
}

const csv = (...lines: string[]): string => `${lines.join('\r\n')}\r\n`;
const dryRun = (answer: ApiResponse): ImportCheck => {
  expect(answer.status).toBe(200);
  return answer.data as ImportCheck;
};
const snapshot = (state: DomainState): string => JSON.stringify({ users: state.users, clubs: state.clubs, sheets: state.sheets, testings: state.testings, waves: state.waves, panels: state.panels });

describe('testers', () => {
  test('the dry run lists new, changed and unchanged rows and changes nothing; the import then does it, recorded in the Verlauf', async () => {
    const { state, check, run, get } = setup();
    const known = state.users.find((u) => !u.staff && u.contact.email !== '' && u.address.zip !== '50667')!;
    const before = snapshot(state);
    const file = csv(
      'Email;Anrede;Vorname;Nachname;PLZ;Ort;HCPI;Heimatclub',
      `neu.tester@example.de;Frau;Nina;Neumann;50667;Köln;14,2;${state.clubs[0]!.name}`,
      `${known.contact.email.toUpperCase()};;;;50667;;;`,
      // An unknown email without a name: a new tester lacking its required fields.
      'x@example.de;;;;;;;',
    );
    const report = dryRun(await check('testers', file));
    expect(snapshot(state)).toBe(before);
    expect(report.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'CREATE'],
      [3, 'CHANGE'],
      [4, 'ERROR'],
    ]);
    expect(report.rows[1]!.changes).toEqual([`PLZ: ${known.address.zip || '–'} → 50667`]);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { line: 4, column: 'Vorname', message: T.required('Vorname') },
        { line: 4, column: 'Nachname', message: T.required('Nachname') },
        { line: 4, column: 'Anrede', message: T.required('Anrede') },
      ]),
    );

    const fixed = csv('Email;Anrede;Vorname;Nachname;PLZ;Ort;HCPI;Heimatclub', `neu.tester@example.de;Frau;Nina;Neumann;50667;Köln;14,2;${state.clubs[0]!.name}`, `${known.contact.email.toUpperCase()};;;;50667;;;`);
    const done = await run('testers', fixed);
    expect(done).toMatchObject({ status: 200, data: { kind: 'testers', counts: { create: 1, change: 1, skip: 0, error: 0 } } });
    const nina = state.users.find((u) => u.contact.email === 'neu.tester@example.de')!;
    expect(nina).toMatchObject({ salutation: 'MRS', firstName: 'Nina', lastName: 'Neumann', status: 'APPLICANT', golfData: { handicap: 14.2 }, memberships: [{ clubId: state.clubs[0]!.id, end: null }] });
    expect(nina.address.lat).not.toBeNull(); // the postcode's centre, as a saved tester gets it
    expect(state.sheets.some((s) => s.userId === nina.id && s.year === state.seasonYear && s.progress === 'INITIAL')).toBe(true);
    expect(state.users.find((u) => u.id === known.id)!.address.zip).toBe('50667');
    const verlauf = (await get(manager, `/history/user/${known.id}`)).data as { subjectLabel: string; toLabel: string; by: string }[];
    expect(verlauf[0]).toMatchObject({ subjectLabel: 'CSV-Import', toLabel: 'Geändert (CSV-Import): PLZ', by: 'Martin Manager' });

    // The same file again: nothing differs, every row unchanged.
    expect(dryRun(await check('testers', fixed)).counts).toEqual({ create: 0, change: 0, skip: 2, error: 0 });
  });

  test('a duplicate email in the file is an error on both lines; an invalid postcode and email name their column', async () => {
    const { state, check } = setup();
    const report = dryRun(
      await check(
        'testers',
        csv('E-Mail;Anrede;Vorname;Nachname;PLZ', 'a@example.de;Herr;Max;Muster;12345', 'b@example;Herr;Bea;Muster;12345', 'A@example.de;Herr;Max;Muster;1234', 'c@example.de;Herrn;Carl;Muster;'),
      ),
    );
    expect(report.errors).toEqual([
      { line: 2, column: 'E-Mail', message: T.duplicateInFile('E-Mail', [2, 4]) },
      { line: 3, column: 'E-Mail', message: fieldMessages.email() },
      { line: 4, column: 'E-Mail', message: T.duplicateInFile('E-Mail', [2, 4]) },
      { line: 4, column: 'PLZ', message: fieldMessages.postcode() },
      { line: 5, column: 'Anrede', message: T.oneOf(['Herr', 'Frau']) },
    ]);
    expect(report.counts).toEqual({ create: 0, change: 0, skip: 0, error: 4 });
    expect(state.users.some((u) => u.contact.email === 'a@example.de')).toBe(false);
  });

  test('an email two records share is an error (nobody is guessed); a staff member’s email is no tester', async () => {
    const { state, check } = setup();
    const [one, two] = state.users.filter((u) => !u.staff);
    two!.contact.email = one!.contact.email;
    const staff = state.users.find((u) => u.staff && u.contact.email !== '')!;
    const report = dryRun(await check('testers', csv('Email;Ort', `${one!.contact.email};Bonn`, `${staff.contact.email};Bonn`)));
    expect(report.errors).toEqual([
      { line: 2, column: 'Email', message: T.emailOfSeveral },
      { line: 3, column: 'Email', message: T.emailOfStaff },
    ]);
  });

  test('the import is all or nothing: one bad row and no row is taken (400 naming the count)', async () => {
    const { state, run } = setup();
    const before = snapshot(state);
    const answer = await run('testers', csv('Email;Anrede;Vorname;Nachname;HCPI', 'gut@example.de;Herr;Gerd;Gut;12', 'schlecht@example.de;Herr;Sven;Schlecht;54'));
    expect(answer).toMatchObject({ status: 400, data: { message: T.hasErrors(1) } });
    expect(snapshot(state)).toBe(before);
  });

  test('an imported tester signs in for the first time and is linked to the record by the verified email', async () => {
    const { state, run, get } = setup();
    await run('testers', csv('Email;Anrede;Vorname;Nachname;Ort', 'Ina.Import@example.de;Frau;Ina;Import;Hamburg'));
    const record = state.users.find((u) => u.contact.email === 'Ina.Import@example.de')!;
    const ina: TokenIdentity = { sub: '0f6e2b1c-3d4e-4a5b-8c7d-9e0f1a2b3c4d', username: 'ina', name: 'Ina Import', email: 'ina.import@example.de', emailVerified: true, roles: ['dtp-tester'] };
    const sheet = await get(ina, '/datasheet');
    expect(sheet).toMatchObject({ status: 200, data: { dataSheet: { userId: record.id, address: { city: 'Hamburg' } } } });
    expect(state.users.find((u) => u.id === record.id)!.account).toMatchObject({ subject: ina.sub, how: 'EMAIL' });
  });
});

describe('clubs', () => {
  test('matched by name: a change lists old → new, a new club is created with its postcode’s coordinates', async () => {
    const { state, check, run } = setup();
    const club = state.clubs[0]!;
    const file = csv('Name;PLZ;Ort;Leading-Club', `${club.name.toUpperCase()};;;Ja`, 'Golfclub Neuland;20095;Hamburg;nein');
    const report = dryRun(await check('clubs', file));
    expect(report.rows).toEqual([
      { line: 2, action: club.leading ? 'SKIP' : 'CHANGE', label: club.name, changes: club.leading ? [] : ['Leading-Club: Nein → Ja'] },
      { line: 3, action: 'CREATE', label: 'Golfclub Neuland', changes: [] },
    ]);
    await run('clubs', file);
    expect(state.clubs.find((c) => c.id === club.id)!.leading).toBe(true);
    const neu = state.clubs.find((c) => c.name === 'Golfclub Neuland')!;
    expect(neu).toMatchObject({ isTestable: false, address: { zip: '20095', city: 'Hamburg' } });
    expect(neu.lat).not.toBeNull();
    expect(state.history.some((h) => h.subject === `club:${neu.id}` && h.what === 'IMPORT')).toBe(true);
  });

  test('a duplicate name, an invalid email and a wrong yes/no are errors with line and column', async () => {
    const { check } = setup();
    const report = dryRun(await check('clubs', csv('Name;Email;Bewerberclub', 'GC Eins;kein-mail;', 'GC Zwei;;vielleicht', 'gc  eins;;')));
    expect(report.errors).toEqual([
      { line: 2, column: 'Name', message: T.duplicateInFile('Name', [2, 4]) },
      { line: 2, column: 'Email', message: fieldMessages.email() },
      { line: 3, column: 'Bewerberclub', message: T.yesNo },
      { line: 4, column: 'Name', message: T.duplicateInFile('Name', [2, 4]) },
    ]);
  });
});

describe('executed tests of earlier seasons', () => {
  test('an unknown club and an unknown tester are errors with line and column; a current season is refused', async () => {
    const { state, check } = setup();
    const tester = state.users.find((u) => !u.staff && u.contact.email !== '')!;
    const report = dryRun(
      await check('executed-tests', csv('Email;Jahr;Welle;Golfclub', `${tester.contact.email};2021;1;Golfclub Nirgendwo`, `niemand@example.de;2021;1;${state.clubs[0]!.name}`, `${tester.contact.email};${state.seasonYear};2;${state.clubs[0]!.name}`)),
    );
    expect(report.errors).toEqual([
      { line: 2, column: 'Golfclub', message: T.unknownClub('Golfclub Nirgendwo') },
      { line: 3, column: 'Email', message: T.unknownTester('niemand@example.de') },
      { line: 4, column: 'Jahr', message: T.notPastYear(state.seasonYear) },
    ]);
  });

  test("imported tests are the tester's 'Durchgeführte Tests' and the rule 'not the same club again' knows them", async () => {
    const { state, run, get } = setup();
    const lastYear = state.seasonYear - 1;
    // A testing of this season with an available tester who did not test its club last season.
    let found: { testingId: number; userId: string; clubId: number } | undefined;
    for (const testing of state.testings.filter((t) => t.userId === null && t.progress === 'INITIAL')) {
      const answer = await get(manager, `/testing/availableTesters/${testing.id}`);
      const candidate = (answer.data as { id: string; testedClubIn: number | null }[]).find((c) => c.testedClubIn === null);
      if (candidate) {
        found = { testingId: testing.id, userId: candidate.id, clubId: testing.clubId };
        break;
      }
    }
    expect(found).toBeDefined();
    const tester = state.users.find((u) => u.id === found!.userId)!;
    const club = state.clubs.find((c) => c.id === found!.clubId)!;
    const done = await run('executed-tests', csv('Email;Jahr;Welle;Golfclub', `${tester.contact.email};${lastYear};4;${club.name}`, `${tester.contact.email};2015;2;${club.name}`));
    expect(done).toMatchObject({ status: 200, data: { counts: { create: 2, error: 0 } } });

    const executed = (await get(manager, `/user/executedtests/${tester.id}`)).data as { year: number; wave: number; club: string }[];
    expect(executed).toEqual(expect.arrayContaining([expect.objectContaining({ year: lastYear, wave: 4, club: club.name }), expect.objectContaining({ year: 2015, wave: 2, club: club.name })]));
    const available = (await get(manager, `/testing/availableTesters/${found!.testingId}`)).data as { id: string; testedClubIn: number | null }[];
    expect(available.find((c) => c.id === tester.id)).toMatchObject({ testedClubIn: lastYear });
    // 2015 is a past season now, its lists readable.
    expect((await get(manager, '/wave/list/2015')).status).toBe(200);
  });

  test('the same tester twice in a wave is an error on both lines', async () => {
    const { state, check } = setup();
    const tester = state.users.find((u) => !u.staff && u.contact.email !== '')!;
    const [a, b] = state.clubs;
    const report = dryRun(await check('executed-tests', csv('Email;Jahr;Welle;Golfclub', `${tester.contact.email};2019;1;${a!.name}`, `${tester.contact.email};2019;1;${b!.name}`)));
    expect(report.errors).toEqual([
      { line: 2, column: 'Welle', message: T.duplicateInFile('Welle', [2, 3]) },
      { line: 3, column: 'Welle', message: T.duplicateInFile('Welle', [2, 3]) },
    ]);
  });
});

describe('a file that cannot be read: a clear German answer, nothing changed', () => {
  test.each([
    ['a comma-separated file', 'Email,Vorname,Nachname\r\na@example.de,A,B\r\n', T.wrongSeparator('Kommas')],
    ['an unknown column', 'Email;Lieblingsfarbe\r\na@example.de;blau\r\n', T.unknownColumns(['Lieblingsfarbe'], [])],
    ['a file with only the header', 'Email;Vorname\r\n', T.noRows],
    ['an empty file', '', T.empty],
    ['an Excel workbook', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), T.notCsv],
    ['a file in Windows-1252', new Uint8Array([0x45, 0x6d, 0x61, 0x69, 0x6c, 0x0d, 0x0a, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]), T.notUtf8],
  ] as [string, BlobPart, string][])('%s', async (_what, content, message) => {
    const { state, check, run } = setup();
    const before = snapshot(state);
    for (const answer of [await check('testers', content), await run('testers', content)]) {
      expect(answer.status).toBe(400);
      const { message: said } = answer.data as { message: string };
      expect(said.startsWith(message.split('Möglich')[0]!)).toBe(true);
    }
    expect(snapshot(state)).toBe(before);
  });

  test('a file over 5 MB is refused before it is read', async () => {
    const { check } = setup();
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41);
    expect(await check('testers', big)).toMatchObject({ status: 400, data: { message: T.tooLarge } });
  });

  test('a UTF-8 file with BOM, as Excel saves it, is read with its umlauts', async () => {
    const { state, run } = setup();
    await run('clubs', `\uFEFFName;Ort\r\nGolfclub Überlingen;Überlingen\r\n`);
    expect(state.clubs.find((c) => c.name === 'Golfclub Überlingen')?.address.city).toBe('Überlingen');
  });

  test('an unknown kind is a 404; the template is the header and an example row with BOM', async () => {
    const { check, get } = setup();
    expect((await check('members' as ImportKind, 'x')).status).toBe(404);
    const template = await get(manager, '/import/testers/template');
    expect(template.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobBytes(template.data as File));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFEmail;Anrede;Titel;Vorname;Nachname;/);
    expect((template.data as File).name).toBe('Vorlage-Tester.csv');
  });

  test('testers may not import (403)', async () => {
    const { check } = setup();
    const tester: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Tina Tester', email: 'tester@example.de', emailVerified: true, roles: ['dtp-tester'] };
    expect((await check('clubs', 'Name\r\nX\r\n', tester)).status).toBe(403);
    expect((await check('clubs', 'Name\r\nX\r\n', admin)).status).toBe(200);
  });
});
