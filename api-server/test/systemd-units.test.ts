import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// deploy/systemd: the units run what the server and `npm run backup` run, sandboxed, and stop as gracefully
// as main.ts does; where systemd-analyze can verify units, it verifies copies of them (paths made local).

const root = path.resolve(__dirname, '../..');
const unitDir = path.join(root, 'deploy/systemd');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const UNIT_FILES = ['dtp-api.service', 'dtp-backup.service', 'dtp-backup.timer'];

type Unit = Record<string, Record<string, string[]>>;

/** A unit file as systemd reads it: [Section], Key=Value (a key may repeat), # and ; comments, \ continues a line. */
function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: Record<string, string[]> | undefined;
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = unit[header[1]!] ??= {};
      continue;
    }
    const assignment = /^([A-Za-z0-9]+)\s*=\s*(.*)$/.exec(line);
    if (!assignment || !section) throw new Error(`not a unit file line: ${line}`);
    (section[assignment[1]!] ??= []).push(assignment[2]!);
  }
  return unit;
}

const units = Object.fromEntries(UNIT_FILES.map((file) => [file, parseUnit(readFileSync(path.join(unitDir, file), 'utf8'))]));
const api = units['dtp-api.service']!;
const backup = units['dtp-backup.service']!;
const timer = units['dtp-backup.timer']!;

/** The one value of a key (set once). */
function value(unit: Unit, section: string, key: string): string | undefined {
  const values = unit[section]?.[key];
  if (values && values.length > 1) throw new Error(`${section}.${key} is set ${values.length} times`);
  return values?.[0];
}

/** A systemd time span ('30s', '1min 30s', '90') in seconds. */
function seconds(span: string): number {
  const factors: Record<string, number> = { ms: 0.001, s: 1, sec: 1, m: 60, min: 60, h: 3600 };
  return [...span.matchAll(/(\d+)\s*([a-z]*)/g)].reduce((sum, [, amount, unit]) => sum + Number(amount) * (factors[unit || 's'] ?? NaN), 0);
}

/** The sandbox both services share. */
const SANDBOX: Record<string, string> = {
  ProtectSystem: 'strict',
  ProtectHome: 'true',
  PrivateTmp: 'true',
  NoNewPrivileges: 'true',
  ProtectKernelTunables: 'true',
  ProtectControlGroups: 'true',
  RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
  LockPersonality: 'true',
  UMask: '0077',
};

