import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROVIDES, manifestOf, runScript, writeRemoteDist, writeShellDist } from './deploy-fixtures';

// The deploy gate (issue 48, item 5; scripts/ops/deploy-gate.mjs, `npm run deploy:check`): a candidate remote against
// the live shell's federation-provides.json, a candidate shell against every remote the live config.json names. The
// comparison is api-client/src/federation/remote-compatibility.ts's with the federation runtime's semver check.

let dir: string;
let server: Server;
let origin: string;
/** What the little http server answers: path → JSON document (anything else: 404). */
const served = new Map<string, object>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-deploy-gate-'));
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ? JSON.stringify(body) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

const gate = (...args: string[]) => runScript('deploy-gate.mjs', args, dir);

describe('a candidate remote against the live shell', () => {
  it('passes a remote whose ranges the shell satisfies, from its dist folder or its manifest file', async () => {
    const remote = writeRemoteDist(path.join(dir, 'ok-remote'), manifestOf({ version: '1.3.0', sharedUi: '^1.0.0' }));
    const shell = writeShellDist(path.join(dir, 'live-shell'));
    for (const candidate of [remote, path.join(remote, 'mf-manifest.json'), 'ok-remote']) {
      const run = await gate('--remote', candidate, '--shell', shell);
      expect(run.stdout).toBe('ok: mf_tester 1.3.0 passt zur Shell 0.1.0\n');
      expect(run.status).toBe(0);
    }
    expect(run0Stderr(await gate('--remote', remote, '--shell', shell))).toBe('');
  });

  it('refuses a remote that needs a shared-ui the shell does not have, with one German line', async () => {
    const remote = writeRemoteDist(path.join(dir, 'next-major'), manifestOf({ version: '1.4.0', sharedUi: '^2.0.0' }));
    const run = await gate('--remote', remote, '--shell', writeShellDist(path.join(dir, 'live-shell')));
    expect(run.stdout).toBe('PASST NICHT: mf_tester 1.4.0 braucht shared-ui ^2.0.0, die Shell hat 1.0.0\n');
    expect(run.status).toBe(1);
  });

  it('names each part when more than one does not fit, the federation runtime too', async () => {
    const remote = writeRemoteDist(path.join(dir, 'two-off'), manifestOf({ version: '2.0.0', sharedUi: '^2.0.0', plugin: '2.10.0' }));
    const run = await gate('--remote', remote, '--shell', writeShellDist(path.join(dir, 'live-shell')));
    expect(run.stdout).toBe(
      'PASST NICHT: mf_tester 2.0.0 braucht shared-ui ^2.0.0 (die Shell hat 1.0.0) und die Module-Federation-Laufzeit ~2.10.0 (die Shell hat 2.9.2)\n',
    );
    expect(run.status).toBe(1);
  });

  it('reads the live shell and the candidate over http', async () => {
    served.set('/live/federation-provides.json', PROVIDES);
    served.set('/candidate/mf-manifest.json', manifestOf({ version: '1.4.0', sharedUi: '^2.0.0' }));
    const run = await gate('--remote', `${origin}/candidate/mf-manifest.json`, '--shell', `${origin}/live/`);
    expect(run.stdout).toBe('PASST NICHT: mf_tester 1.4.0 braucht shared-ui ^2.0.0, die Shell hat 1.0.0\n');
    expect(run.status).toBe(1);
  });

  it('refuses when the live shell cannot be read, and explains a wrong call', async () => {
    const remote = writeRemoteDist(path.join(dir, 'ok-remote'), manifestOf());
    const unreachable = await gate('--remote', remote, '--shell', `${origin}/nowhere/`);
    expect(unreachable.stdout).toBe(`Deploy-Prüfung: ${origin}/nowhere/federation-provides.json antwortet mit HTTP 404\n`);
    expect(unreachable.status).toBe(1);
    const wrong = await gate('--remote', remote);
    expect(wrong.stdout).toMatch(/^Deploy-Prüfung: entweder --remote und --shell, oder --shell-candidate und --config angeben\nAufruf:/);
    expect(wrong.status).toBe(1);
  });
});

describe('a candidate shell against the live remotes', () => {
  const liveConfig = (remotes: Record<string, string>) => {
    const base = JSON.parse(readFileSync(path.join(__dirname, '../../config/runtime.base.json'), 'utf8'));
    const file = path.join(dir, 'live-config.json');
    writeFileSync(file, JSON.stringify({ ...base, remotes }, null, 2));
    return file;
  };

  it('checks every remote config.json names: one line each, ok or what does not fit', async () => {
    served.set('/remotes/mf-tester/1.0.0/mf-manifest.json', manifestOf({ version: '1.0.0', sharedUi: '^1.0.0' }));
    served.set('/remotes/mf-feedback/0.3.0/mf-manifest.json', manifestOf({ name: 'mf_feedback', version: '0.3.0', sharedUi: '^1.0.0' }));
    const config = liveConfig({
      mf_tester: `${origin}/remotes/mf-tester/1.0.0/mf-manifest.json`,
      mf_feedback: `${origin}/remotes/mf-feedback/0.3.0/mf-manifest.json`,
    });
    const compatible = writeShellDist(path.join(dir, 'shell-candidate-ok'), { shell: '0.2.0', provides: { ...PROVIDES.provides, '@dtp/shared-ui': '1.2.0' } });
    const ok = await gate('--shell-candidate', compatible, '--config', config);
    expect(ok.stdout).toBe('ok: mf_tester 1.0.0 passt zur Shell 0.2.0\nok: mf_feedback 0.3.0 passt zur Shell 0.2.0\n');
    expect(ok.status).toBe(0);

    // shared-ui 2.0.0: a major bump the live remotes were not built against.
    const breaking = writeShellDist(path.join(dir, 'shell-candidate-major'), { shell: '1.0.0', provides: { ...PROVIDES.provides, '@dtp/shared-ui': '2.0.0' } });
    const refused = await gate('--shell-candidate', breaking, '--config', config);
    expect(refused.stdout).toBe(
      'PASST NICHT: mf_tester 1.0.0 braucht shared-ui ^1.0.0, die Shell hat 2.0.0\nPASST NICHT: mf_feedback 0.3.0 braucht shared-ui ^1.0.0, die Shell hat 2.0.0\n',
    );
    expect(refused.status).toBe(1);
  });

  it('refuses when a live manifest cannot be fetched, and still checks the others', async () => {
    served.set('/remotes/mf-tester/1.0.0/mf-manifest.json', manifestOf({ version: '1.0.0' }));
    const config = liveConfig({ mf_tester: `${origin}/remotes/mf-tester/1.0.0/mf-manifest.json`, mf_backoffice: `${origin}/remotes/mf-backoffice/9.9.9/mf-manifest.json` });
    const run = await gate('--shell-candidate', writeShellDist(path.join(dir, 'shell-candidate')), '--config', config);
    expect(run.stdout).toBe(
      `ok: mf_tester 1.0.0 passt zur Shell 0.1.0\nPASST NICHT: mf_backoffice: ${origin}/remotes/mf-backoffice/9.9.9/mf-manifest.json antwortet mit HTTP 404\n`,
    );
    expect(run.status).toBe(1);
  });
});

/** stderr without the toolchain's announcement (none is expected from the command itself). */
function run0Stderr(run: { stderr: string }) {
  return run.stderr
    .split('\n')
    .filter((line) => line && !line.startsWith('Digitale Test-Plattform: Node'))
    .join('\n');
}
