// The pure part of the API report check (scripts/api-report/api-report.mjs): which entry points get a
// report, the version line a report carries, how a changed report is classified (major / minor), and
// whether the package's version or a pending changeset covers that bump. No file system, no compiler:
// api-report.test.mjs tests it alone.

/** Entry points that run on Node only; the same list as NOT_IN_BROWSERS in scripts/build/webpack-app.cjs. */
export const NOT_IN_BROWSERS = new Set(['./test-support', './static-markup']);

/**
 * The packages whose entry points are federation singletons, each with a report per browser entry point.
 * `bundled`: workspace packages whose declarations are written into the report instead of an import line:
 * api-client's entry points re-export most of @dtp/contract, and that surface is part of api-client's version.
 */
export const REPORTED_PACKAGES = [
  { dir: 'shared-ui', bundled: [] },
  { dir: 'api-client', bundled: ['@dtp/contract'] },
];

/** The browser entry points of one package.json: [{ subpath: './lists', file: './src/lists.ts', name: 'lists' }]. */
export function browserEntryPoints(manifest) {
  const exportsField = manifest.exports ?? { '.': manifest.main };
  return Object.entries(exportsField)
    .filter(([subpath]) => !NOT_IN_BROWSERS.has(subpath))
    .map(([subpath, file]) => ({ subpath, file, name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-') }));
}

const VERSION_LINE = /^> Version (\d+\.\d+\.\d+) of (\S+)/m;

/** Adds the line that records the package version under api-extractor's header ("## API Report File for …"). */
export function withVersionLine(report, packageName, version) {
  const lines = report.split('\n');
  const header = lines.findIndex((line) => line.startsWith('## API Report File for'));
  const line = `> Version ${version} of ${packageName}: a removed or changed declaration below needs a major version, an added one a minor version (docs/versioning.md).`;
  lines.splice(header + 1, 0, '', line);
  return lines.join('\n');
}

/** The version a report was made for, or undefined (a report written before versions were recorded). */
export function recordedVersion(report) {
  return VERSION_LINE.exec(report)?.[1];
}

/**
 * The declarations of an api-extractor report, by name: each block of non-blank lines inside the ```ts fence,
 * without its comment lines (release tags, "(undocumented)", warnings: they are not API). Import lines are
 * folded into the exports they feed: `export { Box }` of an imported Box counts as the declaration
 * "export { Box } from '@chakra-ui/react'", so a re-export that goes or comes from elsewhere is seen.
 * Overloads share a name and are kept together.
 */
export function declarationBlocks(report) {
  const fence = /```ts\n([\s\S]*?)```/.exec(report);
  const body = fence ? fence[1] : report;
  const chunks = body
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'))
        // Indentation is layout: api-extractor indents a declaration differently inside a namespace.
        .map((line) => line.trim()),
    )
    .filter((code) => code.length > 0);
  const importedFrom = new Map();
  for (const line of chunks.flat()) {
    const named = /^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/.exec(line);
    const whole = /^import\s+(?:type\s+)?(?:\*\s+as\s+)?([\w$]+)\s+from\s+['"]([^'"]+)['"]/.exec(line);
    if (named) for (const { local, original } of specifiers(named[1])) importedFrom.set(local, `${original} from '${named[2]}'`);
    else if (whole) importedFrom.set(whole[1], `${line.includes('*') ? '*' : 'default'} from '${whole[2]}'`);
  }
  const blocks = new Map();
  const add = (name, text) => blocks.set(name, [...(blocks.get(name) ?? []), text]);
  const exportListLine = /^export\s*(?:type\s+)?\{([^}]*)\}\s*(?:from\s+['"]([^'"]+)['"])?;?$/;
  for (const code of chunks) {
    // `export { Permissions_2 as Permissions }` may follow a declaration without a blank line.
    const declaration = code.filter((line) => !/^import\b/.test(line) && !exportListLine.test(line));
    for (const line of code) {
      const exportList = exportListLine.exec(line);
      if (!exportList) continue;
      for (const { local, original } of specifiers(exportList[1])) {
        const source = exportList[2] ? `${original} from '${exportList[2]}'` : (importedFrom.get(original) ?? original);
        add(local, `export { ${source} }`);
      }
    }
    if (declaration.length > 0) add(declarationName(declaration[0]), declaration.join('\n'));
  }
  // api-extractor renames a second declaration of a name to Name_2, Name_3; which one gets the suffix can move
  // when something unrelated changes, so the suffixes are no part of the comparison.
  const unsuffixed = (text) => text.replace(/\b([A-Za-z$][\w$]*?)_\d+\b/g, '$1');
  const merged = new Map();
  for (const [name, texts] of blocks) {
    const key = unsuffixed(name);
    merged.set(key, [...(merged.get(key) ?? []), ...texts.map(unsuffixed)].sort());
  }
  return merged;
}

/** `A, B as C` → [{ original: 'A', local: 'A' }, { original: 'B', local: 'C' }]. */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [original, local = original] = part.split(/\s+as\s+/);
      return { original, local };
    });
}

