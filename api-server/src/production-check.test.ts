import { DEVELOPMENT_BANK_KEY } from './bank-data/bank-keys';
import { OperatorError } from './operator-error';
import { productionProblems, refuseUnfitProduction } from './production-check';

// NODE_ENV=production starts the server only with a production setup; every problem is named at once.

/** A setup fit for production. */
const FIT = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://anmeldung.golf-tests.de/realms/dtp',
  APP_URL: 'https://www.golf-tests.de',
  DATABASE_URL: 'postgres://dtp@db.intern:5432/dtp?sslmode=verify-full',
  BANK_DATA_KEY_FILE: '/run/credentials/dtp-api.service/bank-data-key',
  SMTP_URL: 'smtp://dtp:geheim@mail.golf-tests.de:587',
  MAIL_FROM: 'Digitale Test-Plattform <noreply@golf-tests.de>',
  QUESTIONNAIRE_URL: 'https://fragebogen.golf-tests.de/test',
  PREMIUM_QUESTIONNAIRE_URL: 'https://fragebogen.golf-tests.de/premium',
};

const problemsWith = (changes: Record<string, string | undefined>) => productionProblems({ ...FIT, ...changes });

test('a production setup starts', () => {
  expect(productionProblems(FIT)).toEqual([]);
  expect(() => refuseUnfitProduction(FIT)).not.toThrow();
  expect(problemsWith({ SMTP_URL: 'smtps://dtp:geheim@mail.golf-tests.de:465' })).toEqual([]);
  expect(problemsWith({ DATABASE_URL: undefined, DATA_DIR: '/var/lib/dtp/pglite' })).toEqual([]);
  expect(problemsWith({ OIDC_JWKS_URL: 'https://anmeldung.golf-tests.de/realms/dtp/certs', DEMO_SEED: '0' })).toEqual([]);
  // Behind nginx (issue 59): its address, or ranges as Fastify's trustProxy takes them; loopback only; limits on.
  for (const trust of ['127.0.0.1', '10.0.0.5, 10.0.0.6', '10.0.0.0/8,fd00::/8', '::1', 'loopback', 'false']) expect(problemsWith({ TRUST_PROXY: trust })).toEqual([]);
  expect(problemsWith({ HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '600', ALLOWED_ORIGINS: 'https://www.golf-tests.de,https://tests.golf-tests.de' })).toEqual([]);
  expect(problemsWith({ BANK_DATA_KEY_FILE: undefined, BANK_DATA_KEY: Buffer.alloc(32, 7).toString('base64') })).toEqual([]);
});

test('PostgreSQL on this machine needs no TLS; on another, TLS in the URL or PGSSLMODE', () => {
  for (const url of [
    'postgres://dtp:geheim@localhost:5432/dtp',
    'postgres://dtp@127.0.0.1/dtp',
    'postgres://dtp@[::1]:5432/dtp',
    'postgres:///dtp?host=/run/postgresql',
    'postgres://%2Frun%2Fpostgresql/dtp',
    'socket:/run/postgresql?db=dtp',
    'postgres://dtp@db.intern/dtp?sslmode=require',
    'postgres://dtp@db.intern/dtp?sslmode=verify-ca&sslrootcert=/etc/dtp/db-ca.pem',
  ]) {
    expect([url, problemsWith({ DATABASE_URL: url })]).toEqual([url, []]);
  }
  expect(problemsWith({ DATABASE_URL: 'postgres://dtp@db.intern/dtp', PGSSLMODE: 'verify-full' })).toEqual([]);
});

test("development (npm start: no NODE_ENV) is not checked, whatever it sets", () => {
  expect(productionProblems({})).toEqual([]);
  expect(productionProblems({ DTP_TEST_RESET: '1', DATA_DIR: 'memory://', NODE_ENV: 'development' })).toEqual([]);
});