describe('dtp-api.service', () => {
  test('runs the built server as the user dtp with the settings of /etc/dtp/api.env, restarted on failure', () => {
    expect(value(api, 'Service', 'ExecStart')).toBe('/usr/bin/node /opt/dtp/api-server/dist/server.mjs');
    expect(value(api, 'Service', 'User')).toBe('dtp');
    expect(value(api, 'Service', 'Group')).toBe('dtp');
    expect(value(api, 'Service', 'EnvironmentFile')).toBe('/etc/dtp/api.env');
    expect(value(api, 'Service', 'Restart')).toBe('on-failure');
    expect(value(api, 'Install', 'WantedBy')).toBe('multi-user.target');
  });

  test('is sandboxed: read-only but for the data and the backups of api.env.example', () => {
    for (const [key, expected] of Object.entries(SANDBOX)) expect([key, value(api, 'Service', key)]).toEqual([key, expected]);
    // V8's JIT needs memory it writes and then executes: Node does not start with it (the unit says why).
    expect(value(api, 'Service', 'MemoryDenyWriteExecute')).toBeUndefined();
    expect(read('deploy/systemd/dtp-api.service')).toMatch(/# No MemoryDenyWriteExecute=: V8/);
    const writable = (value(api, 'Service', 'ReadWritePaths') ?? '').split(/\s+/);
    expect(writable).toEqual(expect.arrayContaining(['/var/lib/dtp', '/var/backups/dtp']));
    const example = read('deploy/systemd/api.env.example');
    for (const variable of ['DATA_DIR', 'BACKUP_DIR']) {
      const folder = new RegExp(`^${variable}=(.+)$`, 'm').exec(example)?.[1];
      expect([variable, writable.some((dir) => folder === dir || folder?.startsWith(`${dir}/`))]).toEqual([variable, true]);
    }
  });

  test("hands the service the bank data's key as a credential, where api.env.example's BANK_DATA_KEY_FILE finds it", () => {
    const [name, source] = (value(api, 'Service', 'LoadCredential') ?? '').split(':');
    expect(source).toBe('/etc/dtp/bank-data.key');
    const file = /^BANK_DATA_KEY_FILE=(.+)$/m.exec(read('deploy/systemd/api.env.example'))?.[1];
    // $CREDENTIALS_DIRECTORY of a service is /run/credentials/<unit>.
    expect(file).toBe(`/run/credentials/dtp-api.service/${name}`);
    // The key is the service's, not in the folders it writes (and backs up).
    expect(value(api, 'Service', 'ReadWritePaths')).not.toContain('/etc/dtp');
  });

  test("stops by SIGTERM and waits longer than the server's graceful stop", () => {
    expect(value(api, 'Service', 'KillSignal') ?? 'SIGTERM').toBe('SIGTERM');
    // main.ts waits for running requests, then platform.ts gives pg-boss (the mail queue) its time.
    const requests = Number(/waited < ([\d_]+)/.exec(read('api-server/src/main.ts'))?.[1]?.replaceAll('_', ''));
    const queue = Number(/boss\?\.stop\(\{ graceful: true, timeout: ([\d_]+) \}\)/.exec(read('api-server/src/platform.ts'))?.[1]?.replaceAll('_', ''));
    expect(requests).toBe(10_000);
    expect(queue).toBeGreaterThan(0);
    expect(seconds(value(api, 'Service', 'TimeoutStopSec') ?? '90s')).toBeGreaterThan((requests + queue) / 1000);
  });
});

describe('the backups on PostgreSQL', () => {
  test('dtp-backup.service runs what `npm run backup` runs, once, as the server runs', () => {
    const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(packageJson.scripts.backup).toBe('bash scripts/toolchain/api-command.sh --backup');
    expect(read('scripts/toolchain/api-command.sh')).toMatch(/^exec node api-server\/dist\/server\.mjs "\$@"$/m);
    expect(value(backup, 'Service', 'Type')).toBe('oneshot');
    expect(value(backup, 'Service', 'ExecStart')).toBe(`${value(api, 'Service', 'ExecStart')} --backup`);
    for (const key of ['User', 'Group', 'EnvironmentFile', 'WorkingDirectory', 'ReadWritePaths', ...Object.keys(SANDBOX)]) {
      expect([key, value(backup, 'Service', key)]).toEqual([key, value(api, 'Service', key)]);
    }
    expect(value(backup, 'Service', 'MemoryDenyWriteExecute')).toBeUndefined();
  });

  test('dtp-backup.timer starts it nightly and makes up a missed night', () => {
    expect(value(timer, 'Timer', 'OnCalendar')).toMatch(/^(daily|\*-\*-\* 0[0-5]:\d\d(:\d\d)?)$/);
    expect(value(timer, 'Timer', 'Persistent')).toBe('true');
    expect(value(timer, 'Timer', 'Unit') ?? 'dtp-backup.service').toBe('dtp-backup.service');
    expect(value(timer, 'Install', 'WantedBy')).toBe('timers.target');
  });
});

/** Why `systemd-analyze verify` cannot check units here (null: it can): absent, or failing on a unit without fault. */
function verifyUnavailable(): string | null {
  const version = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return 'systemd-analyze is not installed';
  const dir = mkdtempSync(path.join(tmpdir(), 'dtp-verify-probe-'));
  try {
    writeFileSync(path.join(dir, 'probe.service'), `[Unit]\nDescription=probe\n\n[Service]\nType=oneshot\nExecStart=${process.execPath} --version\n`);
    const probe = spawnSync('systemd-analyze', ['verify', path.join(dir, 'probe.service')], { encoding: 'utf8' });
    const said = `${probe.stdout}${probe.stderr}`.trim();
    if (probe.status !== 0 || said !== '') return `systemd-analyze verify fails on a faultless unit here (a container?): ${said.split('\n')[0] ?? `exit ${probe.status}`}`;
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const VERIFY_UNAVAILABLE = verifyUnavailable();
if (VERIFY_UNAVAILABLE) console.warn(`systemd-units.test.ts: systemd-analyze verify skipped: ${VERIFY_UNAVAILABLE}`);
(VERIFY_UNAVAILABLE === null ? describe : describe.skip)('systemd-analyze verify', () => {
  test('accepts the three units (copies with local paths), without a warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dtp-verify-'));
    try {
      for (const folder of ['opt', 'data', 'backups']) mkdirSync(path.join(dir, folder));
      writeFileSync(path.join(dir, 'api.env'), read('deploy/systemd/api.env.example'));
      const local = (text: string) =>
        text
          .replaceAll('/usr/bin/node', process.execPath)
          .replaceAll('/opt/dtp', path.join(dir, 'opt'))
          .replaceAll('/etc/dtp/api.env', path.join(dir, 'api.env'))
          .replaceAll('/var/lib/dtp', path.join(dir, 'data'))
          .replaceAll('/var/backups/dtp', path.join(dir, 'backups'));
      for (const file of UNIT_FILES) writeFileSync(path.join(dir, file), local(readFileSync(path.join(unitDir, file), 'utf8')));
      const verify = spawnSync('systemd-analyze', ['verify', ...UNIT_FILES.map((file) => path.join(dir, file))], { encoding: 'utf8' });
      // Unknown keys and unparsable values are only warnings (exit code 0): any output is a fault.
      expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
