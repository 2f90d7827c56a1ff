import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// deploy/nginx: `npm run nginx:config` (scripts/ops/nginx-config.mjs) writes the nginx configuration from a runtime
// configuration, with the headers of the development server (scripts/dev/static-headers.mjs). The scripts are ES
// modules of plain Node: they run as the command runs, in a child process. Where Debian's nginx is installed,
// `nginx -t` reads what they write. The end-to-end project e2e/playwright.nginx.config.ts serves the builds with it.

const root = path.resolve(__dirname, '../..');
const EXAMPLE_COMMAND = ['--config', 'config/runtime.base.json', '--out', 'deploy/nginx/dtp.conf'];

/** Runs the generator as `npm run nginx:config -- …` does (in the repository's root). */
function generate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['scripts/ops/nginx-config.mjs', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: root } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function generated(args: string[]): string {
  const run = generate(args);
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** What scripts/dev/static-headers.mjs computes for a configuration (the dev server's headers). */
function devHeaders(config: object): { security: Record<string, string>; hashed: string; immutable: string; revalidated: string } {
  const script = `
    import { HASHED, cacheControlOf, securityHeadersOf } from './scripts/dev/static-headers.mjs';
    const config = JSON.parse(process.argv[1]);
    console.log(JSON.stringify({ security: securityHeadersOf(config), hashed: HASHED.source, immutable: cacheControlOf('/a.0123abcd.js'), revalidated: cacheControlOf('/index.html') }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(config)], { cwd: root, encoding: 'utf8' }));
}

/** The blocks of a configuration, by their heads ('server', 'location ^~ /api/', …), each with its lines. */
function blocks(text: string): { head: string; lines: string[]; inner: { head: string; lines: string[] }[] }[] {
  const out: { head: string; lines: string[]; inner: { head: string; lines: string[] }[] }[] = [];
  let server: (typeof out)[number] | undefined;
  let inner: { head: string; lines: string[] } | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.endsWith('{')) {
      const head = line.slice(0, -1).trim();
      if (!server) out.push((server = { head, lines: [], inner: [] }));
      else server.inner.push((inner = { head, lines: [] }));
    } else if (line === '}') {
      if (inner) inner = undefined;
      else server = undefined;
    } else (inner ?? server)?.lines.push(line);
  }
  return out;
}

const servers = (text: string) => blocks(text).filter((block) => block.head === 'server');
const location = (server: ReturnType<typeof servers>[number], head: string) => server.inner.find((block) => block.head === head);

const base = JSON.parse(readFileSync(path.join(root, 'config/runtime.base.json'), 'utf8'));
/** A production configuration: everything on one https host, the API at /api/, the remotes in folders of it. */
const production = {
  ...base,
  auth: { ...base.auth, mode: 'oidc', url: 'https://anmeldung.example.de', loginUrl: 'https://tests.example.de/login' },
  api: { source: 'http', baseUrl: 'https://tests.example.de/api' },
  remotes: {
    mf_tester: 'https://tests.example.de/remotes/mf-tester/mf-manifest.json',
    mf_backoffice: 'https://tests.example.de/remotes/mf-backoffice/mf-manifest.json',
    mf_feedback: 'https://cdn.example.de/mf-feedback/mf-manifest.json',
  },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-nginx-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configFile = (name: string, config: object) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(config));
  return file;
};

describe('npm run nginx:config', () => {
  it('deploy/nginx/dtp.conf is what it writes from config/runtime.base.json (else: npm run nginx:config -- ' + EXAMPLE_COMMAND.join(' ') + ')', () => {
    // The heading names the command without its --out: the same text either way.
    expect(readFileSync(path.join(root, 'deploy/nginx/dtp.conf'), 'utf8')).toBe(generated(EXAMPLE_COMMAND.slice(0, 2)));
  });

  it('the base configuration: the shell and each remote on its own port, the development server’s headers in every location that serves files, the API and the club’s pages proxied', () => {
    const text = generated(['--config', 'config/runtime.base.json']);
    const dev = devHeaders(base);
    const map = blocks(text).find((block) => block.head === 'map $uri $dtp_cache_control')!;
    expect(map.lines).toEqual([`"~${dev.hashed}" "${dev.immutable}";`, `default "${dev.revalidated}";`]);

    const [shell, tester, backoffice, feedback, ...rest] = servers(text);
    expect(rest).toEqual([]);
    for (const [server, port, dist] of [[shell!, 3000, 'shell'], [tester!, 3001, 'mf-tester'], [backoffice!, 3002, 'mf-backoffice'], [feedback!, 3003, 'mf-feedback']] as const) {
      expect(server.lines).toEqual(expect.arrayContaining([`listen ${port};`, `listen [::]:${port};`, 'server_name localhost;', 'brotli_static on;', 'gzip_static on;', 'gzip_vary on;', `root /srv/dtp/${dist};`]));
      expect(location(server, 'location /')!.lines[0]).toBe('try_files $uri $uri.html /index.html;');
    }
    const shellBlocks = [location(shell!, 'location = /config.json')!, location(shell!, 'location /')!];
    const remoteBlocks = [tester!, backoffice!, feedback!].map((server) => location(server, 'location /')!);
    for (const block of [...shellBlocks, ...remoteBlocks]) {
      expect(block.lines).toEqual(expect.arrayContaining([
        'add_header Cache-Control $dtp_cache_control always;',
        ...Object.entries(dev.security).map(([name, value]) => `add_header ${name} "${value}" always;`),
      ]));
      expect(block.lines.join('\n')).not.toContain('Strict-Transport-Security');
    }
    // CORS (issue 59): a remote's files for the shell's origin only, which fetches its manifest; the shell's page none.
    for (const block of remoteBlocks) expect(block.lines.filter((line) => line.includes('Access-Control'))).toEqual(['add_header Access-Control-Allow-Origin "http://localhost:3000" always;']);
    for (const block of shellBlocks) expect(block.lines.filter((line) => line.includes('Access-Control'))).toEqual([]);
    expect(text).not.toMatch(/Access-Control-Allow-Origin "\*"/);
    // No old .br/.gz beside a replaced config.json is ever sent.
    expect(location(shell!, 'location = /config.json')!.lines).toEqual(expect.arrayContaining(['brotli_static off;', 'gzip_static off;']));

    const upstream = blocks(text).find((block) => block.head === 'upstream dtp_api')!;
    expect(upstream.lines).toEqual(['server 127.0.0.1:3200;', 'keepalive 16;']);
    const api = location(shell!, 'location ^~ /api/')!;
    const club = location(shell!, 'location ^~ /club/')!;
    // /api/settings → the server's /settings; /club/… as it is.
    expect(api.lines).toContain('proxy_pass http://dtp_api/;');
    expect(api.lines).toContain('client_max_body_size 21m;');
    // The API's JSON answers compressed per request (the static files come compressed from the build).
    expect(api.lines).toEqual(expect.arrayContaining(['gzip on;', 'gzip_types application/json;', 'gzip_min_length 1024;']));
    expect(club.lines.filter((line) => line.startsWith('gzip'))).toEqual([]);
    expect(club.lines).toContain('proxy_pass http://dtp_api;');
    expect(club.lines).toContain('access_log /var/log/nginx/access.log dtp_club;');
    // Its token never reaches the error log: only critical errors there, which carry no request line (issue 59).
    expect(club.lines).toContain('error_log /var/log/nginx/error.log crit;');
    expect(servers(text).flatMap((server) => server.inner).filter((block) => block.head !== club.head && block.lines.some((line) => line.startsWith('error_log')))).toEqual([]);
    for (const proxied of [api, club]) {
      expect(proxied.lines).toEqual(expect.arrayContaining(['proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_set_header X-Forwarded-Proto $scheme;', 'proxy_set_header Host $host;']));
      // The API's answers and the club's pages keep their own headers.
      expect(proxied.lines.filter((line) => line.startsWith('add_header'))).toEqual([]);
    }
  });

  it('https: HSTS on every answer, once; http/2; remotes in folders of the shell’s host or on a host of their own; http:// leads to https://', () => {
    const text = generated(['--config', configFile('production.json', production), '--dist', '/srv/dtp/{app}', '--dist', 'shell=/var/www/tests', '--served-config', '/etc/dtp/config.json', '--api-upstream', '10.0.0.5:3200,10.0.0.6:3200']);
    const dev = devHeaders(production);
    const [tests, cdn, redirect, ...rest] = servers(text);
    expect(rest).toEqual([]);
    expect(tests!.lines).toEqual(expect.arrayContaining(['listen 443 ssl http2;', 'listen [::]:443 ssl http2;', 'server_name tests.example.de;', 'ssl_certificate /etc/letsencrypt/live/tests.example.de/fullchain.pem;', 'ssl_certificate_key /etc/letsencrypt/live/tests.example.de/privkey.pem;', 'root /var/www/tests;']));
    expect(cdn!.lines).toEqual(expect.arrayContaining(['server_name cdn.example.de;', 'listen 443 ssl http2;']));
    expect(location(cdn!, 'location ^~ /mf-feedback/')!.lines[0]).toBe('alias /srv/dtp/mf-feedback/;');
    expect(location(tests!, 'location ^~ /remotes/mf-tester/')!.lines[0]).toBe('alias /srv/dtp/mf-tester/;');
    expect(location(tests!, 'location ^~ /remotes/mf-backoffice/')!.lines[0]).toBe('alias /srv/dtp/mf-backoffice/;');
    expect(location(tests!, 'location = /config.json')!.lines[0]).toBe('alias /etc/dtp/config.json;');
    expect(redirect!.lines).toEqual(['listen 80;', 'listen [::]:80;', 'server_name tests.example.de cdn.example.de;', 'server_tokens off;', 'return 301 https://$host$request_uri;']);
    expect(blocks(text).find((block) => block.head === 'upstream dtp_api')!.lines).toEqual(['server 10.0.0.5:3200;', 'server 10.0.0.6:3200;', 'keepalive 16;']);

    const hsts = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
    for (const server of [tests!, cdn!]) {
      for (const block of server.inner) {
        expect(block.lines.filter((line) => line === hsts)).toHaveLength(1);
        if (block.lines.some((line) => line.startsWith('proxy_pass'))) expect(block.lines).toContain('proxy_hide_header Strict-Transport-Security;');
        else expect(block.lines).toContain(`add_header Content-Security-Policy "${dev.security['Content-Security-Policy']}" always;`);
      }
    }
    // CORS only where the shell's page fetches from another origin: the CDN's remote; the remotes in folders are its own.
    const cors = (server: ReturnType<typeof servers>[number]) => server.inner.filter((block) => block.lines.some((line) => line.startsWith('add_header Access-Control-Allow-Origin'))).map((block) => [block.head, block.lines.filter((line) => line.includes('Access-Control'))]);
    expect(cors(tests!)).toEqual([]);
    expect(cors(cdn!)).toEqual([['location ^~ /mf-feedback/', ['add_header Access-Control-Allow-Origin "https://tests.example.de" always;']]]);
    // The policy lists the CDN's remote and the identity service; the remotes in folders are 'self'.
    expect(dev.security['Content-Security-Policy']).toContain("script-src 'self' 'sha256-");
    expect(dev.security['Content-Security-Policy']).toContain(' https://cdn.example.de;');

    expect(servers(generated(['--config', configFile('production.json', production), '--http2-directive']))[0]!.lines).toEqual(expect.arrayContaining(['listen 443 ssl;', 'http2 on;']));
  });

  it('the API on a host of its own (--api host): a server that proxies it all; --api proxy refuses that configuration, saying why', () => {
    const own = { ...production, api: { source: 'http', baseUrl: 'https://api.tests.example.de' } };
    const file = configFile('api-host.json', own);
    const text = generated(['--config', file, '--api', 'host']);
    const api = servers(text).find((server) => server.lines.includes('server_name api.tests.example.de;'))!;
    expect(api.inner.map((block) => block.head)).toEqual(['location /']);
    expect(location(api, 'location /')!.lines).toEqual(expect.arrayContaining(['proxy_pass http://dtp_api;', 'client_max_body_size 21m;', 'proxy_set_header X-Forwarded-For $remote_addr;']));
    // The club's pages stay at the shell's address, where the mails link.
    const tests = servers(text).find((server) => server.lines.includes('server_name tests.example.de;'))!;
    expect(location(tests, 'location ^~ /club/')!.lines).toContain('proxy_pass http://dtp_api;');
    expect(location(tests, 'location ^~ /api/')).toBeUndefined();

    const refused = generate(['--config', file, '--api', 'proxy']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--api proxy: api.baseUrl "https://api.tests.example.de/" must be a folder of the shell\'s address https://tests.example.de');
    expect(generate(['--config', 'config/runtime.base.json', '--api', 'host']).stderr).toContain('--api host: api.baseUrl "http://localhost:3000/api" is on the shell\'s address');
  });

  it('refuses what cannot be served: two apps at one address, a remote without its manifest, a missing --config', () => {
    const clash = { ...production, remotes: { ...production.remotes, mf_feedback: 'https://tests.example.de/remotes/mf-tester/mf-manifest.json' } };
    expect(generate(['--config', configFile('clash.json', clash)]).stderr).toContain('remotes.mf_feedback: https://tests.example.de/remotes/mf-tester/ is taken by mf-tester');
    const club = { ...production, remotes: { ...production.remotes, mf_feedback: 'https://tests.example.de/club/mf-manifest.json' } };
    expect(generate(['--config', configFile('club.json', club)]).stderr).toContain("remotes.mf_feedback: https://tests.example.de/club/ is taken by the club's pages");
    const noManifest = { ...production, remotes: { ...production.remotes, mf_tester: 'https://tests.example.de/remotes/mf-tester/remoteEntry.js' } };
    expect(generate(['--config', configFile('no-manifest.json', noManifest)]).stderr).toContain('does not end in /mf-manifest.json');
    expect(generate([]).stderr).toContain('--config <runtime configuration (config.json)> is required');
  });
});

// Debian's nginx reads what the generator writes (nginx -t), in a folder of its own; skipped where it is not installed.
const nginxMissing = spawnSync(process.execPath, ['scripts/ops/nginx-local.mjs', '--unavailable'], { cwd: root, encoding: 'utf8' }).stdout.trim();

describe('nginx -t', () => {
  /** Tests a generated configuration inside a standalone nginx.conf (scripts/ops/nginx-config-lib.mjs). */
  function nginxTest(name: string, args: string[]): { status: number | null; output: string } {
    const prefix = path.join(dir, name);
    mkdirSync(prefix, { recursive: true });
    const serverConf = path.join(prefix, 'dtp.conf');
    writeFileSync(serverConf, generated([...args, '--access-log', path.join(prefix, 'access.log')]));
    const script = `
      import { writeFileSync } from 'node:fs';
      import { userInfo } from 'node:os';
      import { nginxArguments, nginxBinary, standaloneNginxConf } from './scripts/ops/nginx-config-lib.mjs';
      const [prefix, serverConf] = process.argv.slice(1);
      writeFileSync(prefix + '/nginx.conf', standaloneNginxConf({ prefix, serverConf, user: process.getuid() === 0 ? userInfo().username : undefined }));
      console.log(JSON.stringify([nginxBinary(), ...nginxArguments(prefix, { test: true })]));`;
    const [nginx, ...nginxArgs] = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, prefix, serverConf], { cwd: root, encoding: 'utf8' })) as string[];
    const run = spawnSync(nginx!, nginxArgs, { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  const test = nginxMissing ? it.skip : it;
  if (nginxMissing) console.warn(`nginx -t skipped: ${nginxMissing}`);

  test(`accepts the example from config/runtime.base.json${nginxMissing ? ` (skipped: ${nginxMissing})` : ''}`, () => {
    expect(nginxTest('example', ['--config', 'config/runtime.base.json'])).toEqual({ status: 0, output: '' });
  });

  test(`accepts an https configuration with remotes in folders, the API on hosts of its own, and its certificates${nginxMissing ? ` (skipped: ${nginxMissing})` : ''}`, () => {
    const tls = path.join(dir, 'tls');
    for (const host of ['tests.example.de', 'cdn.example.de', 'api.tests.example.de']) {
      mkdirSync(path.join(tls, host), { recursive: true });
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${host}`,
        '-keyout', path.join(tls, host, 'privkey.pem'), '-out', path.join(tls, host, 'fullchain.pem')], { stdio: 'ignore' });
    }
    expect(nginxTest('https', ['--config', configFile('production.json', production), '--tls-dir', tls, '--served-config', '/etc/dtp/config.json'])).toEqual({ status: 0, output: '' });
    const own = configFile('api-host.json', { ...production, api: { source: 'http', baseUrl: 'https://api.tests.example.de' } });
    expect(nginxTest('api-host', ['--config', own, '--api', 'host', '--tls-dir', tls])).toEqual({ status: 0, output: '' });
  });
});

