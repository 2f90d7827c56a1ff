// Checks the links between the docs and the code (issue 30): no doc and no code comment points at a
// file or heading that does not exist.
//   node scripts/toolchain/check-doc-links.mjs      (npm test runs it right after lint)
// (a) Every relative link in every *.md outside node_modules: the file exists; a #anchor names a heading
//     of the linked .md file (GitHub's slugs: lowercase, spaces → '-', punctuation dropped except '-'
//     and '_', umlauts kept; a repeated heading gets -1, -2, …).
// (b) Doc references in source files (*.ts, *.tsx, *.js, *.mjs, *.cjs, *.sh, *.json, .ci/run) and in
//     *.md text, in the one form `path/to/file.md#anchor` (repo-relative, or relative to the file):
//     the file and the heading exist. A path ending in .md without an anchor must exist. The older
//     forms `README 'Heading'`, `README section 'Heading'`, `X's README ('Heading')` and
//     `X.md 'Heading'` are reported, since they do not say which README they mean.
// (c) Spec references (issue 42) in source files and *.md text: the spec's documents are in docs/spec/. A reference
//     names sections by number after the word spec or a document's name — `spec section 8`, `(spec 7, no timeout)`,
//     `Spec 8:`, `spec sections 2 and 6`, `spec section 2, both documents`, `both specs' section 4`,
//     `shell spec 5 'Tee time form'`, `back-office spec 9`, `spec back-office section 5`,
//     `spec back-office.md sections 2 'Compose email', 4, 5 and 8`, `shell-and-tester.md section 7`,
//     `back-office.md 4.2` — and each number must be a numbered heading (`## 4. …`, `### 4.2 …`) of the document
//     it names; of at least one document when it names none, of each for `both`. Every document named as the
//     spec's (`back-office.md`, `shell-and-tester.md` without a folder, `spec some.md`) must be a file in docs/spec/.
//     `the spec's 10 s` is no reference (a possessive, and a number with a unit never is one); quoted titles are
//     read past, not checked.
// Plain Node, no dependency. Exits 1 and lists each broken reference as file:line.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders never read: dependencies, builds, generated output, local data. */
const SKIP_DIRS = new Set([
  'node_modules', '.git', '.node', 'dist', 'data', 'bench-results', 'test-results', 'playwright-report', 'coverage',
]);
const SOURCE_EXT = /\.(ts|tsx|js|mjs|cjs|sh|json)$/;
const EXTRA_SOURCES = ['.ci/run'];
/** The specification's documents, copied into the repository (docs/spec/README.md). */
const SPEC_DIR = 'docs/spec';
/** The two documents by name: a reference to either must find it in SPEC_DIR. */
const SPEC_DOCS = ['shell-and-tester.md', 'back-office.md'];
/** The short names the code gives them ('shell spec 5', 'back office spec 9', 'spec back-office section 5'). */
const SPEC_ALIASES = new Map([
  ['shell', 'shell-and-tester.md'], ['shell-and-tester', 'shell-and-tester.md'],
  ['back-office', 'back-office.md'], ['back office', 'back-office.md'],
]);

/** GitHub's heading slug (github-slugger): lowercase, punctuation and symbols dropped except '-' and '_', each space → '-'. */
export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it before slugging: links → their text, no code ticks, no HTML tags. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .trim();
}

/** Lines outside fenced code blocks, as [lineNumber, text]. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const open = line.match(/^\s*(```+|~~~+)/);
    if (open) {
      if (!fence) fence = open[1][0];
      else if (open[1][0] === fence) fence = null;
      return;
    }
    if (!fence) out.push([i + 1, line]);
  });
  return out;
}

/** The anchors a markdown text offers: one per heading (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, line] of proseLines(markdown)) {
    const heading = line.match(/^ {0,3}#{1,6}\s+(.*)$/);
    if (heading) {
      const base = slugify(headingText(heading[1]));
      let slug = base;
      let n = seen.get(base) ?? 0;
      while (anchors.has(slug)) slug = `${base}-${++n}`;
      seen.set(base, n);
      anchors.add(slug);
    }
    for (const id of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The section numbers a markdown text has as numbered headings: '## 4. States' → '4', '### 4.2 Session' → '4.2'. */
