import { germanNumberText } from '@dtp/contract/german-formats';
// `npm run config:check -- FILE [ENVFILE] [--offline]` (scripts/ops/config-check.mjs): whether a production
// runtime configuration (the apps' config.json) and the API server's environment file (like
// deploy/systemd/api.env.example) are fit for operation, before they are deployed. One German line per
// problem and exit code 1, or „Die Konfiguration ist für den Betrieb geeignet.“ and 0.
// The server's own start check (production-check.ts) is reused as it is; this adds what only a look at both
// files, or over the network, can tell.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig } from '@dtp/contract/runtime-config';
import { configFromEnv, type ServerConfig } from './config';
import { isLocalHost, isPlaceholderHost, productionProblems } from './production-check';

type Env = Record<string, string | undefined>;

export const FIT_MESSAGE = 'Die Konfiguration ist für den Betrieb geeignet.';
export const USAGE = 'Aufruf: npm run config:check -- <config.json> [<api.env>] [--offline]';

/** Every variable the API server reads (config.ts, main.ts); deploy/systemd/api.env.example lists each. */
export const SERVER_VARIABLES = [
  'NODE_ENV', 'APP_URL', 'HOST', 'PORT', 'TRUST_PROXY', 'ALLOWED_ORIGINS', 'BODY_LIMIT_BYTES', 'RATE_LIMIT_PER_MINUTE',
  'REQUEST_TIMEOUT_MS', 'CONNECTION_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'DATABASE_URL', 'DATA_DIR', 'BACKUP_DIR',
  'BACKUP_KEEP', 'BACKUP_TIME', 'OIDC_ISSUER', 'OIDC_JWKS_URL', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID', 'OIDC_ALGORITHMS',
  'SMTP_URL', 'MAIL_FROM', 'CONTACT_NAME', 'QUESTIONNAIRE_URL', 'PREMIUM_QUESTIONNAIRE_URL', 'CALENDAR_UID_DOMAIN',
  'DTP_LOG', 'DEMO_SEED', 'SEED_SCALE', 'DTP_TEST_RESET', 'PGSSLMODE', 'BANK_DATA_KEY', 'BANK_DATA_KEY_FILE', 'BANK_DATA_OLD_KEY', 'SESSION_COOKIE_KEY',
  'BANK_DATA_OLD_KEY_FILE',
] as const;

/** Read by Node itself, by pg and pg_dump (PG…), or by the C library (TZ, locale): not typos. */
const OTHER_READERS = /^(NODE_[A-Z0-9_]+|UV_THREADPOOL_SIZE|PG[A-Z]+|TZ|LANG|LC_[A-Z]+)$/;

export interface CheckOptions {
  /** Skip the identity service's reachability (no network where the check runs). */
  offline?: boolean;
  /** How long the identity service may take to answer; default 5 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// --- Addresses (the host rules are production-check.ts's).

function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What is wrong with an address people or the server are sent to: this machine, not https, or an example domain. */
function addressProblem(name: string, value: string): string | null {
  const url = urlOf(value);
  if (url && isLocalHost(url.hostname)) return `${name} „${value}“ ist eine Adresse auf diesem Rechner.`;
  if (!url || url.protocol !== 'https:') return `${name} „${value}“ ist keine https-Adresse.`;
  if (isPlaceholderHost(url.hostname)) return `${name} „${value}“ ist eine Beispiel- oder Platzhalteradresse.`;
  return null;
}

/** A server the API reaches by a non-https scheme (PostgreSQL, SMTP): only the example domain is wrong there. */
function placeholderServerProblem(name: string, value: string | undefined): string | null {
  const host = value ? urlOf(value.trim())?.hostname : undefined;
  return host && isPlaceholderHost(host) ? `${name} nennt den Beispiel- oder Platzhalterserver „${host}“.` : null;
}

// --- The apps' runtime configuration.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string leaf with its dotted key ('links.videos.teeTime'). */
function stringLeaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([child, inner]) => stringLeaves(inner, key ? `${key}.${child}` : child));
}

const at = (config: unknown, key: string): unknown => key.split('.').reduce<unknown>((value, part) => (isRecord(value) ? value[part] : undefined), config);

