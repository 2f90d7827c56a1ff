import path from 'node:path';
import { DEFAULT_APP_URL, DEFAULT_CONTACT_NAME, DEFAULT_TEST_CALENDAR_LINKS, type TestCalendarLinks } from '@dtp/domain';

/** What the server needs to know, from the environment (api-server/README.md#configuration). */
export interface ServerConfig {
  /** `NODE_ENV=production`: the server starts only with a setup fit for it (production-check.ts). */
  production: boolean;
  host: string;
  port: number;
  /** A PostgreSQL server (`postgres://…`); null: the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite's data folder; 'memory://' for a database that lives as long as the process (tests). */
  dataDir: string;
  /** Backups (api-server/README.md#operations-one-process-per-embedded-database-backups-and-restore): folder, how many are kept, the nightly time (local, HH:MM). */
  backupDir: string;
  backupKeep: number;
  backupTime: string;
  /** The identity service: issuer, its JWKS, the API's audience and the one client allowed. */
  issuer: string;
  jwksUrl: string;
  audience: string;
  clientId: string;
  /**
   * Trust X-Forwarded-* only from the proxy (`TRUST_PROXY`): false, or its addresses / CIDR ranges, comma-separated.
   * `true` (anyone) is read for development only; production refuses it (production-check.ts).
   */
  trustProxy: boolean | string;
  /** Largest JSON body in bytes; larger gets 413. */
  bodyLimit: number;
  /** Origins whose pages may call the API (`ALLOWED_ORIGINS`, comma-separated; default: the origin of `APP_URL`). */
  allowedOrigins: string[];
  /** The token algorithms accepted (`OIDC_ALGORITHMS`, comma-separated; default RS256). */
  algorithms: string[];
  /** Requests per address and minute to the API (`RATE_LIMIT_PER_MINUTE`; `off` for benchmarks); default 1200. */
  rateLimitPerMinute: number | false;
  /** `REQUEST_TIMEOUT_MS`, `CONNECTION_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS`: unset keeps the HTTP layer's defaults. */
  requestTimeout?: number;
  connectionTimeout?: number;
  keepAliveTimeout?: number;
  /** The SMTP server mails go out through, and their sender. */
  smtpUrl: string;
  mailFrom: string;
  /** The platform's address (`APP_URL`): every link in a mail starts with it. */
  appUrl: string;
  /** `DTP_TEST_RESET=1`: the end-to-end tests' route that drops every row and seeds again (only the test server, api-server/test-server/, has it). */
  testReset: boolean;
  /**
   * Whether an empty database gets the demo season (`DEMO_SEED`): yes in development, no in production,
   * where an empty database starts with no rows but the settings of the current season.
   */
  demoSeed: boolean;
  /**
   * How many times the seed's generated testers and testings an empty database gets: 1 is the demo
   * accounts' season; 84 is the dashboard benchmark's 5,040 testings (scripts/bench/bench-dashboard.mjs).
   */
  seedScale: number;
  /** The back office's name in mails (`CONTACT_NAME`): the same as the apps' `contact.name` (config/runtime.base.json). */
  contactName: string;
  /**
   * What a test's calendar file carries (issue 34): the questionnaire links (`QUESTIONNAIRE_URL`,
   * `PREMIUM_QUESTIONNAIRE_URL`: the same as the apps' `questionnaire.url` and `questionnaire.premiumUrl`)
   * and the UID's domain (`CALENDAR_UID_DOMAIN`; default: the domain of `MAIL_FROM`).
   */
  calendarLinks: TestCalendarLinks;
  /**
   * The key of the first screen's session cookie (`SESSION_COOKIE_KEY`, base64 of 32 bytes or more; decision 0021):
   * several instances behind one address share it. Unset: each process makes its own at start.
   */
  sessionCookieKey: Uint8Array | null;
}

/** The domain of a sender like 'Name <noreply@example.org>'. */
export function mailDomainOf(from: string): string | undefined {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1];
}

const DEFAULT_ISSUER = 'http://localhost:3100/realms/dtp';

/** A positive whole number from the environment, or undefined when unset; anything else stops the start. */
function positiveIntegerOf(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more, not '${value}'`);
  return number;
}

const listOf = (value: string | undefined): string[] | undefined => {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
};

function seedScaleOf(value: string | undefined): number {
  const scale = Number(value ?? 1);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`SEED_SCALE must be a whole number of 1 or more, not '${value}'`);
  return scale;
}

function demoSeedOf(value: string | undefined, production: boolean): boolean {
  if (value === undefined || value === '') return !production;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`DEMO_SEED must be 1 or 0, not '${value}'`);
}

function sessionCookieKeyOf(value: string | undefined): Uint8Array | null {
  if (!value?.trim()) return null;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length < 32) throw new Error(`SESSION_COOKIE_KEY must be base64 of 32 bytes or more (openssl rand -base64 32), not ${key.length} bytes`);
  return key;
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): ServerConfig {
  const issuer = env.OIDC_ISSUER ?? DEFAULT_ISSUER;
  const dataDir = env.DATA_DIR ?? 'data/pglite';
  // From `env`, never written as process.env.NODE_ENV: webpack's production mode replaces that expression
  // with 'production' when it bundles the server, and `npm start` would run as production.
  const production = env.NODE_ENV === 'production';
  return {
    production,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3200),
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    // Beside the data folder: data/pglite → data/backups.
    backupDir: env.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups'),
    backupKeep: Number(env.BACKUP_KEEP ?? 14),
    backupTime: env.BACKUP_TIME ?? '03:00',
    issuer,
    jwksUrl: env.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
    audience: env.OIDC_AUDIENCE ?? 'dtp-api',
    clientId: env.OIDC_CLIENT_ID ?? 'dtp-frontend',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    allowedOrigins: listOf(env.ALLOWED_ORIGINS) ?? [new URL(env.APP_URL?.trim() || DEFAULT_APP_URL).origin],
    algorithms: listOf(env.OIDC_ALGORITHMS) ?? ['RS256'],
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE?.trim() === 'off' ? false : (positiveIntegerOf('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE) ?? 1200),
    requestTimeout: positiveIntegerOf('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS),
    connectionTimeout: positiveIntegerOf('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS),
    keepAliveTimeout: positiveIntegerOf('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS),
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Digitale Test-Plattform <noreply@test-plattform.localhost>',
    appUrl: env.APP_URL?.trim() || DEFAULT_APP_URL,
    testReset: env.DTP_TEST_RESET === '1',
    demoSeed: demoSeedOf(env.DEMO_SEED, production),
    seedScale: seedScaleOf(env.SEED_SCALE),
    contactName: env.CONTACT_NAME?.trim() || DEFAULT_CONTACT_NAME,
    calendarLinks: {
      questionnaireUrl: env.QUESTIONNAIRE_URL?.trim() || DEFAULT_TEST_CALENDAR_LINKS.questionnaireUrl,
      premiumQuestionnaireUrl: env.PREMIUM_QUESTIONNAIRE_URL?.trim() || DEFAULT_TEST_CALENDAR_LINKS.premiumQuestionnaireUrl,
      uidDomain:
        env.CALENDAR_UID_DOMAIN?.trim() || mailDomainOf(env.MAIL_FROM ?? '') || DEFAULT_TEST_CALENDAR_LINKS.uidDomain,
    },
    sessionCookieKey: sessionCookieKeyOf(env.SESSION_COOKIE_KEY),
  };
}