export function sectionNumbersOf(markdown) {
  const numbers = new Set();
  for (const [, line] of proseLines(markdown)) {
    const heading = line.match(/^ {0,3}#{1,6}\s+(\d+(?:\.\d+)*)\.?(?:\s|$)/);
    if (heading) numbers.add(heading[1]);
  }
  return numbers;
}

// A section number: '8', '4.2'; not part of a longer number or word, and never a quantity ('10 s', '2000 ms', '20 MB').
const SECTION_NUMBER = String.raw`\d+(?:\.\d+)*(?!\.?\w)(?!\s?(?:(?:s|ms|px|KB|MB|km|EUR|seconds?|minutes?|hours?|days?|weeks?|years?|characters?)\b|[€%]))`;
const QUOTED_TITLE = String.raw`'[^'\n]*'`;
// One or more numbers, each optionally with quoted titles: "2 'Own tests' and 'Single test page', and section 9",
// "2 'Compose email', 4, 5 and 8", "4 'Session', section 8".
const SECTION_LIST = (() => {
  const item = String.raw`${SECTION_NUMBER}(?:\s*${QUOTED_TITLE}(?:(?:\s*,\s*|\s+and\s+)${QUOTED_TITLE})*)?`;
  const separator = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:sections?\s+)?`;
  return String.raw`${item}(?:${separator}${item})*`;
})();
const SECTION_WORD = String.raw`(?:(?:sections?|§)\s*)?`;
const DOC_ALIAS = String.raw`shell-and-tester|shell|back-office|back office`;
// (1) The word spec, a document before or after it, then the numbers: 'shell spec 5', 'spec back-office.md section 2',
//     'spec section 2, both documents', "both specs' section 4". Not "the spec's 10 s" (a possessive).
// (2) A spec document's name, then the numbers: 'shell-and-tester.md section 7', '`back-office.md` 4.2'.
const SPEC_REF = new RegExp(
  String.raw`(?<![\w@./-])(?:(?:(both|${DOC_ALIAS})\s+)?spec(?:s'?)?(?![\w'’-])(?:\s+\x60?([\w.-]+\.md|${DOC_ALIAS})\x60?)?\s+${SECTION_WORD}(${SECTION_LIST})(,?\s+\(?both\s+(?:documents|specs)\b(?!'))?` +
    String.raw`|\x60?(shell-and-tester\.md|back-office\.md)\x60?(?:'s)?\s+${SECTION_WORD}(${SECTION_LIST}))`,
  'gi',
);
// A document named as the spec's: 'back-office.md' or 'shell-and-tester.md' without a folder, or 'spec some.md'.
const SPEC_DOC_MENTION = /(?<![\w@./-])(?:spec\s+`?([\w.-]+\.md)|(shell-and-tester\.md|back-office\.md))(?![\w.-]*\w)/gi;

/** A document name or short name as the file name in docs/spec/. */
const specDocName = (name) => SPEC_ALIASES.get(name.toLowerCase().replace(/\s+/g, ' ')) ?? name;

/**
 * The spec references in one line of text: { text, docs, each, sections }. `docs` lists the documents it names
 * (empty: none, any document will do); `each` when it names both and every section must be in each.
 */
export function specReferencesOf(line) {
  const refs = [];
  for (const match of line.matchAll(SPEC_REF)) {
    const [text, qualifier, docAfter, list, both, docFirst, listAfterDoc] = match;
    const named = docFirst ?? docAfter ?? (qualifier && qualifier.toLowerCase() !== 'both' ? qualifier : undefined);
    const each = !named && (Boolean(both) || qualifier?.toLowerCase() === 'both');
    const docs = named ? [specDocName(named)] : each ? [...SPEC_DOCS] : [];
    const numbers = (list ?? listAfterDoc).replace(new RegExp(QUOTED_TITLE, 'g'), '').match(/\d+(?:\.\d+)*/g);
    refs.push({ index: match.index, text: text.replace(/`/g, '').trim(), docs, each, sections: numbers });
  }
  return refs;
}