/** The runtime configuration's problems for production (schema, sign-in, data source, addresses). */
export function runtimeConfigProblems(config: unknown): string[] {
  const parsed = parseRuntimeConfig(config);
  const problems = parsed.ok ? [] : parsed.problems.map((problem) => problem.message);
  const mode = at(config, 'auth.mode');
  if (mode !== undefined && mode !== 'oidc') {
    problems.push(`auth.mode „${String(mode)}“: im Betrieb melden sich alle über den Identitätsdienst an (oidc); „memory“ und „test“ melden ohne Passwort an.`);
  }
  const source = at(config, 'api.source');
  if (source !== undefined && source !== 'http') {
    problems.push(`api.source „${String(source)}“: im Betrieb kommen die Daten vom API-Server (http), „demo“ sind Beispieldaten im Browser.`);
  }
  for (const [key, value] of stringLeaves(config)) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
      const problem = addressProblem(key, value);
      if (problem) problems.push(problem);
    }
  }
  const email = at(config, 'contact.email');
  const domain = typeof email === 'string' ? /@([^@\s]+)$/.exec(email)?.[1] : undefined;
  if (domain && (isLocalHost(domain) || isPlaceholderHost(domain))) {
    problems.push(`contact.email „${String(email)}“ ist eine Beispiel- oder Platzhalteradresse.`);
  }
  return problems;
}

// --- The API server's environment file.

export interface ParsedEnv {
  env: Env;
  /** Lines that are no assignment (with their number). */
  problems: string[];
}

/** An environment file as systemd reads it (EnvironmentFile=): KEY=VALUE per line, # and ; comments, "…" or '…' quotes. */
export function parseEnvFile(text: string): ParsedEnv {
  const env: Env = {};
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) {
      problems.push(`Zeile ${index + 1} ist keine Zuweisung NAME=Wert: „${line}“.`);
      return;
    }
    const [, key, rawValue] = match as unknown as [string, string, string];
    const quote = rawValue[0];
    if ((quote === '"' || quote === "'") && rawValue.length > 1 && rawValue.endsWith(quote)) {
      const inner = rawValue.slice(1, -1);
      env[key] = quote === '"' ? inner.replace(/\\(["\\$`])/g, '$1') : inner;
    } else {
      env[key] = rawValue;
    }
  });
  return { env, problems };
}

function numberProblem(env: Env, name: string, { min, max, off }: { min: number; max?: number; off?: string }): string | null {
  const value = env[name]?.trim();
  if (value === undefined || value === '' || value === off) return null;
  const number = Number(value);
  if (Number.isInteger(number) && number >= min && (max === undefined || number <= max)) return null;
  const range = max === undefined ? `eine ganze Zahl ab ${min}` : `eine ganze Zahl von ${min} bis ${max}`;
  return `${name} „${value}“ ist keine gültige Zahl (erwartet: ${range}${off ? ` oder „${off}“` : ''}).`;
}

/** Values the server would misread (NaN, a wrong time): named here in German, and left out of the server's own check. */
function valueProblems(env: Env): { problems: string[]; unreadable: string[] } {
  const checks: [string, string | null][] = [
    ['PORT', numberProblem(env, 'PORT', { min: 1, max: 65_535 })],
    ['BACKUP_KEEP', numberProblem(env, 'BACKUP_KEEP', { min: 1 })],
    ['BODY_LIMIT_BYTES', numberProblem(env, 'BODY_LIMIT_BYTES', { min: 1 })],
    ['RATE_LIMIT_PER_MINUTE', numberProblem(env, 'RATE_LIMIT_PER_MINUTE', { min: 1, off: 'off' })],
    ['REQUEST_TIMEOUT_MS', numberProblem(env, 'REQUEST_TIMEOUT_MS', { min: 1 })],
    ['CONNECTION_TIMEOUT_MS', numberProblem(env, 'CONNECTION_TIMEOUT_MS', { min: 1 })],
    ['KEEP_ALIVE_TIMEOUT_MS', numberProblem(env, 'KEEP_ALIVE_TIMEOUT_MS', { min: 1 })],
    ['SEED_SCALE', numberProblem(env, 'SEED_SCALE', { min: 1 })],
  ];
  const time = env.BACKUP_TIME?.trim();
  if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) checks.push(['BACKUP_TIME', `BACKUP_TIME „${time}“ ist keine Uhrzeit HH:MM.`]);
  const demoSeed = env.DEMO_SEED;
  if (demoSeed !== undefined && demoSeed !== '' && demoSeed !== '0' && demoSeed !== '1') checks.push(['DEMO_SEED', `DEMO_SEED „${demoSeed}“ ist weder 1 noch 0.`]);
  const appUrl = env.APP_URL?.trim();
  if (appUrl && !urlOf(appUrl)) checks.push(['APP_URL', `APP_URL „${appUrl}“ ist keine Adresse.`]);
  const found = checks.filter((check): check is [string, string] => check[1] !== null);
  return { problems: found.map(([, text]) => text), unreadable: found.map(([name]) => name) };
}

