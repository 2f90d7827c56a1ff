// Immutable, versioned deploys of one remote (issue 48, item 4): `npm run deploy:remote` (deploy-remote.mjs) copies a
// remote's build to <root>/<app>/<version>/ and never changes or deletes a version folder it wrote (only --prune
// removes old ones, never the active one). config.json names the version: activating one rewrites exactly the value
// remotes.<key>, and a rollback is that one value put back. nginx serves <root>/<app>/ whole
// (nginx-config-lib.mjs, VERSION_FOLDER), so every deployed version stays reachable. docs/operations.md §9.
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { VERSION_FOLDER } from './nginx-config-lib.mjs';
import { MANIFEST, checkRemote, repoRoot } from './deploy-gate-lib.mjs';

/** mf-tester → mf_tester: the key of config.json's `remotes` (nginx-config-lib.mjs's appOfRemote, the other way). */
export const remoteKeyOf = (app) => app.replaceAll('-', '_');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal: its message is one German line for the operator. */
export class Refusal extends Error {}

/** The files of a folder, relative, sorted ('a.js', 'sub/b.js'). */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/** The first difference between two folders ('… fehlt', '… ist anders'), or null when both hold the same files. */
export function differenceOf(a, b) {
  const left = filesOf(a);
  const right = new Set(filesOf(b));
  for (const file of left) {
    if (!right.has(file)) return `${file} fehlt im bereitgestellten Ordner`;
    if (!readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file)))) return `${file} ist anders`;
    right.delete(file);
  }
  const extra = [...right][0];
  return extra ? `${extra} gibt es nur im bereitgestellten Ordner` : null;
}

/** The version a remote's build carries (its package.json version, in mf-manifest.json), checked to be a folder name. */
export function buildVersionOf(dist) {
  const file = path.join(dist, MANIFEST);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Refusal(`${file} ist nicht lesbar (${error.code ?? 'kein gültiges JSON'}): ist der Remote gebaut (pnpm run build)?`);
  }
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !VERSION_FOLDER.test(version)) {
    throw new Refusal(`${file}: metaData.buildInfo.buildVersion "${version ?? ''}" ist keine Version wie 1.4.0`);
  }
  return { version, manifest };
}

/**
 * Copies `dist` to `<root>/<app>/<version>/`: through a temporary folder beside it, renamed at the end, so nginx never
 * serves half a version. The same content already there: nothing to do; other content: refused.
 * @returns {{ target: string, copied: boolean }}
 */
export function deployVersion({ dist, root, app, version }) {
  const appFolder = path.join(root, app);
  const target = path.join(appFolder, version);
  const refuseOther = (difference) =>
    new Refusal(`${app} ${version} ist in ${target} schon mit anderem Inhalt bereitgestellt (${difference}); eine Version wird nie überschrieben: Version mit einem Changeset erhöhen und neu bauen`);
  if (existsSync(target)) {
    const difference = differenceOf(dist, target);
    if (difference) throw refuseOther(difference);
    return { target, copied: false };
  }
  mkdirSync(appFolder, { recursive: true });
  const temporary = mkdtempSync(path.join(appFolder, `.deploy-${version}-`));
  try {
    cpSync(dist, temporary, { recursive: true });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another deploy of the same version was quicker: fine if it copied the same.
    if (existsSync(target)) {
      const difference = differenceOf(dist, target);
      if (difference) throw refuseOther(difference);
      return { target, copied: false };
    }
    throw error;
  }
  return { target, copied: true };
}

/** Reads config.json: its text, its parsed form, and the file really written (a link's target). */
function readConfig(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Refusal(`${file} ist nicht lesbar (${error.code ?? error.message})`);
  }
  let config;
  try {
    config = JSON.parse(text);
  } catch {
    throw new Refusal(`${file} ist kein gültiges JSON; nichts geändert`);
  }
  return { text, config };
}

/**
 * Sets `remotes.<key>` in the config file to `value`, every other byte as it was. Returns the previous value, the
 * line as it read before and after.
 */