// Without the brotli module (--no-brotli): Debian's nginx alone runs the generated configuration and a request goes through.
const plainNginxMissing = spawnSync(process.execPath, ['--input-type=module', '-e', "import { nginxUnavailable } from './scripts/ops/nginx-config-lib.mjs'; console.log(nginxUnavailable(process.env, { brotli: false }) ?? '');"], { cwd: root, encoding: 'utf8' }).stdout.trim();

describe('nginx running the generated configuration', () => {
  const test = plainNginxMissing ? it.skip : it;
  if (plainNginxMissing) console.warn(`nginx skipped: ${plainNginxMissing}`);

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  test(`on a 502 the club’s token is in neither log, while the API’s failure is logged (issue 59)${plainNginxMissing ? ` (skipped: ${plainNginxMissing})` : ''}`, async () => {
    const [port, closed] = [await freePort(), await freePort()];
    const origin = `http://localhost:${port}`;
    const config = { ...base, auth: { ...base.auth, loginUrl: `${origin}/login` }, api: { ...base.api, baseUrl: `${origin}/api` }, remotes: {} };
    const prefix = mkdtempSync(path.join(dir, 'run-'));
    const serverConf = path.join(prefix, 'dtp.conf');
    // The API server is not there: every proxied request ends in 502, which nginx writes to its error log.
    writeFileSync(serverConf, generated(['--config', configFile('run.json', config), '--no-brotli', '--listen', '127.0.0.1', '--api-upstream', `127.0.0.1:${closed}`,
      '--dist', prefix, '--access-log', path.join(prefix, 'access.log'), '--error-log', path.join(prefix, 'error.log')]));
    const script = `
      import { writeFileSync } from 'node:fs';
      import { userInfo } from 'node:os';
      import { nginxArguments, nginxBinary, standaloneNginxConf } from './scripts/ops/nginx-config-lib.mjs';
      const [prefix, serverConf] = process.argv.slice(1);
      writeFileSync(prefix + '/nginx.conf', standaloneNginxConf({ prefix, serverConf, brotli: false, user: process.getuid() === 0 ? userInfo().username : undefined }));
      console.log(JSON.stringify([nginxBinary(), ...nginxArguments(prefix)]));`;
    const [nginx, ...nginxArgs] = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, prefix, serverConf], { cwd: root, encoding: 'utf8' })) as string[];
    const server = spawn(nginx!, nginxArgs, { stdio: 'ignore' });
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    try {
      const token = 'Geheim_0123456789abcdefghijklmnopqrstuv';
      let club: Response | undefined;
      for (let attempt = 0; attempt < 100 && !club; attempt++) {
        club = await fetch(`http://127.0.0.1:${port}/club/feedback/${token}?x=1`, { headers: { host: `localhost:${port}` } }).catch(() => undefined);
        if (!club) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(club?.status).toBe(502);
      expect((await fetch(`http://127.0.0.1:${port}/api/settings`)).status).toBe(502);
      server.kill('SIGTERM');
      await stopped;
      const errors = readFileSync(path.join(prefix, 'error.log'), 'utf8');
      expect(errors).toContain('"GET /api/settings HTTP/1.1"');
      expect(errors).not.toContain(token);
      expect(errors).not.toContain('/club/');
      expect(readFileSync(path.join(prefix, 'access.log'), 'utf8')).toContain('"GET /club/feedback/...?x=1 HTTP/1.1" 502');
      expect(readFileSync(path.join(prefix, 'access.log'), 'utf8')).not.toContain(token);
    } finally {
      if (server.exitCode === null) server.kill('SIGTERM');
      await stopped;
    }
  }, 30_000);
});
