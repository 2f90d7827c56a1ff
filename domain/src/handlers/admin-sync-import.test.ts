import { testsApi } from '@dtp/api-client';
import { adminApi, historyApi, SyncImportTexts, testingsApi } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, setupDemo } from '../../test-support';
import type { TestingProgress } from '@dtp/contract/statuses';

// 'Sync Tests' in the external mode (issue 43, item 6): the outside form site's export (CSV or JSON) names the
// tests whose questionnaire is in; the import moves those with an agreed tee time to 'Test eingegangen' and
// reports the rest in German. Through the real client against the demo server.

const BOM = '\uFEFF';
const file = (content: string | Uint8Array, name: string) => new File([content as BlobPart], name);

/** Four tests of the season, put in the states the import tells apart, and one test of an earlier season. */
function scene(h: DemoHarness) {
  const state = h.server.state();
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const ofSeason = state.testings.filter((t) => season.has(t.waveId));
  const earlier = state.testings.find((t) => !season.has(t.waveId));
  if (ofSeason.length < 4 || !earlier) throw new Error('the seed has too few tests');
  const put = (index: number, progress: TestingProgress) => {
    const testing = ofSeason[index]!;
    testing.progress = progress;
    return testing.id;
  };
  return { teeTime: put(0, 'TEE_TIME'), teeTime2: put(1, 'TEE_TIME'), done: put(2, 'TRAVEL_SUBMITTED'), assigned: put(3, 'ASSIGNED'), earlier: earlier.id };
}

const progressOf = (h: DemoHarness, id: number) => h.server.state().testings.find((t) => t.id === id)?.progress;