function declarationName(firstLine) {
  const match = /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:const\s+enum|function|const|let|var|class|interface|type|enum|namespace|module)\s+([\w$]+)/.exec(
    firstLine,
  );
  return match?.[1] ?? firstLine;
}

/** Whether every line of `before` is in `after`, in order (lines were only inserted). */
function onlyLinesInserted(before, after) {
  const lines = after.split('\n');
  let at = 0;
  for (const line of before.split('\n')) {
    while (at < lines.length && lines[at] !== line) at += 1;
    if (at === lines.length) return false;
    at += 1;
  }
  return true;
}

/**
 * A constant that only gained members (a call group with a new call, a message table with a new message): screens
 * read a constant and never implement it, so what they read is still there. Not so for an interface or a type, which
 * a remote may implement or build: a member added there stays a change.
 */
function extendedConstant(before, after) {
  const constant = (texts) => texts.length === 1 && /^(?:export\s+)?(?:declare\s+)?const\s/.test(texts[0]);
  return constant(before) && constant(after) && onlyLinesInserted(membersSorted(before[0]), membersSorted(after[0]));
}

/**
 * A constant's object type with its top-level members in name order: api-extractor may print them in another order
 * when the declarations around them change, and their order is no part of the API.
 */
function membersSorted(text) {
  const lines = text.split('\n');
  const members = [];
  let depth = 0;
  let head = [];
  let tail = [];
  for (const line of lines) {
    const before = depth;
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (before === 0) head.push(line);
    else if (before === 1 && depth <= 0) tail.push(line);
    else if (before === 1) members.push([line]);
    else if (members.length > 0) members.at(-1).push(line);
    else head.push(line);
  }
  return [...head, ...members.map((m) => m.join('\n')).sort(), ...tail].join('\n');
}

/**
 * What a report change means for the package's version: 'major' when a declaration was removed or changed,
 * 'minor' when declarations were only added or a constant only gained members, 'none' when the declarations are the
 * same. Returns { bump, removed, changed, extended, added } with the names of each kind.
 */
export function classifyChange(oldReport, newReport) {
  const before = declarationBlocks(oldReport);
  const after = declarationBlocks(newReport);
  const removed = [...before.keys()].filter((name) => !after.has(name));
  const differing = [...before.keys()].filter((name) => after.has(name) && before.get(name).join('\n\n') !== after.get(name).join('\n\n'));
  const extended = differing.filter((name) => extendedConstant(before.get(name), after.get(name)));
  const changed = differing.filter((name) => !extended.includes(name));
  const added = [...after.keys()].filter((name) => !before.has(name));
  const bump = removed.length + changed.length > 0 ? 'major' : added.length + extended.length > 0 ? 'minor' : 'none';
  return { bump, removed, changed, extended, added };
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

/** 1.2.3 → 2.0.0 (major), 1.3.0 (minor), 1.2.4 (patch). */
export function bumped(version, bump) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}

function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * The bumps pending changesets ask for, by package name: the front matter of each .changeset/*.md
 * ('"@dtp/shared-ui": major'); the highest bump of a package wins.
 */
export function pendingBumps(changesetTexts) {
  const bumps = new Map();
  for (const text of changesetTexts) {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text.trimStart());
    if (!frontMatter) continue;
    for (const line of frontMatter[1].split('\n')) {
      const match = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (match && RANK[match[2]] > RANK[bumps.get(match[1]) ?? 'none']) bumps.set(match[1], match[2]);
    }
  }
  return bumps;
}

/**
 * Whether a report change of kind `bump`, from a report recorded at `recorded`, is covered: by the package.json
 * version (at least `bumped(recorded, bump)`) or by a pending changeset of the package with at least that bump.
 * Returns undefined when covered, else the message for the developer.
 */
export function uncoveredChange({ packageName, entry, recorded, current, pending, change }) {
  const { bump } = change;
  if (bump === 'none' || recorded === undefined) return undefined;
  const needed = bumped(recorded, bump);
  if (compareVersions(current, needed) >= 0) return undefined;
  if (RANK[pending ?? 'none'] >= RANK[bump]) return undefined;
  const names = (list) => list.slice(0, 8).join(', ') + (list.length > 8 ? ', …' : '');
  const what =
    bump === 'major'
      ? `export ${[change.removed.length ? `removed (${names(change.removed)})` : '', change.changed.length ? `changed (${names(change.changed)})` : ''].filter(Boolean).join(' and ')}`
      : `export ${[change.added.length ? `added (${names(change.added)})` : '', change.extended?.length ? `extended (${names(change.extended)})` : ''].filter(Boolean).join(' and ')}`;
  return (
    `${packageName} (${entry}): ${what} → needs a ${bump} version (${recorded} → ${needed}): ` +
    'add a changeset with `npm run changeset` (docs/versioning.md), then run `npm run api:report` again.'
  );
}
