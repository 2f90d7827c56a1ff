// The deploy gate (issue 48, item 5): does a candidate remote fit the shell that is live, and does a candidate shell
// fit the remotes that are live? The same comparison the shell makes before it loads a remote
// (api-client/src/federation/remote-compatibility.ts, imported as TypeScript: Node strips the types) with the federation
// runtime's own semver check, so gate and browser agree. `npm run deploy:check` (deploy-gate.mjs) and
// `npm run deploy:remote -- … --shell` (deploy-remote-lib.mjs) run it; docs/operations.md §9 says when.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mismatchesOf, neededParts, requirementsOf } from '../../api-client/src/federation/remote-compatibility.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A remote's manifest, and what the shell's build writes beside its index.html (its version and what it shares). */
export const { remoteManifestFile: MANIFEST, providesFile: PROVIDES } = createRequire(import.meta.url)('../build/remote-files.cjs');

/** The federation runtime's `satisfy(version, range)`, the copy the shell is built with. */
export function runtimeSatisfy() {
  const { satisfy } = createRequire(path.join(repoRoot, 'shell/package.json'))('@module-federation/runtime/core');
  if (typeof satisfy !== 'function') throw new Error('@module-federation/runtime/core exportiert kein satisfy()');
  return satisfy;
}

const isUrl = (value) => /^https?:\/\//i.test(value);

/**
 * Where a document is: an http(s) address or a file; a folder or an address ending in '/' means `name` in it.
 * Relative files are resolved against `cwd`.
 */
export function sourceOf(value, name, cwd = process.cwd()) {
  if (isUrl(value)) return value.endsWith('.json') ? value : `${value.replace(/\/*$/, '/')}${name}`;
  const file = path.resolve(cwd, value);
  let folder = false;
  try {
    folder = statSync(file).isDirectory();
  } catch {
    // not there: reading it says so
  }
  return folder ? path.join(file, name) : file;
}

