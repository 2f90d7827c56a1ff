import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES, rel, ROOT, sourceFiles } from './source-graph';

// "One module per text format" (issue 58): a date, a time, a decimal, an amount, a percent or a distance as
// people read it is written by contract/src/german-formats.ts alone; screens (through shared-ui and api-client),
// mails, PDFs, the club's pages and CSV exports call it. Outside it no production source formats them by hand.
const OWNER = 'contract/src/german-formats.ts';

/** The hand-written formats: what each finds, and what to call instead. */
const HAND_WRITTEN: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /split\(\s*(['"`])-\1\s*\)\s*\.reverse\(\)\s*\.join\(\s*(['"`])\.\2\s*\)/, instead: 'germanDate' },
  { pattern: /\.replace\(\s*(['"`])\.\1\s*,\s*(['"`]),\2\s*\)/, instead: 'germanDecimal, germanNumber or germanNumberText' },
  // (Every dot of typed text made a comma, /\./g, is the input's normalisation: shared-ui's decimalComma.)
  { pattern: /\.replace\(\s*\/\\\.\/\s*,\s*(['"`]),\1\s*\)/, instead: 'germanDecimal, germanNumber or germanNumberText' },
  { pattern: /toLocale(?:Date|Time)?String\(\s*(['"`])de(?:-DE)?\1/, instead: 'germanDate, germanDateTime, germanNumber or euroText' },
  { pattern: /Intl\.(?:NumberFormat|DateTimeFormat)\(\s*(['"`])de(?:-DE)?\1/, instead: 'the formats of german-formats.ts' },
];

/** 'file:line what → instead' for every hand-written format in a file's text; comment lines are not code. */
function handWrittenFormats(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\*|\*|\/\/)/.test(line)) return;
    for (const { pattern, instead } of HAND_WRITTEN) {
      const match = pattern.exec(line);
      if (match) found.push(`${file}:${index + 1} ${match[0]} → ${instead}`);
    }
  });
  return found;
}

const isTestOnly = (file: string): boolean => /\.test\.tsx?$/.test(file) || /(^|\/)test-support(\/|\.tsx?$)/.test(file);

describe('text formats written once', () => {
  it('finds each hand-written format, naming file and line', () => {
    const planted = [
      "const a = iso.split('-').reverse().join('.');",
      '// a comment may name x.toFixed(2).replace(".", ",")',
      "const b = sum.toFixed(2).replace('.', ',');",
      'const c = String(n).replace(/\\./, ",");',
      "const d = new Date(at).toLocaleString('de-DE', { dateStyle: 'medium' });",
      "const e = n.toLocaleString('de-DE');",
      "const f = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });",
      'const g = new Intl.DateTimeFormat("de-DE", { year: "numeric" });',
      "const h = new Intl.DateTimeFormat('en-GB', { timeZone });", // a computation, not a text people read
    ].join('\n');
    expect(handWrittenFormats('x.ts', planted).map((line) => line.split(' ')[0])).toEqual(['x.ts:1', 'x.ts:3', 'x.ts:4', 'x.ts:5', 'x.ts:6', 'x.ts:7', 'x.ts:8']);
  });

  it(`no production source outside ${OWNER} formats a date, a number, an amount or a percent by hand`, () => {
    const found: string[] = [];
    for (const pkg of PACKAGES.filter((dir) => dir !== 'test-support' && dir !== 'e2e')) {
      for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
        const name = rel(file);
        if (name === OWNER || isTestOnly(name)) continue;
        found.push(...handWrittenFormats(name, readFileSync(file, 'utf8')));
      }
    }
    expect(found).toEqual([]);
  });
});
