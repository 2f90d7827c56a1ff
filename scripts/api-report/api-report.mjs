// API reports of the federation-shared packages (issue 48: versions that mean something).
//
//   node scripts/api-report/api-report.mjs           (npm run api:report) writes <package>/api/<entry>.api.md
//   node scripts/api-report/api-report.mjs --check   (CI) fails when a committed report differs from the code
//
// One report per browser entry point of @dtp/shared-ui and @dtp/api-client (the singletons the shell shares with
// every remote), in api-extractor's format plus one line with the package version it was made for. Writing a
// changed report is refused unless the package's version, or a pending changeset, is a major bump above that
// version (a declaration removed or changed) or a minor one (declarations only added). docs/versioning.md.
//
// How: TypeScript writes the declarations of the four workspace packages into a temporary folder (the packages'
// entry points are TypeScript sources), which also holds node_modules/@dtp/* links to them, so an import of another
// workspace package stays an import in the report (@dtp/contract is written out into api-client's reports:
// its entry points re-export the contract). api-extractor then reads one compiler program per package.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REPORTED_PACKAGES,
  browserEntryPoints,
  classifyChange,
  pendingBumps,
  recordedVersion,
  uncoveredChange,
  withVersionLine,
} from './api-report-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');
const { Extractor, ExtractorConfig, CompilerState } = require('@microsoft/api-extractor');

/**
 * The workspace packages whose declarations are written: the reported ones and what their declarations import
 * (the domain is not: it is no part of the browser's surface, only of the demo's lazy chunk).
 */
const DECLARED = ['contract', 'api-client', 'shared-ui'];

const check = process.argv.includes('--check');
const started = Date.now();
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
// Tests and test helpers are no part of a package's surface (and their inferred types name jest's).
const isTest = (file) => /\.test\.tsx?$/.test(file) || path.relative(root, file).includes('test-support');

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isTest(file));
}

/** tsc --declaration --emitDeclarationOnly over the four packages' sources, into `out` (mirroring the repository). */
function emitDeclarations(out) {
  const base = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(base.config, ts.sys, root);
  const rootNames = [
    ...DECLARED.flatMap((dir) => sourceFiles(path.join(root, dir, 'src'))),
    ...fs.readdirSync(path.join(root, 'types')).filter((f) => f.endsWith('.d.ts')).map((f) => path.join(root, 'types', f)),
  ];
  const options = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    incremental: false,
    rootDir: root,
    outDir: out,
    types: ['node'],
  };
  const program = ts.createProgram({ rootNames, options });
  const result = program.emit(undefined, undefined, undefined, true);
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`The declarations of the shared packages could not be written:\n${ts.formatDiagnostics(errors.slice(0, 10), host)}`);
  }
}

/**
 * Each declared package as node_modules/@dtp/<name> in the temporary folder, its "exports" pointing at the
 * declarations, so api-extractor resolves an import of it as an external package (or bundles it when asked).
 */
function linkPackages(out) {
  for (const dir of DECLARED) {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    const toDts = (file) => file.replace(/\.tsx?$/, '.d.ts').replace(/\*\.d\.ts$/, '*.d.ts');
    const exportsField = Object.fromEntries(Object.entries(manifest.exports ?? { '.': manifest.main }).map(([k, v]) => [k, { types: toDts(v) }]));
    const pkg = { name: manifest.name, version: manifest.version, types: toDts(manifest.types ?? manifest.main ?? './src/index.ts'), exports: exportsField };
    fs.writeFileSync(path.join(out, dir, 'package.json'), JSON.stringify(pkg, null, 2));
    const link = path.join(out, 'node_modules', manifest.name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(out, dir), link, 'dir');
  }
}

const messages = {
  // The report is the contract; release tags (@public, @beta) and TSDoc are not used in this repository.
  compilerMessageReporting: { default: { logLevel: 'none' } },
  extractorMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
  tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
};

/** The reports of one package, by entry name: api-extractor's text plus the version line. */
function reportsOf({ dir, bundled }, out) {
  const manifest = readJson(path.join(root, dir, 'package.json'));
  const projectFolder = path.join(out, dir);
  const entries = browserEntryPoints(manifest).map((entry) => ({
    ...entry,
    dts: path.join(projectFolder, entry.file.replace(/\.tsx?$/, '.d.ts')),
  }));
  const reportFolder = path.join(out, 'reports', dir);
  fs.mkdirSync(reportFolder, { recursive: true });
  const configs = entries.map((entry) =>
    ExtractorConfig.prepare({
      configObject: {
        projectFolder,
        mainEntryPointFilePath: entry.dts,
        bundledPackages: bundled,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'bundler',
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              lib: ['ES2022', 'DOM', 'DOM.Iterable'],
              types: [],
            },
            files: entries.map((e) => e.dts),
          },
          skipLibCheck: true,
        },
        apiReport: { enabled: true, reportFileName: `${entry.name}.api.md`, reportFolder, reportTempFolder: path.join(out, 'reports-temp', dir) },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: 'lf',
        messages,
      },
      packageJsonFullPath: path.join(projectFolder, 'package.json'),
      packageJson: { name: manifest.name, version: manifest.version },
    }),
  );
  const compilerState = CompilerState.create(configs[0], { additionalEntryPoints: entries.map((e) => e.dts) });
  const reports = new Map();
  entries.forEach((entry, i) => {
    const result = Extractor.invoke(configs[i], { localBuild: true, compilerState, showVerboseMessages: false, messageCallback: quiet });
    if (result.errorCount > 0) throw new Error(`api-extractor: ${result.errorCount} error(s) in ${manifest.name} (${entry.subpath})`);
    const text = fs.readFileSync(path.join(reportFolder, `${entry.name}.api.md`), 'utf8');
    reports.set(entry.name, { subpath: entry.subpath, text: withVersionLine(text, manifest.name, manifest.version) });
  });
  return { name: manifest.name, version: manifest.version, reports };
}

