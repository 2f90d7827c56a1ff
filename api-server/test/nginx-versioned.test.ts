import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Versioned deploys (issue 48, item 4) behind nginx: a remote whose manifest URL names a version folder
// (…/mf-tester/1.4.0/mf-manifest.json, as `npm run deploy:remote -- … --activate` writes it) is served at the folder
// above it, aliased to the app's build folder that holds every deployed version (scripts/ops/nginx-config-lib.mjs):
// a rollback changes config.json only. Unversioned URLs keep their location (nginx-config.test.ts).

const root = path.resolve(__dirname, '../..');
const base = JSON.parse(readFileSync(path.join(root, 'config/runtime.base.json'), 'utf8'));
const production = (remotes: Record<string, string>) => ({
  ...base,
  auth: { ...base.auth, mode: 'oidc', url: 'https://anmeldung.example.de', loginUrl: 'https://tests.example.de/login' },
  api: { source: 'http', baseUrl: 'https://tests.example.de/api' },
  remotes,
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-nginx-versioned-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function generated(config: object): string {
  const file = path.join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const run = spawnSync(process.execPath, ['scripts/ops/nginx-config.mjs', '--config', file], { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: root } });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** The lines of the location block with this head, trimmed (undefined when there is none). */
function locationLines(text: string, head: string): string[] | undefined {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.indexOf(`${head} {`);
  if (start === -1) return undefined;
  return lines.slice(start + 1, lines.indexOf('}', start));
}

it('serves a versioned remote at the folder above its version, aliased to the folder of all its versions', () => {
  const text = generated(
    production({
      mf_tester: 'https://tests.example.de/remotes/mf-tester/1.4.0/mf-manifest.json',
      mf_backoffice: 'https://tests.example.de/remotes/mf-backoffice/mf-manifest.json',
      mf_feedback: 'https://cdn.example.de/mf-feedback/2.0.0-rc.1/mf-manifest.json',
    }),
  );
  const tester = locationLines(text, 'location ^~ /remotes/mf-tester/');
  expect(tester).toContain('alias /srv/dtp/mf-tester/;');
  expect(locationLines(text, 'location ^~ /remotes/mf-tester/1.4.0/')).toBeUndefined();
  // Caching as before: hashed chunks immutable, the manifest and remoteEntry.js revalidated (the map by file name).
  expect(tester).toContain('add_header Cache-Control $dtp_cache_control always;');
  expect(text).toMatch(/# mf-tester: every deployed version, <version>\/remoteEntry\.js, mf-manifest\.json and its chunks; config\.json names one\./);
  // An unversioned remote keeps its own folder as the location.
  expect(locationLines(text, 'location ^~ /remotes/mf-backoffice/')).toContain('alias /srv/dtp/mf-backoffice/;');
  // A pre-release is a version folder too.
  expect(locationLines(text, 'location ^~ /mf-feedback/')).toContain('alias /srv/dtp/mf-feedback/;');
});

it('serves a rollback without a change: the configuration is the same for every version named', () => {
  const at = (version: string) => generated(production({ mf_tester: `https://tests.example.de/remotes/mf-tester/${version}/mf-manifest.json` }));
  expect(at('1.3.2')).toBe(at('1.4.0'));
});

it('treats a folder that is no version as a folder of its own', () => {
  const text = generated(production({ mf_tester: 'https://tests.example.de/remotes/mf-tester/latest/mf-manifest.json' }));
  expect(locationLines(text, 'location ^~ /remotes/mf-tester/latest/')).toContain('alias /srv/dtp/mf-tester/;');
});