describe("'Sync Tests' imports the form site's export (external mode)", () => {
  it('a CSV (semicolons, BOM, CRLF, quoted fields): matched tests become DONE, the rest is reported by row', async () => {
    const h = setupDemo('admin');
    const s = scene(h);
    const csv =
      `${BOM}Eintrag;"Test-ID";Datum;Kommentar\r\n` +
      `1;${s.teeTime};14.06.2023;"Gut; sehr ""gut"""\r\n` +
      `2;${s.done};15.06.2023;\r\n` +
      `3;999999;16.06.2023;"zwei\r\nZeilen"\r\n` +
      `4;${s.teeTime};;nochmal\r\n` +
      `\r\n` +
      `5;abc;;\r\n` +
      `6;;;ohne Id\r\n` +
      `7;${s.assigned};;\r\n` +
      `8;${s.earlier};;\r\n` +
      `9; ${s.teeTime2} ;17.06.2023;\r\n`;
    const report = await adminApi.importExport(file(csv, 'export.csv'), 'Test-ID', 'Datum');
    expect(report).toEqual({
      format: 'csv',
      columns: ['Eintrag', 'Test-ID', 'Datum', 'Kommentar'],
      rows: 9,
      counts: { matched: 2, alreadyDone: 1, notReady: 1, unknown: 2, duplicates: 1, invalid: 2 },
      matched: [
        { row: 2, testingId: s.teeTime, date: '14.06.2023' },
        { row: 11, testingId: s.teeTime2, date: '17.06.2023' },
      ],
      alreadyDone: [{ row: 3, testingId: s.done, date: '15.06.2023' }],
      notReady: [{ row: 9, testingId: s.assigned, date: null, progress: 'ASSIGNED' }],
      // The quoted comment across two lines is one row: the rows are the file's records, the header row 1.
      unknown: [
        { row: 4, testingId: 999999 },
        { row: 10, testingId: s.earlier },
      ],
      duplicates: [{ testingId: s.teeTime, rows: [2, 5] }],
      invalid: [
        { row: 7, value: 'abc' },
        { row: 8, value: '' },
      ],
    });
    expect(progressOf(h, s.teeTime)).toBe('DONE');
    expect(progressOf(h, s.teeTime2)).toBe('DONE');
    expect(progressOf(h, s.done)).toBe('TRAVEL_SUBMITTED');
    expect(progressOf(h, s.assigned)).toBe('ASSIGNED');
    // Staff see the change in the test and its history ('Verlauf').
    await expect(testingsApi.load(s.teeTime)).resolves.toMatchObject({ progress: 'DONE' });
    expect((await historyApi.ofTesting(s.teeTime)).some((entry) => entry.subject === 'TESTING' && entry.toLabel === 'Test eingegangen')).toBe(true);
    // A second import changes nothing more: the tests are in.
    const again = await adminApi.importExport(file(csv, 'export.csv'), 'Test-ID');
    expect(again.counts).toEqual({ matched: 0, alreadyDone: 3, notReady: 1, unknown: 2, duplicates: 1, invalid: 2 });
    expect(again.alreadyDone[0]).toEqual({ row: 2, testingId: s.teeTime, date: null });
  });

  it('a CSV with commas, LF and no BOM; the column named in another case; a file without a name', async () => {
    const h = setupDemo('admin');
    const s = scene(h);
    const csv = `name,testid,submitted\n"Müller, Eva",${s.teeTime},2023-06-14\nSchmidt,${s.done},2023-06-15\n`;
    const report = await adminApi.importExport(new Blob([csv]), 'TestId');
    expect(report).toMatchObject({
      format: 'csv',
      columns: ['name', 'testid', 'submitted'],
      rows: 2,
      matched: [{ row: 2, testingId: s.teeTime, date: null }],
      alreadyDone: [{ row: 3, testingId: s.done, date: null }],
    });
  });

  it('a JSON array of objects: numbers or digit strings as ids, entries numbered from 1', async () => {
    const h = setupDemo('admin');
    const s = scene(h);
    const json = JSON.stringify([
      { id: 1, testId: s.teeTime, submittedAt: '2023-06-14T10:00:00Z' },
      { id: 2, testId: String(s.teeTime2), submittedAt: '2023-06-15T10:00:00Z', extra: true },
      { id: 3, testId: 12.5 },
      { id: 4, testId: null },
      'kein Objekt',
      { id: 6, testId: s.teeTime },
    ]);
    const report = await adminApi.importExport(file(`${BOM}${json}`, 'export.json'), 'testId', 'submittedAt');
    expect(report).toEqual({
      format: 'json',
      columns: ['id', 'testId', 'submittedAt', 'extra'],
      rows: 6,
      counts: { matched: 2, alreadyDone: 0, notReady: 0, unknown: 0, duplicates: 1, invalid: 3 },
      matched: [
        { row: 1, testingId: s.teeTime, date: '2023-06-14T10:00:00Z' },
        { row: 2, testingId: s.teeTime2, date: '2023-06-15T10:00:00Z' },
      ],
      alreadyDone: [],
      notReady: [],
      unknown: [],
      duplicates: [{ testingId: s.teeTime, rows: [1, 6] }],
      invalid: [
        { row: 3, value: '12.5' },
        { row: 4, value: '' },
        { row: 5, value: 'kein Objekt' },
      ],
    });
    expect(progressOf(h, s.teeTime2)).toBe('DONE');
  });

  it('refuses, in German next to the field: no file, no CSV/JSON, another encoding, a missing column', async () => {
    const h = setupDemo('admin');
    const s = scene(h);
    const before = JSON.stringify(h.server.state());
    const form = new FormData();
    form.append('testIdColumn', 'Test-ID');
    expect(await refusal(adminApi.syncImport(form))).toMatchObject({ status: 400, fieldErrors: { file: SyncImportTexts.noFile } });
    const csv = `Test-ID;Datum\n${s.teeTime};14.06.2023\n`;
    const refused = async (promise: Promise<unknown>) => (await refusal(promise)).fieldErrors;
    expect(await refused(adminApi.importExport(file(csv, 'export.xlsx'), 'Test-ID'))).toEqual({ file: SyncImportTexts.notCsvOrJson });
    expect(await refused(adminApi.importExport(file(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 6, 0]), 'export.csv'), 'Test-ID'))).toEqual({ file: SyncImportTexts.notCsvOrJson });
    expect(await refused(adminApi.importExport(file(new Uint8Array([0x54, 0x65, 0x73, 0x74, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]), 'export.csv'), 'Test-ID'))).toEqual({ file: SyncImportTexts.notUtf8 });
    expect(await refused(adminApi.importExport(file('', 'export.csv'), 'Test-ID'))).toEqual({ file: SyncImportTexts.empty });
    expect(await refused(adminApi.importExport(file('{"testId": 1}', 'export.json'), 'testId'))).toEqual({ file: SyncImportTexts.jsonNotArray });
    expect(await refused(adminApi.importExport(file('[{"testId": 1},', 'export.json'), 'testId'))).toEqual({ file: SyncImportTexts.jsonUnreadable });
    expect(await refused(adminApi.importExport(file(csv, 'export.csv'), ' '))).toEqual({ testIdColumn: SyncImportTexts.noTestIdColumn });
    expect(await refused(adminApi.importExport(file(csv, 'export.csv'), 'testId'))).toEqual({ testIdColumn: 'Die Spalte „testId“ gibt es in der Datei nicht. Vorhanden: „Test-ID“, „Datum“.' });
    expect(await refused(adminApi.importExport(file(csv, 'export.csv'), 'Test-ID', 'Eingang'))).toEqual({ dateColumn: 'Die Spalte „Eingang“ gibt es in der Datei nicht. Vorhanden: „Test-ID“, „Datum“.' });
    expect(JSON.stringify(h.server.state())).toBe(before);
  });

  it('is for admins only: a manager and a tester get 403 and change nothing', async () => {
    const h = setupDemo('admin');
    const s = scene(h);
    const csv = `Test-ID\n${s.teeTime}\n`;
    for (const account of ['manager', 'tester'] as const) {
      h.signInAs(account);
      await expect(adminApi.importExport(file(csv, 'export.csv'), 'Test-ID')).rejects.toMatchObject({ status: 403 });
    }
    expect(progressOf(h, s.teeTime)).toBe('TEE_TIME');
    h.signInAs('admin');
    await expect(adminApi.importExport(file(csv, 'export.csv'), 'Test-ID')).resolves.toMatchObject({ counts: { matched: 1 } });
  });

  it("the tester's test shows it in at once ('Test eingegangen')", async () => {
    const h = setupDemo('admin');
    const state = h.server.state();
    const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
    const own = state.testings.find((t) => t.userId === 'u-tester2' && t.progress === 'TEE_TIME' && season.has(t.waveId));
    if (!own) throw new Error('the seed has no agreed test of u-tester2');
    await adminApi.importExport(file(`Test-ID\n${own.id}\n`, 'export.csv'), 'Test-ID');
    h.signInAs('tester2');
    await expect(testsApi.load(own.id)).resolves.toMatchObject({ progress: 'DONE' });
  });
});