function absolutePathProblems(env: Env, config: ServerConfig): string[] {
  const problems: string[] = [];
  // A relative folder is relative to the working directory, which the sandbox (ProtectSystem=strict) keeps read-only.
  if (!config.databaseUrl && env.DATA_DIR?.trim() && !config.dataDir.includes('://') && !path.isAbsolute(config.dataDir)) {
    problems.push(`DATA_DIR „${config.dataDir}“ ist kein absoluter Pfad (relativ zum Startordner; der Dienst darf nur in ReadWritePaths schreiben).`);
  }
  if (config.backupDir !== 'off' && !path.isAbsolute(config.backupDir)) {
    problems.push(`BACKUP_DIR „${config.backupDir}“ ist kein absoluter Pfad (relativ zum Startordner; der Dienst darf nur in ReadWritePaths schreiben).`);
  }
  return problems;
}

/** The origins' own addresses are production-check.ts's; here: whether they include the platform's. */
function originProblems(env: Env, config: ServerConfig): string[] {
  if (!env.ALLOWED_ORIGINS?.trim()) return [];
  const problems: string[] = [];
  const appOrigin = env.APP_URL ? urlOf(env.APP_URL.trim())?.origin : undefined;
  if (appOrigin && !config.allowedOrigins.includes(appOrigin)) {
    problems.push(`ALLOWED_ORIGINS enthält die Adresse der Plattform (${appOrigin}, aus APP_URL) nicht: die Seiten dürften den API-Server nicht aufrufen.`);
  }
  return problems;
}

/** The environment's problems for production, and the server's configuration read from it (null when unreadable). */
export function environmentProblems(parsed: ParsedEnv): { problems: string[]; config: ServerConfig | null } {
  const { env } = parsed;
  const problems = [...parsed.problems];
  for (const key of Object.keys(env)) {
    if (!(SERVER_VARIABLES as readonly string[]).includes(key) && !OTHER_READERS.test(key)) {
      problems.push(`${key} liest der API-Server nicht (Schreibfehler? Die Einstellungen: deploy/systemd/api.env.example).`);
    }
  }
  if (env.NODE_ENV !== 'production') {
    problems.push(`NODE_ENV ist ${env.NODE_ENV ? `„${env.NODE_ENV}“` : 'nicht gesetzt'}: erst mit NODE_ENV=production prüft der Server beim Start seine Einrichtung, und die Daten der Entwicklung (Demo-Bestand) sind gesperrt.`);
  }
  const values = valueProblems(env);
  problems.push(...values.problems);
  // The server's own check on what it can read: as it will run, with NODE_ENV=production.
  const readable: Env = { ...env, NODE_ENV: 'production' };
  for (const name of values.unreadable) delete readable[name];
  let config: ServerConfig;
  try {
    config = configFromEnv(readable);
  } catch (error) {
    problems.push(`Die Einstellungen lassen sich nicht lesen: ${error instanceof Error ? error.message : String(error)}.`);
    return { problems, config: null };
  }
  problems.push(...productionProblems(readable).flatMap((problem) => (values.unreadable.includes(problem.variable) ? [] : [problem.text])));
  if (env.OIDC_JWKS_URL?.trim() && urlOf(config.jwksUrl)?.protocol === 'https:') {
    const problem = addressProblem('OIDC_JWKS_URL', config.jwksUrl);
    if (problem) problems.push(problem);
  }
  problems.push(...originProblems(env, config));
  for (const name of ['DATABASE_URL', 'SMTP_URL'] as const) {
    const problem = placeholderServerProblem(name, env[name]);
    if (problem) problems.push(problem);
  }
  problems.push(...absolutePathProblems(env, config));
  return { problems, config };
}

