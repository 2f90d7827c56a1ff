import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIT_MESSAGE, parseEnvFile, runConfigCheck, SERVER_VARIABLES, USAGE, type CheckOptions } from './config-check';

// npm run config:check: the shipped placeholders are refused by name, a real setup passes; the identity
// service is asked on loopback only (a fetch that sends the real-looking issuer to a local server).

const root = path.resolve(__dirname, '../..');
const BASE = 'config/runtime.base.json';
const EXAMPLE = 'deploy/systemd/api.env.example';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const DOMAIN = 'golf-tests.de';
const ISSUER = `https://anmeldung.${DOMAIN}/realms/dtp`;

/** The shipped base with its placeholders replaced: what a deployment writes. */
function goodRuntimeConfig(): Record<string, unknown> {
  const base = JSON.parse(read(BASE).replaceAll('example.org', DOMAIN)) as Record<string, Record<string, unknown>>;
  return {
    ...base,
    auth: {
      ...base.auth,
      mode: 'oidc',
      url: `https://anmeldung.${DOMAIN}`,
      loginUrl: `https://tests.${DOMAIN}/login`,
      adminConsoleUrl: `https://anmeldung.${DOMAIN}/admin/dtp/console/`,
    },
    api: { source: 'http', baseUrl: `https://tests.${DOMAIN}/api` },
    remotes: {
      mf_tester: `https://tests.${DOMAIN}/mf-tester/mf-manifest.json`,
      mf_backoffice: `https://tests.${DOMAIN}/mf-backoffice/mf-manifest.json`,
      mf_feedback: `https://tests.${DOMAIN}/mf-feedback/mf-manifest.json`,
    },
  };
}

/** The shipped environment file with its placeholder domain replaced. */
const goodEnv = () => read(EXAMPLE).replaceAll('example.org', DOMAIN);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-config-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files into the test's folder (null: not written) and runs the command there. */
async function check(
  files: { runtime?: unknown; env?: string | null },
  args: string[] = [],
  options: CheckOptions = {},
): Promise<{ code: number; lines: string[] }> {
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(files.runtime ?? goodRuntimeConfig()));
  if (files.env !== null) writeFileSync(path.join(dir, 'api.env'), files.env ?? goodEnv());
  const lines: string[] = [];
  const code = await runConfigCheck(['config.json', ...(files.env === null ? [] : ['api.env']), ...args], {
    out: (line) => lines.push(line),
    cwd: dir,
    ...options,
  });
  return { code, lines };
}

const noNetwork = () => jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() => Promise.reject(new Error('no network in this test')));