/** A comment's or quote's lead at the start of a line: ' * ', '// ', '# ', '{/* ', '> '. */
const LINE_LEAD = /^\s*(?:\/\/+|\{?\/\*+|\*|#|<!--|>)?\s*/;

/**
 * The spec references of numbered lines ([lineNumber, text]) as { lineNo, …reference }. A reference may run on into
 * the next line ('shell-and-tester.md' ⏎ ' * section 7'): it belongs to the line it starts on.
 */
export function specReferencesOfLines(lines) {
  const refs = [];
  lines.forEach(([lineNo, line], i) => {
    const next = lines[i + 1];
    const joined = next && next[0] === lineNo + 1 ? `${line} ${next[1].replace(LINE_LEAD, '')}` : line;
    for (const ref of specReferencesOf(joined)) if (ref.index < line.length) refs.push({ lineNo, ...ref });
  });
  return refs;
}

/** The documents a line names as the spec's (each must be a file in docs/spec/). */
export function specDocMentionsOf(line) {
  return [...line.matchAll(SPEC_DOC_MENTION)].map((match) => specDocName(match[1] ?? match[2]));
}

function selfTest() {
  const cases = [
    ['API server (`api-server/`)', 'api-server-api-server'],
    ['Operations: one process per embedded database, backups and restore', 'operations-one-process-per-embedded-database-backups-and-restore'],
    ['Validation (`src/validation/`) — spec section 5', 'validation-srcvalidation--spec-section-5'],
    ['Größe & Übersicht', 'größe--übersicht'],
    ['snake_case and kebab-case', 'snake_case-and-kebab-case'],
    ['Versions (no lost updates, issue 16)', 'versions-no-lost-updates-issue-16'],
  ];
  for (const [heading, slug] of cases) {
    const got = slugify(headingText(heading));
    if (got !== slug) throw new Error(`check-doc-links self-test: '${heading}' → '${got}', expected '${slug}'`);
  }
  const repeated = anchorsOf('# A\n## Tests\n```\n# not a heading\n```\n## Tests\n## Tests\n');
  const expected = ['a', 'tests', 'tests-1', 'tests-2'];
  if ([...repeated].join() !== expected.join()) {
    throw new Error(`check-doc-links self-test: repeated headings gave ${[...repeated].join()}, expected ${expected.join()}`);
  }
  const sections = sectionNumbersOf('# Spec\n## 1. What\n## 2. Screens\n### Route table\n### 2.1 Login\n```\n## 3. Fenced\n```\n');
  if ([...sections].join() !== '1,2,2.1') {
    throw new Error(`check-doc-links self-test: numbered headings gave ${[...sections].join()}, expected 1,2,2.1`);
  }
  // Each line → its references as 'documents|sections' ('*' any document, '&' each of both); '' for none.
  const references = [
    ['/** Spec section 8, error catalogue. */', '*|8'],
    ['no request timeout (spec 7). */', '*|7'],
    ["nothing aborts by itself: spec 7, no timeout). */", '*|7'],
    ['/** Spec 8: the season-not-started warning */', '*|8'],
    ['Every route of the platform in one table (spec section 2, both documents): path', '&|2'],
    ["The status lists of both specs' section 4 (and the enumerations", '&|4'],
    ["spec section 1, both specs' section 3", '*|1 &|3'],
    ['/** Sidebar entries, the username (spec sections 2 and 6). */', '*|2,6'],
    ["Stammdaten (spec 3 and 5 'Tester base data'). Managers", '*|3,5'],
    ["(shell spec 5 'Tee time form', back-office spec 5 'Testing'): required", 'shell-and-tester.md|5 back-office.md|5'],
    ['/** Waves numbered 1 to 5 (email filter, back office spec 9). */', 'back-office.md|9'],
    ['A list of email addresses (spec back-office section 5, result recipients): Enter', 'back-office.md|5'],
    ["(spec back-office.md sections 2 'Compose email', 4, 5 and 8). */", 'back-office.md|2,4,5,8'],
    ["(spec back-office.md section 2 'Panel list', 'Panel detail'). */", 'back-office.md|2'],
    ["spec section 2 'Own tests' and 'Single test page', and section 9's guidance.", '*|2,9'],
    ['Every call of the two spec tables: shell-and-tester.md', ''],
    ['section 7 and back-office.md section 7. Alternatives', 'back-office.md|7'],
    ['/** Spec shell-and-tester.md section 6, one function per capability. */', 'shell-and-tester.md|6'],
    ['see `back-office.md` 4.2 and shell-and-tester.md 3.1', 'back-office.md|4.2 shell-and-tester.md|3.1'],
    ["logs the user out“ (shell-and-tester.md section 4 'Session', section 8)", 'shell-and-tester.md|4,8'],
    ["it closes itself after the spec's 10 s", ''],
    ['the spec 10 s, the spec 2000 ms and the spec 20 MB', ''],
    ['spec-deviations.md section 3, e2e/tests/feedback.spec.ts 2, DESIGN.md section 6', ''],
    ["Spec texts verbatim (shell-and-tester.md 'Tester feedback'", ''],
  ];
  for (const [line, want] of references) {
    const got = specReferencesOf(line)
      .map((ref) => `${ref.each ? '&' : ref.docs.join('+') || '*'}|${ref.sections.join()}`)
      .join(' ');
    if (got !== want) throw new Error(`check-doc-links self-test: spec references in '${line}' → '${got}', expected '${want}'`);
  }
  const twoLines = specReferencesOfLines([
    [29, ' * Every call of the two spec tables: shell-and-tester.md'],
    [30, ' * section 7 and back-office.md section 7. Alternatives'],
    [31, '   spec sections 2 and'],
    [33, '   6 (a gap: not read on)'],
  ]).map((ref) => `${ref.lineNo}:${ref.docs.join('+') || '*'}|${ref.sections.join()}`);
  if (twoLines.join(' ') !== '29:shell-and-tester.md|7 30:back-office.md|7 31:*|2') {
    throw new Error(`check-doc-links self-test: references over two lines gave ${twoLines.join(' ')}`);
  }
  const mentions = specDocMentionsOf("spec `back-office.md` 'X', shell-and-tester.md, spec other.md, docs/spec/back-office.md, spec-deviations.md");
  if (mentions.join() !== 'back-office.md,shell-and-tester.md,other.md') {
    throw new Error(`check-doc-links self-test: spec documents named gave ${mentions.join()}`);
  }
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name), out);
    } else if (entry.isFile()) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file);
}