/** api-extractor's own console lines ("Analysis will use the bundled TypeScript version …"): errors only. */
function quiet(message) {
  if (message.logLevel !== 'error') message.handled = true;
}

function pendingChangesets() {
  const folder = path.join(root, '.changeset');
  if (!fs.existsSync(folder)) return new Map();
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.md') && f !== 'README.md');
  return pendingBumps(files.map((f) => fs.readFileSync(path.join(folder, f), 'utf8')));
}

function main() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dtp-api-report-'));
  const problems = [];
  const written = [];
  let declared = started;
  try {
    emitDeclarations(out);
    linkPackages(out);
    declared = Date.now();
    const pending = check ? new Map() : pendingChangesets();
    for (const pkg of REPORTED_PACKAGES) {
      const { name, version, reports } = reportsOf(pkg, out);
      const apiFolder = path.join(root, pkg.dir, 'api');
      const committedNames = fs.existsSync(apiFolder) ? fs.readdirSync(apiFolder).filter((f) => f.endsWith('.api.md')) : [];
      const stale = committedNames.filter((f) => !reports.has(f.slice(0, -'.api.md'.length)));
      const changes = [];
      for (const [entry, { subpath, text }] of reports) {
        const file = path.join(apiFolder, `${entry}.api.md`);
        const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
        if (committed === text) continue;
        const label = `${name}${subpath.slice(1)}`;
        const relative = path.relative(root, file);
        if (check) {
          problems.push(
            committed === undefined
              ? `${label}: no committed API report (${relative}).`
              : `${label}: ${relative} differs from the code (${describe(classifyChange(committed, text))}).`,
          );
          continue;
        }
        const change = committed === undefined ? { bump: 'none' } : classifyChange(committed, text);
        const problem = uncoveredChange({ packageName: name, entry: label, recorded: committed && recordedVersion(committed), current: version, pending: pending.get(name), change });
        if (problem) problems.push(problem);
        else changes.push({ file, text, relative, change });
      }
      if (check) {
        problems.push(...stale.map((f) => `${name}: ${path.join(pkg.dir, 'api', f)} is the report of an entry point that no longer exists.`));
        continue;
      }
      // A package is written whole or not at all: its reports stay consistent with one version.
      if (problems.some((p) => p.startsWith(`${name} `))) continue;
      fs.mkdirSync(apiFolder, { recursive: true });
      for (const { file, text, relative, change } of changes) {
        fs.writeFileSync(file, text);
        written.push(`${relative}${change.bump === 'none' ? '' : ` (${describe(change)})`}`);
      }
      for (const f of stale) {
        fs.rmSync(path.join(apiFolder, f));
        written.push(`${path.join(pkg.dir, 'api', f)} removed`);
      }
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s: declarations ${((declared - started) / 1000).toFixed(1)} s`;
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    if (check) {
      console.error(
        '\nThe committed API reports (<package>/api/*.api.md) do not match the code. Run `npm run api:report`, ' +
          'commit the reports, and add a changeset with `npm run changeset` (a removed or changed export is a major ' +
          'version, an added one a minor version: docs/versioning.md).',
      );
    }
    process.exit(1);
  }
  if (check) console.log(`API reports match the code (${seconds}).`);
  else console.log(written.length > 0 ? `API reports written (${seconds}):\n  ${written.join('\n  ')}` : `API reports unchanged (${seconds}).`);
}

function describe({ bump, removed = [], changed = [], extended = [], added = [] }) {
  if (bump === 'none') return 'only the recorded version or layout changed';
  const parts = [];
  if (removed.length) parts.push(`removed: ${removed.slice(0, 8).join(', ')}`);
  if (changed.length) parts.push(`changed: ${changed.slice(0, 8).join(', ')}`);
  if (extended.length) parts.push(`extended: ${extended.slice(0, 8).join(', ')}`);
  if (added.length) parts.push(`added: ${added.slice(0, 8).join(', ')}`);
  return `${bump}; ${parts.join('; ')}`;
}

main();