describe('the shipped files are refused, naming their placeholders', () => {
  test('config/runtime.base.json and api.env.example', async () => {
    const lines: string[] = [];
    const fetch = noNetwork();
    const code = await runConfigCheck([BASE, EXAMPLE], { out: (line) => lines.push(line), cwd: root, fetch });
    expect(code).toBe(1);
    expect(lines).not.toContain(FIT_MESSAGE);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${BASE}: auth.mode „memory“: im Betrieb melden sich alle über den Identitätsdienst an (oidc); „memory“ und „test“ melden ohne Passwort an.`,
        `${BASE}: api.source „demo“: im Betrieb kommen die Daten vom API-Server (http), „demo“ sind Beispieldaten im Browser.`,
        `${BASE}: auth.url „http://localhost:3100“ ist eine Adresse auf diesem Rechner.`,
        `${BASE}: api.baseUrl „http://localhost:3000/api“ ist eine Adresse auf diesem Rechner.`,
        `${BASE}: remotes.mf_tester „http://localhost:3001/mf-manifest.json“ ist eine Adresse auf diesem Rechner.`,
        `${BASE}: links.imprintUrl „https://www.example.org/impressum“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${BASE}: links.privacyUrl „https://www.example.org/datenschutz“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${BASE}: contact.email „cmc@example.org“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${EXAMPLE}: OIDC_ISSUER „https://anmeldung.example.org/realms/dtp“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${EXAMPLE}: APP_URL „https://tests.example.org“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${EXAMPLE}: QUESTIONNAIRE_URL „https://fragebogen.example.org/test“ ist eine Beispiel- oder Platzhalteradresse.`,
        `${EXAMPLE}: MAIL_FROM „Digitale Test-Plattform <noreply@example.org>“ hat keine Absenderadresse einer echten Domain.`,
        `${EXAMPLE}: SMTP_URL nennt den Beispiel- oder Platzhalterserver „mail.example.org“.`,
      ]),
    );
    // Every line names the file it is about; an address already refused is not fetched.
    expect(lines.every((line) => line.startsWith(`${BASE}`) || line.startsWith(`${EXAMPLE}:`))).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the base alone: its placeholders, and localhost for its identity service (not fetched)', async () => {
    const lines: string[] = [];
    const fetch = noNetwork();
    expect(await runConfigCheck([BASE], { out: (line) => lines.push(line), cwd: root, fetch })).toBe(1);
    expect(lines).toContain(`${BASE}: auth.loginUrl „http://localhost:3000/login“ ist eine Adresse auf diesem Rechner.`);
    expect(lines.filter((line) => line.includes('example.org')).length).toBeGreaterThan(10);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a setup fit for operation', () => {
  test('passes offline, without asking the network', async () => {
    const fetch = noNetwork();
    const { code, lines } = await check({}, ['--offline'], { fetch });
    expect(lines.at(-1)).toBe(FIT_MESSAGE);
    expect(lines).toEqual(['Hinweis: Die Erreichbarkeit des Identitätsdienstes wurde nicht geprüft (--offline).', FIT_MESSAGE]);
    expect(code).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('with PostgreSQL instead of the embedded database', async () => {
    const env = goodEnv().replace(/^DATA_DIR=.*$/m, '').replace(/^#DATABASE_URL=postgres:\/\/dtp:PASSWORT@/m, 'DATABASE_URL=postgres://dtp:geheim@');
    const { code, lines } = await check({ env }, ['--offline']);
    expect(lines).toEqual([expect.stringContaining('--offline'), FIT_MESSAGE]);
    expect(code).toBe(0);
  });

  describe('against an identity service on loopback', () => {
    let server: Server;
    let origin: string;
    let answer: (request: IncomingMessage, response: ServerResponse) => void;
    const asked: string[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        asked.push(request.url ?? '');
        answer(request, response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });
    beforeEach(() => {
      asked.length = 0;
    });

    const discovery = (document: Record<string, unknown>) => (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(document));
    };
    const keycloak = { issuer: ISSUER, jwks_uri: `${ISSUER}/protocol/openid-connect/certs`, authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth` };
    /** fetch, with the identity service's https origin sent to the loopback server. */
    const toLoopback: typeof fetch = (input, init) => fetch(String(input).replace(`https://anmeldung.${DOMAIN}`, origin), init);

    test('its discovery document is fetched and matches', async () => {
      answer = discovery(keycloak);
      const { code, lines } = await check({}, [], { fetch: toLoopback });
      expect(lines).toEqual([FIT_MESSAGE]);
      expect(code).toBe(0);
      expect(asked).toEqual(['/realms/dtp/.well-known/openid-configuration']);
    });

    test('another issuer, other keys, an error status and no discovery document are named', async () => {
      answer = discovery({ ...keycloak, issuer: 'https://keycloak.intern/realms/dtp', jwks_uri: 'https://keycloak.intern/keys' });
      expect((await check({}, [], { fetch: toLoopback })).lines).toEqual([
        `Der Identitätsdienst nennt sich „https://keycloak.intern/realms/dtp“, erwartet ist „${ISSUER}“: seine Tokens würden abgelehnt (Hostname hinter dem Proxy?).`,
        `Der Identitätsdienst veröffentlicht seine Schlüssel unter https://keycloak.intern/keys, der API-Server holt sie von ${ISSUER}/protocol/openid-connect/certs: OIDC_JWKS_URL setzen.`,
      ]);
      answer = (_request, response) => {
        response.writeHead(404);
        response.end('Realm does not exist');
      };
      const notFound = await check({}, [], { fetch: toLoopback });
      expect(notFound.code).toBe(1);
      expect(notFound.lines).toEqual([
        `Der Identitätsdienst antwortet auf ${ISSUER}/.well-known/openid-configuration mit HTTP 404: ist ${ISSUER} der richtige Issuer (Realm)?`,
      ]);
      answer = (_request, response) => response.end('<html>Anmeldung</html>');
      expect((await check({}, [], { fetch: toLoopback })).lines).toEqual([
        `${ISSUER}/.well-known/openid-configuration ist kein OpenID-Connect-Discovery-Dokument (kein „issuer“).`,
      ]);
    });

    test('no answer within the time is a clear message', async () => {
      answer = () => undefined;
      const { code, lines } = await check({}, [], { fetch: toLoopback, timeoutMs: 300 });
      expect(lines).toEqual([
        `Der Identitätsdienst ist nicht erreichbar: ${ISSUER}/.well-known/openid-configuration – keine Antwort in 0,3 s. Ohne Netz prüft --offline alles andere.`,
      ]);
      expect(code).toBe(1);
    });
  });

  test('an identity service that cannot be reached is a clear message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const toClosedPort: typeof fetch = (input, init) => fetch(String(input).replace(`https://anmeldung.${DOMAIN}`, `http://127.0.0.1:${port}`), init);
    const { code, lines } = await check({}, [], { fetch: toClosedPort });
    expect(lines).toEqual([
      `Der Identitätsdienst ist nicht erreichbar: ${ISSUER}/.well-known/openid-configuration – die Verbindung wurde abgelehnt. Ohne Netz prüft --offline alles andere.`,
    ]);
    expect(code).toBe(1);
  });
});

describe('what the server would misread or the apps and the server disagree on', () => {
  const withEnv = (edit: (env: string) => string) => check({ env: edit(goodEnv()) }, ['--offline']);

  test('a development environment, a typo, unreadable values, a relative folder', async () => {
    const { code, lines } = await withEnv((env) =>
      env
        .replace('NODE_ENV=production', '')
        .replace('OIDC_AUDIENCE=', 'OIDC_AUDIENCES=')
        .replace('PORT=3200', 'PORT=drei')
        .replace('BACKUP_TIME=03:00', 'BACKUP_TIME=3 Uhr')
        .replace('DATA_DIR=/var/lib/dtp/pglite', 'DATA_DIR=data/pglite')
        .concat('\nexport LANG=de_DE.UTF-8\n'),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      `api.env: Zeile ${goodEnv().split('\n').length + 1} ist keine Zuweisung NAME=Wert: „export LANG=de_DE.UTF-8“.`,
      'api.env: OIDC_AUDIENCES liest der API-Server nicht (Schreibfehler? Die Einstellungen: deploy/systemd/api.env.example).',
      'api.env: NODE_ENV ist nicht gesetzt: erst mit NODE_ENV=production prüft der Server beim Start seine Einrichtung, und die Daten der Entwicklung (Demo-Bestand) sind gesperrt.',
      'api.env: PORT „drei“ ist keine gültige Zahl (erwartet: eine ganze Zahl von 1 bis 65535).',
      'api.env: BACKUP_TIME „3 Uhr“ ist keine Uhrzeit HH:MM.',
      'api.env: DATA_DIR „data/pglite“ ist kein absoluter Pfad (relativ zum Startordner; der Dienst darf nur in ReadWritePaths schreiben).',
    ]);
  });

  test("the server's own start check: development sign-in, no TLS for mails, the demo season", async () => {
    const { lines } = await withEnv((env) =>
      env
        .replace(`OIDC_ISSUER=${ISSUER}`, 'OIDC_ISSUER=http://localhost:3100/realms/dtp')
        .replace(/^SMTP_URL=.*$/m, 'SMTP_URL=smtp://mail.golf-tests.de:25?ignoreTLS=true')
        .replace('#DEMO_SEED=0', 'DEMO_SEED=1'),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'api.env: OIDC_ISSUER „http://localhost:3100/realms/dtp“ ist der Identitätsdienst der Entwicklung auf diesem Rechner.',
        expect.stringMatching(/^api\.env: SMTP_URL setzt ignoreTLS/),
        expect.stringMatching(/^api\.env: DEMO_SEED=1 verlangt den Demo-Bestand/),
        `config.json / api.env: Die Apps melden bei ${ISSUER} an (auth.url, auth.realm), der API-Server prüft Tokens von OIDC_ISSUER „http://localhost:3100/realms/dtp“: jeder Aufruf würde abgelehnt.`,
      ]),
    );
  });

  test('behind nginx (issue 59): a proxy trusted whoever connects, no limit per address, every network address, a plain-http origin', async () => {
    const { code, lines } = await withEnv((env) =>
      env
        .replace('TRUST_PROXY=127.0.0.1', 'TRUST_PROXY=true')
        .replace('HOST=127.0.0.1', 'HOST=0.0.0.0')
        .replace(`#ALLOWED_ORIGINS=https://tests.${DOMAIN}`, `ALLOWED_ORIGINS=https://tests.${DOMAIN},http://tests.${DOMAIN}`)
        .concat('\nRATE_LIMIT_PER_MINUTE=off\n'),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^api\.env: TRUST_PROXY=true glaubt X-Forwarded-For von jedem/),
      expect.stringMatching(/^api\.env: RATE_LIMIT_PER_MINUTE=off schaltet die Begrenzung der Aufrufe je Adresse ab/),
      expect.stringMatching(/^api\.env: HOST „0\.0\.0\.0“ öffnet den API-Server auf allen Netzwerkadressen/),
      `api.env: ALLOWED_ORIGINS „http://tests.${DOMAIN}“ ist keine https-Adresse.`,
    ]);
  });

  test('apps and server must agree on the client, the questionnaire links and the contact name', async () => {
    const { lines } = await withEnv((env) =>
      env.replace('OIDC_CLIENT_ID=dtp-frontend', 'OIDC_CLIENT_ID=dtp-web').replace('CONTACT_NAME=CMC', 'CONTACT_NAME=Geschäftsstelle'),
    );
    expect(lines).toEqual([
      'config.json / api.env: auth.clientId „dtp-frontend“ und OIDC_CLIENT_ID „dtp-web“ unterscheiden sich; sie müssen gleich sein.',
      'config.json / api.env: contact.name „CMC“ und CONTACT_NAME „Geschäftsstelle“ unterscheiden sich; sie müssen gleich sein.',
    ]);
  });

  test("the apps' configuration is validated as the shell validates it", async () => {
    const runtime = goodRuntimeConfig();
    delete (runtime.links as Record<string, unknown>).privacyUrl;
    const { code, lines } = await check({ runtime, env: null }, ['--offline']);
    expect(lines).toEqual(['config.json: Der Schlüssel „links.privacyUrl“ fehlt.']);
    expect(code).toBe(1);
  });

  test('a wrong call, a missing file and broken JSON', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runConfigCheck([], { out, cwd: dir })).toBe(2);
    expect(await runConfigCheck(['a.json', '--online'], { out, cwd: dir })).toBe(2);
    expect(await runConfigCheck(['fehlt.json'], { out, cwd: dir })).toBe(1);
    writeFileSync(path.join(dir, 'kaputt.json'), '{ "platformName": ');
    expect(await runConfigCheck(['kaputt.json', '--offline'], { out, cwd: dir })).toBe(1);
    expect(lines).toEqual([USAGE, 'Unbekannte Option --online.', USAGE, 'fehlt.json: Die Datei gibt es nicht.', expect.stringMatching(/^kaputt\.json: kein gültiges JSON \(/)]);
  });
});

test('an environment file is read as systemd reads it', () => {
  expect(parseEnvFile('# Kommentar\n; auch\n\nA=1\n  B = zwei  \nC="mit Leerzeichen <x@y.de>"\nD=\'einfach\'\nE="\\"zitiert\\""\nkaputt\n')).toEqual({
    env: { A: '1', B: 'zwei', C: 'mit Leerzeichen <x@y.de>', D: 'einfach', E: '"zitiert"' },
    problems: ['Zeile 9 ist keine Zuweisung NAME=Wert: „kaputt“.'],
  });
});

test('api.env.example lists every setting the server reads, and the check knows each', () => {
  const sources = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'config-check.ts')
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  const variables = new Set(sources.flatMap((source) => [...source.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1])));
  // config.ts's env.X, main.ts's process.env.DTP_LOG; more than a handful, or the search found nothing.
  expect(variables.size).toBeGreaterThan(25);
  expect([...variables].sort()).toEqual([...SERVER_VARIABLES].sort());
  const example = read(EXAMPLE);
  for (const name of SERVER_VARIABLES) expect(example).toMatch(new RegExp(`^#?${name}=`, 'm'));
});