/** Where a reference from `from` points: relative to its folder for markdown links, else repo-relative first. */
function resolveTarget(target, from, { linkStyle }) {
  const decoded = decodeURIComponent(target);
  const candidates = linkStyle
    ? [path.resolve(path.dirname(from), decoded)]
    : [path.resolve(root, decoded), path.resolve(path.dirname(from), decoded)];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function checkTarget(problems, where, from, target, anchor, options) {
  const file = target === '' ? from : resolveTarget(target, from, options);
  if (!file) {
    problems.push(`${where}: '${target}${anchor ? `#${anchor}` : ''}' — no such file`);
    return;
  }
  if (anchor === undefined || anchor === '') return;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return;
  if (!anchorsOfFile(file).has(decodeURIComponent(anchor).toLowerCase())) {
    problems.push(`${where}: '${target}#${anchor}' — ${rel(file)} has no heading with that anchor`);
  }
}

/** Replaces inline code spans by spaces, so links shown as code are not read as links. */
const withoutCode = (line) => line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));

// `path.md#anchor` (the one form) and `path/with/slash.md` without an anchor, not inside a URL.
const DOC_REF = /(?<![\w@./:-])((?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)*\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
// The older forms: README 'X', README section 'X', README ('X'), some.md 'X' (a quoted heading after a doc's name).
const OLD_FORM = /(?<![\w@./:-])((?:[\w@.-]+\/)*(?:README(?:\.md)?|[\w@.-]+\.md))`?(?:(?:'s)?\s+(?:section\s+)?\(?\s*|\s*\()'([^'\n]*)/g;

/** The spec's documents in docs/spec/ (its README aside): name → the numbers of its numbered headings. */
let specDocuments;
function specDocs() {
  if (!specDocuments) {
    const dir = path.join(root, SPEC_DIR);
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md') : [];
    specDocuments = new Map(names.map((name) => [name, sectionNumbersOf(readFileSync(path.join(dir, name), 'utf8'))]));
  }
  return specDocuments;
}
const isSpecDoc = (name) => SPEC_DOCS.includes(name) || specDocs().has(name);

function checkReferences(problems, file, lines) {
  for (const [lineNo, line] of lines) {
    const where = `${rel(file)}:${lineNo}`;
    for (const match of line.matchAll(OLD_FORM)) {
      // A spec document's quoted titles ('Tester feedback') are bold lead-ins, not headings; (c) checks its name.
      if (isSpecDoc(path.basename(match[1]))) continue;
      problems.push(`${where}: ${match[1]} '${match[2]}…' — write the reference as path/to/file.md#anchor`);
    }
    for (const match of line.matchAll(DOC_REF)) {
      const [, target, anchor] = match;
      if (isSpecDoc(path.basename(target)) && !target.includes('/')) {
        // 'back-office.md#7-the-calls-it-makes' is the spec's document; that it exists is checked by (c).
        const inSpec = `${SPEC_DIR}/${target}`;
        if (anchor !== undefined && existsSync(path.join(root, inSpec))) {
          checkTarget(problems, where, file, inSpec, anchor, { linkStyle: false });
        }
        continue;
      }
      // A bare README.md without a folder means the nearest one; only paths with a folder or an anchor are checked.
      if (anchor === undefined && !target.includes('/')) continue;
      checkTarget(problems, where, file, target, anchor, { linkStyle: false });
    }
  }
}