// --- Both together.

/** The issuer the apps sign in at: auth.url + /realms/ + auth.realm. */
function appsIssuer(config: unknown): string | null {
  const url = at(config, 'auth.url');
  const realm = at(config, 'auth.realm');
  return typeof url === 'string' && typeof realm === 'string' && url !== '' && realm !== '' ? `${url.replace(/\/+$/, '')}/realms/${realm}` : null;
}

/** What the apps and the server must agree on (config/README.md and api-server/README.md say: keep them equal). */
function agreementProblems(runtime: unknown, env: Env, config: ServerConfig): string[] {
  const problems: string[] = [];
  const issuer = appsIssuer(runtime);
  if (issuer && env.OIDC_ISSUER?.trim() && issuer !== config.issuer) {
    problems.push(`Die Apps melden bei ${issuer} an (auth.url, auth.realm), der API-Server prüft Tokens von OIDC_ISSUER „${config.issuer}“: jeder Aufruf würde abgelehnt.`);
  }
  const pairs: [string, unknown, string, string][] = [
    ['auth.clientId', at(runtime, 'auth.clientId'), 'OIDC_CLIENT_ID', config.clientId],
    ['questionnaire.url', at(runtime, 'questionnaire.url'), 'QUESTIONNAIRE_URL', config.calendarLinks.questionnaireUrl],
    ['questionnaire.premiumUrl', at(runtime, 'questionnaire.premiumUrl'), 'PREMIUM_QUESTIONNAIRE_URL', config.calendarLinks.premiumQuestionnaireUrl],
    ['contact.name', at(runtime, 'contact.name'), 'CONTACT_NAME', config.contactName],
  ];
  for (const [key, apps, variable, server] of pairs) {
    if (typeof apps === 'string' && apps.trim() !== server) {
      problems.push(`${key} „${apps}“ und ${variable} „${server}“ unterscheiden sich; sie müssen gleich sein.`);
    }
  }
  return problems;
}

/** Why a fetch failed, in German. (No instanceof: fetch's errors may come from another realm.) */
function failureOf(error: unknown, timeoutMs: number): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `keine Antwort in ${germanNumberText(timeoutMs / 1000)} s`;
  const code = failure.cause?.code ?? failure.code;
  const known: Record<string, string> = {
    ENOTFOUND: 'der Name ist nicht aufzulösen',
    EAI_AGAIN: 'der Name ist gerade nicht aufzulösen (kein DNS?)',
    ECONNREFUSED: 'die Verbindung wurde abgelehnt',
    ECONNRESET: 'die Verbindung wurde abgebrochen',
    ETIMEDOUT: 'keine Verbindung',
    ENETUNREACH: 'kein Netz',
    EHOSTUNREACH: 'der Rechner ist nicht erreichbar',
  };
  if (code && known[code]) return known[code];
  if (code && (code.startsWith('ERR_TLS') || code.includes('CERT'))) return `das TLS-Zertifikat wird nicht anerkannt (${code})`;
  return code ?? failure.message ?? String(error);
}

/** Fetches the identity service's discovery document: it must answer, name `issuer` and, with the server's settings, its keys. */
export async function identityServiceProblems(issuer: string, config: ServerConfig | null, options: CheckOptions = {}): Promise<string[]> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const discovery = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(discovery, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    return [`Der Identitätsdienst ist nicht erreichbar: ${discovery} – ${failureOf(error, timeoutMs)}. Ohne Netz prüft --offline alles andere.`];
  }
  if (!response.ok) return [`Der Identitätsdienst antwortet auf ${discovery} mit HTTP ${response.status}: ist ${issuer} der richtige Issuer (Realm)?`];
  let document: unknown;
  try {
    document = await response.json();
  } catch {
    document = null;
  }
  if (!isRecord(document) || typeof document.issuer !== 'string') {
    return [`${discovery} ist kein OpenID-Connect-Discovery-Dokument (kein „issuer“).`];
  }
  const problems: string[] = [];
  if (document.issuer !== issuer) {
    problems.push(`Der Identitätsdienst nennt sich „${document.issuer}“, erwartet ist „${issuer}“: seine Tokens würden abgelehnt (Hostname hinter dem Proxy?).`);
  }
  if (config && typeof document.jwks_uri === 'string' && document.jwks_uri !== config.jwksUrl) {
    problems.push(`Der Identitätsdienst veröffentlicht seine Schlüssel unter ${document.jwks_uri}, der API-Server holt sie von ${config.jwksUrl}: OIDC_JWKS_URL setzen.`);
  }
  return problems;
}