export function setRemote(file, key, value) {
  const { text, config } = readConfig(file);
  const previous = config.remotes?.[key];
  if (typeof previous !== 'string') throw new Refusal(`${file} nennt keinen Remote ${key} ("remotes": { "${key}": "…/mf-manifest.json" }); nichts geändert`);
  // jsonc-parser's edit touches only the value's characters: every other byte of the file stays.
  const edits = modify(text, ['remotes', key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
  const next = applyEdits(text, edits);
  const at = edits[0]?.offset ?? 0;
  // Only that value changed: the file says the same in every other key.
  const expected = { ...config, remotes: { ...config.remotes, [key]: value } };
  if (JSON.stringify(JSON.parse(next)) !== JSON.stringify(expected)) throw new Refusal(`${file}: remotes.${key} ließ sich nicht allein ändern; nichts geändert`);
  const lineAt = (source, i) => source.slice(source.lastIndexOf('\n', i - 1) + 1, source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i)).trim();
  if (next !== text) {
    // Written beside it and renamed: a reader never sees half a file. A link stays a link.
    const real = realpathSync(file);
    const temporary = path.join(path.dirname(real), `.${path.basename(real)}.${process.pid}.tmp`);
    writeFileSync(temporary, next, { mode: statSync(real).mode & 0o7777 });
    renameSync(temporary, real);
  }
  return { previous, previousLine: lineAt(text, at), line: lineAt(next, at) };
}

/** The manifest URL of one deployed version: `<baseUrl>/<app>/<version>/mf-manifest.json`. */
export function manifestUrlOf(baseUrl, app, version) {
  if (!/^https?:\/\/[^/]/i.test(baseUrl)) throw new Refusal(`--base-url "${baseUrl}" ist keine http(s)-Adresse (z. B. https://tests.golfverband.de/remotes)`);
  return `${baseUrl.replace(/\/+$/, '')}/${app}/${version}/${MANIFEST}`;
}

/** The version a manifest URL names (…/mf-tester/1.4.0/mf-manifest.json → '1.4.0'), or null. */
export function versionOfUrl(url) {
  const segment = String(url ?? '').split(/[?#]/)[0].split('/').at(-2);
  return segment && VERSION_FOLDER.test(segment) ? segment : null;
}

/**
 * Removes the version folders of `<root>/<app>/` last changed more than `keepDays` ago, but never the one config.json
 * names nor the newest. Returns what it removed and what it kept.
 */
export function prune({ root, app, activeVersion, keepDays, now = Date.now() }) {
  const appFolder = path.join(root, app);
  if (!existsSync(appFolder)) throw new Refusal(`${appFolder} gibt es nicht: nichts aufzuräumen`);
  const versions = readdirSync(appFolder)
    .filter((name) => VERSION_FOLDER.test(name) && lstatSync(path.join(appFolder, name)).isDirectory())
    .map((name) => ({ name, mtime: statSync(path.join(appFolder, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const newest = versions[0]?.name;
  const removed = [];
  const kept = [];
  for (const { name, mtime } of versions) {
    const why = name === activeVersion ? 'aktiv in config.json' : name === newest ? 'die neueste' : now - mtime < keepDays * DAY_MS ? `jünger als ${keepDays} Tag(e)` : null;
    if (why) kept.push(`${name} (${why})`);
    else {
      rmSync(path.join(appFolder, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return { removed, kept };
}

export const USAGE = [
  'Aufruf:',
  '  npm run deploy:remote -- <app> --to <Wurzel> [--shell <Ordner oder Adresse der laufenden Shell>] [--activate --config <config.json> --base-url <https://host/remotes>]',
  '  npm run deploy:remote -- <app> --to <Wurzel> --activate --version <Version> --config <config.json> --base-url <https://host/remotes>   (eine bereitgestellte Version aktivieren, z. B. Rollback)',
  '  npm run deploy:remote -- <app> --to <Wurzel> --prune --config <config.json> [--keep-days 1]',
];

export function parseDeployArguments(argv, cwd = process.cwd()) {
  const options = { keepDays: 1 };
  const absolute = (value) => path.resolve(cwd, value);
  const flags = {
    '--to': (value) => (options.root = absolute(value)),
    '--dist': (value) => (options.dist = absolute(value)),
    '--shell': (value) => (options.shell = value),
    '--config': (value) => (options.config = absolute(value)),
    '--base-url': (value) => (options.baseUrl = value),
    '--version': (value) => (options.version = value),
    '--keep-days': (value) => {
      options.keepDays = Number(value);
      if (!Number.isFinite(options.keepDays) || options.keepDays < 1) throw new Refusal(`--keep-days ${value}: mindestens 1 (Tag), damit laufende Sitzungen weiterarbeiten`);
    },
  };
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--') continue; // `pnpm run deploy:remote -- …` passes it on
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    if (flag === '--activate') options.activate = true;
    else if (flag === '--prune') options.prune = true;
    else if (flag in flags) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new Refusal(`${flag} braucht einen Wert`);
      flags[flag](value);
    } else if (flag.startsWith('--')) throw new Refusal(`unbekanntes Argument "${argv[i]}"`);
    else positional.push(flag);
  }
  if (positional.length !== 1) throw new Refusal('genau eine App angeben (z. B. mf-tester)');
  [options.app] = positional;
  if (!/^[a-z][a-z0-9-]*$/.test(options.app) || options.app === 'shell') throw new Refusal(`"${options.app}" ist kein Remote (mf-tester, mf-backoffice, mf-feedback, …)`);
  if (!options.root) throw new Refusal('--to <Wurzel> fehlt (z. B. /srv/dtp)');
  if (options.version !== undefined && !VERSION_FOLDER.test(options.version)) throw new Refusal(`--version "${options.version}" ist keine Version wie 1.4.0`);
  if (options.version !== undefined && !options.activate) throw new Refusal('--version gibt es nur mit --activate (eine schon bereitgestellte Version aktivieren)');
  if (options.activate && (!options.config || !options.baseUrl)) throw new Refusal('--activate braucht --config <config.json> und --base-url <https://host/remotes>');
  if (options.prune && !options.config) throw new Refusal('--prune braucht --config <config.json>: die Version, die sie nennt, bleibt');
  if (options.prune && (options.activate || options.shell)) throw new Refusal('--prune läuft allein (ohne --activate und --shell)');
  options.dist ??= path.join(repoRoot, options.app, 'dist');
  return options;
}

/** The command: one German line per step or problem; exit code 1 on a refusal. */
export async function runDeploy(argv, { out = console.log, cwd = process.cwd(), fetchImpl, satisfies, now } = {}) {
  try {
    const options = parseDeployArguments(argv, cwd);
    const { app, root } = options;
    const key = remoteKeyOf(app);
    if (options.prune) {
      const { config } = readConfig(options.config);
      const activeVersion = versionOfUrl(config.remotes?.[key]);
      const { removed, kept } = prune({ root, app, activeVersion, keepDays: options.keepDays, now });
      out(`${app}: entfernt ${removed.length ? removed.join(', ') : 'nichts'}; behalten ${kept.length ? kept.join(', ') : 'nichts'}`);
      return 0;
    }
    let version = options.version;
    if (version === undefined) {
      if (!existsSync(options.dist)) throw new Refusal(`${options.dist} gibt es nicht: ist ${app} gebaut (pnpm run build)?`);
      ({ version } = buildVersionOf(options.dist));
      if (options.shell) {
        const [verdict] = await checkRemote({ remote: options.dist, shell: options.shell, key, cwd, fetchImpl, satisfies }).catch((error) => {
          throw new Refusal(`nicht bereitgestellt, die laufende Shell ist nicht zu prüfen: ${error.message}`);
        });
        if (!verdict.ok) throw new Refusal(`nicht bereitgestellt: ${verdict.line}`);
        out(`ok: ${verdict.line}`);
      }
      const { target, copied } = deployVersion({ dist: options.dist, root, app, version });
      out(copied ? `${app} ${version} bereitgestellt in ${target}` : `${app} ${version} ist in ${target} schon mit gleichem Inhalt bereitgestellt: nichts zu tun`);
    } else if (!existsSync(path.join(root, app, version, MANIFEST))) {
      throw new Refusal(`${path.join(root, app, version)} enthält kein ${MANIFEST}: ${app} ${version} ist nicht bereitgestellt`);
    }
    if (options.activate) {
      const url = manifestUrlOf(options.baseUrl, app, version);
      const { previous, previousLine, line } = setRemote(options.config, key, url);
      if (previous === url) out(`${options.config}: remotes.${key} nennt schon ${app} ${version}: nichts geändert`);
      else {
        const previousVersion = versionOfUrl(previous);
        out(`${options.config}: remotes.${key} nennt jetzt ${app} ${version} (vorher: ${previous})`);
        out(`  jetzt:    ${line}`);
        out(`  Rollback: diese eine Zeile wieder auf   ${previousLine}   setzen`);
        if (previousVersion) out(`  oder:     npm run deploy:remote -- ${app} --to ${root} --activate --version ${previousVersion} --config ${options.config} --base-url ${options.baseUrl}`);
      }
      out(`Neue Seitenaufrufe laden ${app} ${version} (config.json wird ohne Cache ausgeliefert); nginx liefert alle Versionen unter ${path.join(root, app)}/ aus und muss nicht neu geladen werden.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    out(`Deploy abgelehnt: ${error.message}`);
    return 1;
  }
}
