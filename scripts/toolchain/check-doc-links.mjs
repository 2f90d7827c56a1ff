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
/** The specification's documents: they live outside this repository, so their headings are not checked here. */
const EXTERNAL_DOCS = new Set(['shell-and-tester.md', 'back-office.md']);

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

function checkReferences(problems, file, lines) {
  for (const [lineNo, line] of lines) {
    const where = `${rel(file)}:${lineNo}`;
    for (const match of line.matchAll(OLD_FORM)) {
      if (EXTERNAL_DOCS.has(path.basename(match[1]))) continue;
      problems.push(`${where}: ${match[1]} '${match[2]}…' — write the reference as path/to/file.md#anchor`);
    }
    for (const match of line.matchAll(DOC_REF)) {
      const [, target, anchor] = match;
      if (EXTERNAL_DOCS.has(path.basename(target))) continue;
      // A bare README.md without a folder means the nearest one; only paths with a folder or an anchor are checked.
      if (anchor === undefined && !target.includes('/')) continue;
      checkTarget(problems, where, file, target, anchor, { linkStyle: false });
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
  }
  const broken = [...new Set(problems)];
  if (broken.length > 0) {
    console.error(`Doc links: ${broken.length} broken:\n${broken.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Doc links: ${markdown.length} markdown files and ${sources.length} source files, every link and doc reference resolves.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