/** Every problem of a runtime configuration (parsed JSON) and, when given, an environment file's text. */
export async function checkConfiguration(
  runtime: { label: string; config: unknown },
  envFile: { label: string; text: string } | null,
  options: CheckOptions = {},
): Promise<string[]> {
  const lines = runtimeConfigProblems(runtime.config).map((problem) => `${runtime.label}: ${problem}`);
  let config: ServerConfig | null = null;
  let env: Env = {};
  if (envFile) {
    const parsed = parseEnvFile(envFile.text);
    env = parsed.env;
    const result = environmentProblems(parsed);
    config = result.config;
    lines.push(...result.problems.map((problem) => `${envFile.label}: ${problem}`));
    if (config) lines.push(...agreementProblems(runtime.config, env, config).map((problem) => `${runtime.label} / ${envFile.label}: ${problem}`));
  }
  // The server's issuer where there is one, else the apps'; an address already refused is not fetched.
  const issuer = envFile ? (env.OIDC_ISSUER?.trim() ? (config?.issuer ?? null) : null) : appsIssuer(runtime.config);
  if (!options.offline && issuer && addressProblem('issuer', issuer) === null) {
    lines.push(...(await identityServiceProblems(issuer, config, options)));
  }
  return lines;
}

function readText(file: string, cwd: string): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(path.resolve(cwd, file), 'utf8') };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { problem: `${file}: ${code === 'ENOENT' ? 'Die Datei gibt es nicht.' : `Die Datei lässt sich nicht lesen (${code ?? String(error)}).`}` };
  }
}

/** The command: prints one line per problem (exit code 1), or FIT_MESSAGE (0); a wrong call prints USAGE (2). */
export async function runConfigCheck(
  argv: string[],
  io: { out(line: string): void; cwd?: string } & CheckOptions = { out: (line) => console.log(line) },
): Promise<number> {
  const offline = argv.includes('--offline');
  const flags = argv.filter((arg) => arg.startsWith('--') && arg !== '--offline');
  const files = argv.filter((arg) => !arg.startsWith('--'));
  if (flags.length > 0 || files.length < 1 || files.length > 2) {
    if (flags.length > 0) io.out(`Unbekannte Option ${flags.join(', ')}.`);
    io.out(USAGE);
    return 2;
  }
  const cwd = io.cwd ?? process.cwd();
  const [runtimeFile, envFileName] = files as [string, string | undefined];
  const read = [runtimeFile, envFileName].flatMap((file) => (file ? [readText(file, cwd)] : []));
  const unread = read.flatMap((result) => ('problem' in result ? [result.problem] : []));
  if (unread.length > 0) {
    unread.forEach((line) => io.out(line));
    return 1;
  }
  const [runtimeText, envText] = read.map((result) => ('text' in result ? result.text : ''));
  let runtime: unknown;
  try {
    runtime = JSON.parse(runtimeText ?? '');
  } catch (error) {
    io.out(`${runtimeFile}: kein gültiges JSON (${error instanceof Error ? error.message : String(error)}).`);
    return 1;
  }
  const problems = await checkConfiguration(
    { label: runtimeFile, config: runtime },
    envFileName ? { label: envFileName, text: envText ?? '' } : null,
    { offline, timeoutMs: io.timeoutMs, fetch: io.fetch },
  );
  if (problems.length > 0) {
    problems.forEach((line) => io.out(line));
    return 1;
  }
  if (offline) io.out('Hinweis: Die Erreichbarkeit des Identitätsdienstes wurde nicht geprüft (--offline).');
  if (!envFileName) io.out('Hinweis: Ohne Umgebungsdatei wurden nur die Einstellungen der Apps geprüft.');
  io.out(FIT_MESSAGE);
  return 0;
}