/** (c) Each spec document named exists in docs/spec/, and each section number is a numbered heading there. */
function checkSpecReferences(problems, file, lines) {
  const spec = specDocs();
  const inSpec = (doc) => `${SPEC_DIR}/${doc}`;
  for (const [lineNo, line] of lines) {
    for (const doc of specDocMentionsOf(line)) {
      if (!spec.has(doc)) problems.push(`${rel(file)}:${lineNo}: '${doc}' — no such spec document in ${SPEC_DIR}/`);
    }
  }
  for (const ref of specReferencesOfLines(lines)) {
    const where = `${rel(file)}:${ref.lineNo}`;
    const text = ref.text.length > 90 ? `${ref.text.slice(0, 89)}…` : ref.text;
    const missingDocs = ref.docs.filter((doc) => !spec.has(doc));
    for (const doc of missingDocs) problems.push(`${where}: '${text}' — no such spec document ${inSpec(doc)}`);
    if (missingDocs.length > 0) continue;
    const docs = ref.docs.length > 0 ? ref.docs : [...spec.keys()];
    for (const section of ref.sections) {
      const without = docs.filter((doc) => !spec.get(doc).has(section));
      if (ref.each ? without.length === 0 : without.length < docs.length) continue;
      const which = ref.each ? without.map(inSpec).join(' and ') : docs.map(inSpec).join(' or ');
      problems.push(`${where}: '${text}' — section ${section} is not a numbered heading of ${which || `${SPEC_DIR}/ (empty)`}`);
    }
  }
}

function checkMarkdown(problems, file) {
  const text = readFileSync(file, 'utf8');
  const lines = proseLines(text);
  for (const [lineNo, line] of lines) {
    const where = `${rel(file)}:${lineNo}`;
    const prose = withoutCode(line);
    const links = [
      ...prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g),
      ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g),
    ];
    for (const [, href] of links) {
      if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const hash = href.indexOf('#');
      const target = hash === -1 ? href : href.slice(0, hash);
      const anchor = hash === -1 ? undefined : href.slice(hash + 1);
      checkTarget(problems, where, file, target, anchor, { linkStyle: true });
    }
  }
  // Doc references written as text (e.g. in code spans): the same rules as in source comments.
  checkReferences(problems, file, lines.map(([n, line]) => [n, line.replace(/\]\([^)]*\)/g, ']()')]));
  // Spec references read the text as it is rendered: '[back-office.md](spec/back-office.md) section 4' names section 4.
  // The spec's own documents are copied unchanged: their 'see section 8' is not ours to check.
  if (path.dirname(rel(file)) === SPEC_DIR && path.basename(file) !== 'README.md') return;
  checkSpecReferences(problems, file, lines.map(([n, line]) => [n, line.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')]));
}

function main() {
  selfTest();
  const files = walk(root);
  const problems = [];
  const markdown = files.filter((file) => file.endsWith('.md'));
  for (const file of markdown) checkMarkdown(problems, file);
  // This file describes the forms it looks for, so it is not read as a user of them.
  const self = fileURLToPath(import.meta.url);
  const sources = files.filter((file) => SOURCE_EXT.test(file) && file !== self);
  for (const extra of EXTRA_SOURCES) if (existsSync(path.join(root, extra))) sources.push(path.join(root, extra));
  for (const file of sources) {
    const lines = readFileSync(file, 'utf8').split('\n').map((line, i) => [i + 1, line]);
    checkReferences(problems, file, lines);
    checkSpecReferences(problems, file, lines);
  }
  const broken = [...new Set(problems)];
  if (broken.length > 0) {
    console.error(`Doc links: ${broken.length} broken:\n${broken.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Doc links: ${markdown.length} markdown files and ${sources.length} source files, every link, doc reference and spec reference resolves.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