/** A JSON document from a file or an http(s) address; a German sentence (thrown) when it cannot be read. */
export async function readJson(source, { fetchImpl = globalThis.fetch } = {}) {
  let text;
  if (isUrl(source)) {
    let response;
    try {
      response = await fetchImpl(source, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(`${source} ist nicht erreichbar (${error?.cause?.code ?? error?.message ?? error})`);
    }
    if (!response.ok) throw new Error(`${source} antwortet mit HTTP ${response.status}`);
    text = await response.text();
  } else {
    try {
      text = readFileSync(source, 'utf8');
    } catch (error) {
      throw new Error(`${source} ist nicht lesbar (${error.code ?? error.message})`);
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${source} ist kein gültiges JSON`);
  }
}

/** What the shell provides, from its federation-provides.json: `{ shell, provides }`; a German sentence (thrown) otherwise. */
export function providedOf(document, source) {
  const provides = document?.provides;
  if (!provides || typeof provides !== 'object' || Object.values(provides).some((v) => typeof v !== 'string')) {
    throw new Error(`${source} ist keine ${PROVIDES} (kein Feld "provides" mit Versionen)`);
  }
  return { shell: typeof document.shell === 'string' ? document.shell : '', provides };
}

/**
 * The one line about one remote: "mf_tester 0.1.0 passt zur Shell 0.1.0", or
 * "mf_tester 1.4.0 braucht shared-ui ^2.0.0, die Shell hat 1.3.2" (more than one part: each with what the shell has).
 */
export function verdictOf({ key, manifest, shell, satisfies, source }) {
  const requirements = requirementsOf(manifest);
  if (!requirements) return { ok: false, line: `${key}: ${source} ist kein mf-manifest.json eines Remotes` };
  const name = `${key ?? requirements.remote}${requirements.version ? ` ${requirements.version}` : ''}`;
  const mismatches = mismatchesOf(requirements, shell.provides, satisfies);
  if (mismatches.length === 0) return { ok: true, line: `${name} passt zur Shell${shell.shell ? ` ${shell.shell}` : ''}`, requirements };
  return { ok: false, line: `${name} braucht ${neededParts(mismatches, 'die Shell', 'nichts davon')}`, requirements, mismatches };
}

/** A candidate remote (its manifest file, dist folder or address) against the shell at `shellSource`. */
export async function checkRemote({ remote, shell, key, cwd = process.cwd(), fetchImpl, satisfies = runtimeSatisfy() }) {
  const providesSource = sourceOf(shell, PROVIDES, cwd);
  const shellProvides = providedOf(await readJson(providesSource, { fetchImpl }), providesSource);
  const manifestSource = sourceOf(remote, MANIFEST, cwd);
  let manifest;
  try {
    manifest = await readJson(manifestSource, { fetchImpl });
  } catch (error) {
    return [{ ok: false, line: `${key ?? 'Remote'}: ${error.message}` }];
  }
  return [verdictOf({ key: key ?? requirementsOf(manifest)?.remote ?? 'Remote', manifest, shell: shellProvides, satisfies, source: manifestSource })];
}

/** A candidate shell (its dist folder, or its federation-provides.json) against every remote the live config.json names. */
export async function checkShell({ shellCandidate, config, cwd = process.cwd(), fetchImpl, satisfies = runtimeSatisfy() }) {
  const providesSource = sourceOf(shellCandidate, PROVIDES, cwd);
  const shellProvides = providedOf(await readJson(providesSource, { fetchImpl }), providesSource);
  const configSource = isUrl(config) ? config : path.resolve(cwd, config);
  const remotes = (await readJson(configSource, { fetchImpl })).remotes;
  if (!remotes || typeof remotes !== 'object' || Object.keys(remotes).length === 0) throw new Error(`${configSource} nennt keine Remotes ("remotes")`);
  const verdicts = [];
  for (const [key, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') {
      verdicts.push({ ok: false, line: `${key}: remotes.${key} ist keine Adresse` });
      continue;
    }
    // An address relative to the configuration (a file beside it, or a path on its host).
    const manifestSource = isUrl(url) ? url : isUrl(configSource) ? new URL(url, configSource).href : path.resolve(path.dirname(configSource), url);
    try {
      const manifest = await readJson(manifestSource, { fetchImpl });
      verdicts.push(verdictOf({ key, manifest, shell: shellProvides, satisfies, source: manifestSource }));
    } catch (error) {
      verdicts.push({ ok: false, line: `${key}: ${error.message}` });
    }
  }
  return verdicts;
}

export const USAGE = [
  'Aufruf:',
  '  npm run deploy:check -- --remote <mf-manifest.json, dist-Ordner oder Adresse> --shell <Ordner oder Adresse mit federation-provides.json>',
  '  npm run deploy:check -- --shell-candidate <dist-Ordner der Shell> --config <config.json oder ihre Adresse>',
];

export function parseGateArguments(argv) {
  const options = {};
  const names = { '--remote': 'remote', '--shell': 'shell', '--shell-candidate': 'shellCandidate', '--config': 'config', '--key': 'key' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--') continue; // `pnpm run deploy:check -- …` passes it on
    const [flag, inline] = argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    if (!(flag in names)) throw new Error(`unbekanntes Argument "${argv[i]}"`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} braucht einen Wert`);
    options[names[flag]] = value;
  }
  if (options.remote && options.shell && !options.shellCandidate) return { mode: 'remote', ...options };
  if (options.shellCandidate && options.config && !options.remote) return { mode: 'shell', ...options };
  throw new Error('entweder --remote und --shell, oder --shell-candidate und --config angeben');
}

/** The command: one line per remote, exit code 1 on a mismatch, an unreachable manifest or a wrong call. */
export async function runGate(argv, { out = console.log, cwd = process.cwd(), fetchImpl, satisfies } = {}) {
  let options;
  try {
    options = parseGateArguments(argv);
  } catch (error) {
    out(`Deploy-Prüfung: ${error.message}`);
    for (const line of USAGE) out(line);
    return 1;
  }
  let verdicts;
  try {
    verdicts =
      options.mode === 'remote'
        ? await checkRemote({ remote: options.remote, shell: options.shell, key: options.key, cwd, fetchImpl, satisfies })
        : await checkShell({ shellCandidate: options.shellCandidate, config: options.config, cwd, fetchImpl, satisfies });
  } catch (error) {
    out(`Deploy-Prüfung: ${error.message}`);
    return 1;
  }
  for (const verdict of verdicts) out(`${verdict.ok ? 'ok' : 'PASST NICHT'}: ${verdict.line}`);
  return verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}