describe('production refuses', () => {
  test.each([
    ['no identity service', { OIDC_ISSUER: undefined }, 'OIDC_ISSUER', 'OIDC_ISSUER ist nicht gesetzt (ohne gilt der Identitätsdienst der Entwicklung auf diesem Rechner).'],
    ['the development identity service', { OIDC_ISSUER: 'http://localhost:3100/realms/dtp' }, 'OIDC_ISSUER', 'OIDC_ISSUER „http://localhost:3100/realms/dtp“ ist der Identitätsdienst der Entwicklung auf diesem Rechner.'],
    ['an identity service on this machine', { OIDC_ISSUER: 'https://127.0.0.1:8443/realms/dtp' }, 'OIDC_ISSUER', 'OIDC_ISSUER „https://127.0.0.1:8443/realms/dtp“ ist der Identitätsdienst der Entwicklung auf diesem Rechner.'],
    ['a plain-http identity service', { OIDC_ISSUER: 'http://anmeldung.golf-tests.de/realms/dtp' }, 'OIDC_ISSUER', 'OIDC_ISSUER „http://anmeldung.golf-tests.de/realms/dtp“ ist keine https-Adresse.'],
    ['plain-http signing keys', { OIDC_JWKS_URL: 'http://keycloak:8080/realms/dtp/certs' }, 'OIDC_JWKS_URL', 'OIDC_JWKS_URL „http://keycloak:8080/realms/dtp/certs“ ist keine https-Adresse.'],
    ['no platform address', { APP_URL: undefined }, 'APP_URL', 'APP_URL ist nicht gesetzt: die Adresse der Plattform, mit der jeder Link in den Emails beginnt.'],
    ['a plain-http platform address', { APP_URL: 'http://www.golf-tests.de' }, 'APP_URL', 'APP_URL „http://www.golf-tests.de“ ist keine https-Adresse.'],
    ['the old example address', { APP_URL: 'https://test-plattform.example.de' }, 'APP_URL', 'APP_URL „https://test-plattform.example.de“ ist eine Beispiel- oder Platzhalteradresse.'],
    ['a placeholder domain', { APP_URL: 'https://dtp.test' }, 'APP_URL', 'APP_URL „https://dtp.test“ ist eine Beispiel- oder Platzhalteradresse.'],
    ['an address on this machine', { APP_URL: 'http://localhost:3000' }, 'APP_URL', 'APP_URL „http://localhost:3000“ ist eine Adresse auf diesem Rechner; Emails verlinken auf APP_URL.'],
    ['the example questionnaire links', { QUESTIONNAIRE_URL: undefined }, 'QUESTIONNAIRE_URL', expect.stringContaining('QUESTIONNAIRE_URL ist nicht gesetzt')],
    ['an example questionnaire link', { PREMIUM_QUESTIONNAIRE_URL: 'https://fragebogen.example.org/premium' }, 'PREMIUM_QUESTIONNAIRE_URL', expect.stringContaining('Platzhalteradresse')],
    ['the development sender', { MAIL_FROM: undefined }, 'MAIL_FROM', expect.stringContaining('noreply@test-plattform.localhost')],
    ['no SMTP server', { SMTP_URL: undefined }, 'SMTP_URL', expect.stringContaining('Mail-Senke der Entwicklung')],
    ['SMTP without TLS', { SMTP_URL: 'smtp://mail.golf-tests.de:25?ignoreTLS=true' }, 'SMTP_URL', expect.stringContaining('setzt ignoreTLS')],
    ['an unverified certificate', { SMTP_URL: 'smtps://mail.golf-tests.de?tls.rejectUnauthorized=false' }, 'SMTP_URL', expect.stringContaining('tls.rejectUnauthorized')],
    ['the embedded database in data/pglite', { DATABASE_URL: undefined }, 'DATA_DIR', expect.stringContaining('DATA_DIR nennt ihren Ordner nicht')],
    ['the embedded database in memory', { DATABASE_URL: undefined, DATA_DIR: 'memory://' }, 'DATA_DIR', expect.stringContaining('die Daten gingen beim Beenden verloren')],
    ['the test-reset route', { DTP_TEST_RESET: '1' }, 'DTP_TEST_RESET', expect.stringContaining('POST /test-support/reset')],
    ['the demo seed', { DEMO_SEED: '1' }, 'DEMO_SEED', expect.stringContaining('Demo-Bestand')],
    ["the demo seed's size", { SEED_SCALE: '84' }, 'SEED_SCALE', 'SEED_SCALE gilt nur dem Demo-Bestand.'],
    ['a proxy trusted whoever connects', { TRUST_PROXY: 'true' }, 'TRUST_PROXY', 'TRUST_PROXY=true glaubt X-Forwarded-For von jedem: ein Besucher nennt darin eine beliebige Adresse und umgeht jede Begrenzung je Adresse. Nennen Sie die Adresse des Proxys, z. B. TRUST_PROXY=127.0.0.1.'],
    ['a proxy named by what is no address', { TRUST_PROXY: '127.0.0.1, nginx, 10.0.0.0/33, 1' }, 'TRUST_PROXY', 'TRUST_PROXY nennt „nginx“, „10.0.0.0/33“, „1“: erwartet sind die Adressen des Proxys oder Adressbereiche (CIDR), kommagetrennt, z. B. 127.0.0.1 oder 10.0.0.0/8.'],
    ['no limit of calls per address', { RATE_LIMIT_PER_MINUTE: 'off' }, 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_PER_MINUTE=off schaltet die Begrenzung der Aufrufe je Adresse ab (nur für Messungen): im Betrieb könnte ein einzelner Client den Server überlasten.'],
    ['every IPv4 address', { HOST: '0.0.0.0' }, 'HOST', 'HOST „0.0.0.0“ öffnet den API-Server auf allen Netzwerkadressen, an nginx vorbei (ohne TLS und ohne dessen Kopfzeilen). Im Betrieb lauscht er auf 127.0.0.1 oder einer Adresse, die nur der Proxy erreicht.'],
    ['every IPv6 address', { HOST: '::' }, 'HOST', expect.stringContaining('HOST „::“ öffnet den API-Server auf allen Netzwerkadressen')],
    ['a plain-http origin', { ALLOWED_ORIGINS: 'https://www.golf-tests.de,http://tests.golf-tests.de' }, 'ALLOWED_ORIGINS', 'ALLOWED_ORIGINS „http://tests.golf-tests.de“ ist keine https-Adresse.'],
    ['an origin on this machine', { ALLOWED_ORIGINS: 'http://localhost:3000' }, 'ALLOWED_ORIGINS', 'ALLOWED_ORIGINS „http://localhost:3000“ ist eine Adresse auf diesem Rechner.'],
    [
      'PostgreSQL on another machine without TLS',
      { DATABASE_URL: 'postgres://dtp:geheim@db.intern:5432/dtp' },
      'DATABASE_URL',
      'DATABASE_URL „postgres://db.intern:5432/dtp“ erreicht den Datenbankserver db.intern ohne TLS: über das Netz nur verschlüsselt, mit sslmode=verify-full (oder require, verify-ca) in der Adresse.',
    ],
    ['TLS only if the server offers it', { DATABASE_URL: 'postgres://dtp@db.intern/dtp?sslmode=prefer' }, 'DATABASE_URL', expect.stringContaining('erreicht den Datenbankserver db.intern mit sslmode=prefer:')],
    ['TLS switched off', { DATABASE_URL: 'postgres://dtp@db.intern/dtp?sslmode=disable', PGSSLMODE: 'require' }, 'DATABASE_URL', expect.stringContaining('mit sslmode=disable:')],
    ['a remote host in the query', { DATABASE_URL: 'postgres://dtp@localhost/dtp?host=10.0.0.5' }, 'DATABASE_URL', expect.stringContaining('den Datenbankserver 10.0.0.5 ohne TLS')],
    ['ssl=true, which pg_dump does not read', { DATABASE_URL: 'postgres://dtp@db.intern/dtp?ssl=true' }, 'DATABASE_URL', expect.stringContaining('ssl=true, das pg_dump (die Sicherung) nicht kennt: schreiben Sie sslmode=verify-full.')],
    ['no bank data key', { BANK_DATA_KEY_FILE: undefined }, 'BANK_DATA_KEY', expect.stringContaining('BANK_DATA_KEY_FILE (oder BANK_DATA_KEY) ist nicht gesetzt: ohne eigenen Schlüssel gälte der Entwicklungsschlüssel')],
    ['a bank data key that is none', { BANK_DATA_KEY_FILE: undefined, BANK_DATA_KEY: 'geheim' }, 'BANK_DATA_KEY', 'BANK_DATA_KEY ist kein Schlüssel aus 32 Bytes in Base64 (erzeugen: openssl rand -base64 32).'],
    ['the development bank data key', { BANK_DATA_KEY_FILE: undefined, BANK_DATA_KEY: DEVELOPMENT_BANK_KEY }, 'BANK_DATA_KEY', 'BANK_DATA_KEY ist der Entwicklungsschlüssel aus dem Quelltext.'],
    ['two bank data keys', { BANK_DATA_KEY: Buffer.alloc(32, 7).toString('base64') }, 'BANK_DATA_KEY', 'BANK_DATA_KEY und BANK_DATA_KEY_FILE sind beide gesetzt; nur eines von beiden.'],
  ])('%s', (_case, changes, variable, text) => {
    expect(problemsWith(changes)).toEqual([{ variable, text }]);
  });
});

test('names every problem at once, in one paragraph', () => {
  let refusal: unknown;
  try {
    refuseUnfitProduction({ NODE_ENV: 'production', DTP_TEST_RESET: '1' });
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(OperatorError);
  const { message, logLine } = refusal as OperatorError;
  expect(message).not.toContain('\n');
  expect(message).toMatch(/^Der API-Server startet nicht: mit NODE_ENV=production verlangt er eine Einrichtung für den Betrieb\. /);
  for (const variable of ['OIDC_ISSUER', 'APP_URL', 'QUESTIONNAIRE_URL', 'MAIL_FROM', 'SMTP_URL', 'DATA_DIR', 'BANK_DATA_KEY', 'DTP_TEST_RESET']) expect(message).toContain(variable);
  expect(logLine).toBe(
    'refusing to start in production: OIDC_ISSUER, APP_URL, QUESTIONNAIRE_URL, PREMIUM_QUESTIONNAIRE_URL, MAIL_FROM, SMTP_URL, DATA_DIR, BANK_DATA_KEY, DTP_TEST_RESET not fit for production',
  );
});
