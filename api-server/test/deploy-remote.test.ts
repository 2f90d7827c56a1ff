import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { manifestOf, runScript, writeRemoteDist, writeShellDist } from './deploy-fixtures';

// Immutable, versioned deploys of one remote (issue 48, item 4; scripts/ops/deploy-remote.mjs, `npm run
// deploy:remote`): a build goes to <root>/<app>/<version>/ and is never overwritten; config.json names the version in
// one value, and a rollback is that value put back.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-deploy-remote-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const deploy = (...args: string[]) => runScript('deploy-remote.mjs', args, dir);
const srv = () => path.join(dir, 'srv');
const dist = (name: string, version: string, chunk?: string, options: Parameters<typeof manifestOf>[0] = {}) =>
  writeRemoteDist(path.join(dir, name), manifestOf({ version, ...options }), chunk);
const files = (folder: string) => readdirSync(folder).sort();

/** A config.json as people write it: two-space indent, a key of the same name elsewhere that must stay. */
const CONFIG = `{
  "platformName": "Live-System",
  "notes": { "mf_tester": "https://example.org/not-this-one/mf-manifest.json" },
  "remotes": {
    "mf_tester": "https://tests.example.de/remotes/mf-tester/0.9.0/mf-manifest.json",
    "mf_backoffice": "https://tests.example.de/remotes/mf-backoffice/mf-manifest.json"
  },
  "flags": {"show_dashboard": true}
}
`;

describe('deploying a version', () => {
  it('copies the build to <root>/<app>/<version>/ and leaves no temporary folder', async () => {
    const build = dist('dist-1', '1.0.0');
    const run = await deploy('mf-tester', '--dist', build, '--to', 'srv');
    expect(run.stdout).toBe(`mf-tester 1.0.0 bereitgestellt in ${path.join(srv(), 'mf-tester/1.0.0')}\n`);
    expect(run.status).toBe(0);
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['1.0.0']);
    expect(files(path.join(srv(), 'mf-tester/1.0.0'))).toEqual(files(build));
    expect(readFileSync(path.join(srv(), 'mf-tester/1.0.0/100.0ccfc0f6.js'), 'utf8')).toBe('console.log(1);');
  });

  it('does nothing when the same version is deployed again with the same content', async () => {
    const build = dist('dist-1', '1.0.0');
    await deploy('mf-tester', '--dist', build, '--to', 'srv');
    const again = await deploy('mf-tester', '--dist', build, '--to', 'srv');
    expect(again.stdout).toBe(`mf-tester 1.0.0 ist in ${path.join(srv(), 'mf-tester/1.0.0')} schon mit gleichem Inhalt bereitgestellt: nichts zu tun\n`);
    expect(again.status).toBe(0);
  });

  it('refuses the same version with other content, and leaves the deployed one as it was', async () => {
    await deploy('mf-tester', '--dist', dist('dist-1', '1.0.0'), '--to', 'srv');
    const run = await deploy('mf-tester', '--dist', dist('dist-changed', '1.0.0', 'console.log(2);'), '--to', 'srv');
    expect(run.stdout).toBe(
      `Deploy abgelehnt: mf-tester 1.0.0 ist in ${path.join(srv(), 'mf-tester/1.0.0')} schon mit anderem Inhalt bereitgestellt (100.0ccfc0f6.js ist anders); eine Version wird nie überschrieben: Version mit einem Changeset erhöhen und neu bauen\n`,
    );
    expect(run.status).toBe(1);
    expect(readFileSync(path.join(srv(), 'mf-tester/1.0.0/100.0ccfc0f6.js'), 'utf8')).toBe('console.log(1);');
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['1.0.0']);
  });

  it('keeps every other version', async () => {
    await deploy('mf-tester', '--dist', dist('dist-1', '1.0.0'), '--to', 'srv');
    const run = await deploy('mf-tester', '--dist', dist('dist-2', '1.1.0', 'console.log(2);'), '--to', 'srv');
    expect(run.status).toBe(0);
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['1.0.0', '1.1.0']);
    expect(readFileSync(path.join(srv(), 'mf-tester/1.0.0/100.0ccfc0f6.js'), 'utf8')).toBe('console.log(1);');
  });

  it('with --shell, copies nothing when the build does not fit the live shell', async () => {
    const shell = writeShellDist(path.join(dir, 'live-shell'));
    const run = await deploy('mf-tester', '--dist', dist('dist-2', '2.0.0', undefined, { sharedUi: '^2.0.0' }), '--to', 'srv', '--shell', shell);
    expect(run.stdout).toBe('Deploy abgelehnt: nicht bereitgestellt: mf_tester 2.0.0 braucht shared-ui ^2.0.0, die Shell hat 1.0.0\n');
    expect(run.status).toBe(1);
    expect(existsSync(path.join(srv(), 'mf-tester'))).toBe(false);
    const fits = await deploy('mf-tester', '--dist', dist('dist-1', '1.0.0'), '--to', 'srv', '--shell', shell);
    expect(fits.stdout).toMatch(/^ok: mf_tester 1\.0\.0 passt zur Shell 0\.1\.0\nmf-tester 1\.0\.0 bereitgestellt in /);
    expect(fits.status).toBe(0);
  });
});

describe('activating a version in config.json, and rolling back', () => {
  it('changes exactly the one value, and the printed rollback restores the file byte for byte', async () => {
    const config = path.join(dir, 'config.json');
    writeFileSync(config, CONFIG);
    await deploy('mf-tester', '--dist', dist('dist-0', '0.9.0'), '--to', 'srv');
    const activate = ['--activate', '--config', config, '--base-url', 'https://tests.example.de/remotes/'];
    const run = await deploy('mf-tester', '--dist', dist('dist-1', '1.0.0'), '--to', 'srv', ...activate);
    expect(run.status).toBe(0);
    const after = readFileSync(config, 'utf8');
    expect(after).toBe(CONFIG.replace('/mf-tester/0.9.0/', '/mf-tester/1.0.0/'));
    expect(after).not.toBe(CONFIG);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('  jetzt:    "mf_tester": "https://tests.example.de/remotes/mf-tester/1.0.0/mf-manifest.json",');
    expect(lines).toContain('  Rollback: diese eine Zeile wieder auf   "mf_tester": "https://tests.example.de/remotes/mf-tester/0.9.0/mf-manifest.json",   setzen');

    // The line, put back by hand.
    const [, oldLine] = /wieder auf {3}(.*) {3}setzen/.exec(run.stdout)!;
    const [, newLine] = /jetzt: {4}(.*)/.exec(run.stdout)!;
    expect(after.replace(newLine!, oldLine!)).toBe(CONFIG);

    // The command it prints.
    const [, command] = /oder: {5}npm run deploy:remote -- (.*)/.exec(run.stdout)!;
    const rollback = await deploy(...command!.split(' '));
    expect(rollback.status).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(CONFIG);
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['0.9.0', '1.0.0']);
  });

  it('refuses to activate a version that is not deployed, or a remote config.json does not name', async () => {
    const config = path.join(dir, 'config.json');
    writeFileSync(config, CONFIG);
    const missing = await deploy('mf-tester', '--to', 'srv', '--activate', '--version', '3.0.0', '--config', config, '--base-url', 'https://tests.example.de/remotes');
    expect(missing.stdout).toBe(`Deploy abgelehnt: ${path.join(srv(), 'mf-tester/3.0.0')} enthält kein mf-manifest.json: mf-tester 3.0.0 ist nicht bereitgestellt\n`);
    expect(missing.status).toBe(1);
    const unnamed = await deploy('mf-feedback', '--dist', dist('dist-f', '1.0.0'), '--to', 'srv', '--activate', '--config', config, '--base-url', 'https://tests.example.de/remotes');
    expect(unnamed.stdout).toMatch(/Deploy abgelehnt: .*config\.json nennt keinen Remote mf_feedback/);
    expect(unnamed.status).toBe(1);
    expect(readFileSync(config, 'utf8')).toBe(CONFIG);
  });
});

describe('pruning old versions', () => {
  it('removes versions older than the days kept, but never the active one nor the newest', async () => {
    const config = path.join(dir, 'config.json');
    writeFileSync(config, CONFIG); // names 0.9.0
    for (const [version, daysAgo] of [['0.9.0', 10], ['1.0.0', 5], ['1.1.0', 3], ['1.2.0', 0.5]] as const) {
      await deploy('mf-tester', '--dist', dist(`dist-${version}`, version), '--to', 'srv');
      const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      utimesSync(path.join(srv(), 'mf-tester', version), at, at);
    }
    const run = await deploy('mf-tester', '--to', 'srv', '--prune', '--config', config, '--keep-days', '1');
    expect(run.stdout).toBe('mf-tester: entfernt 1.1.0, 1.0.0; behalten 1.2.0 (die neueste), 0.9.0 (aktiv in config.json)\n');
    expect(run.status).toBe(0);
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['0.9.0', '1.2.0']);

    // Both old, config.json naming neither: the newest (the last deployed) stays however old it is.
    for (const [version, daysAgo] of [['0.9.0', 40], ['1.2.0', 30]] as const) {
      const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      utimesSync(path.join(srv(), 'mf-tester', version), at, at);
    }
    writeFileSync(config, CONFIG.replace('/mf-tester/0.9.0/', '/mf-tester/'));
    const again = await deploy('mf-tester', '--to', 'srv', '--prune', '--config', config);
    expect(again.stdout).toBe('mf-tester: entfernt 0.9.0; behalten 1.2.0 (die neueste)\n');
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['1.2.0']);
  });

  it('keeps at least one day, and never runs without being asked', async () => {
    const config = path.join(dir, 'config.json');
    writeFileSync(config, CONFIG);
    const run = await deploy('mf-tester', '--to', 'srv', '--prune', '--config', config, '--keep-days', '0');
    expect(run.stdout).toBe('Deploy abgelehnt: --keep-days 0: mindestens 1 (Tag), damit laufende Sitzungen weiterarbeiten\n');
    expect(run.status).toBe(1);

    await deploy('mf-tester', '--dist', dist('dist-old', '0.1.0'), '--to', 'srv');
    const at = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    utimesSync(path.join(srv(), 'mf-tester/0.1.0'), at, at);
    await deploy('mf-tester', '--dist', dist('dist-new', '0.2.0'), '--to', 'srv', '--activate', '--config', config, '--base-url', 'https://tests.example.de/remotes');
    expect(files(path.join(srv(), 'mf-tester'))).toEqual(['0.1.0', '0.2.0']);
  });
});
