// With NODE_ENV=production the server starts only with a setup fit for it: main.ts asks here before it opens
// anything, and every problem found is named in one paragraph (api-server/README.md#production-node_envproduction). `npm start`
// (development) is not checked.
import { isIP } from 'node:net';
import { bankKeyProblems } from './bank-data/bank-keys';
import { configFromEnv, mailDomainOf, type ServerConfig } from './config';
import { OperatorError } from './operator-error';

type Env = Record<string, string | undefined>;

/** A setting not fit for production: the variable, and the German sentence that says why. */
export interface ProductionProblem {
  variable: string;
  text: string;
}

/** Top-level domains reserved for tests, examples and the local machine (RFC 2606, RFC 6761), and mDNS's. */
const RESERVED_TLDS = new Set(['example', 'invalid', 'local', 'localhost', 'test']);

/** This machine: localhost, a loopback or the unspecified address. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '0.0.0.0' || host === '[::]';
}

/** An example or placeholder domain: a label 'example' (example.org, test-plattform.example.de) or a reserved TLD. */
export function isPlaceholderHost(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  return labels.includes('example') || RESERVED_TLDS.has(labels.at(-1) ?? '');
}

function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * What is wrong with an address a production setup links to or fetches from: this machine (`local`: what it is
 * there), not https, or an example domain. null when it is fine.
 */
function httpsAddressProblem(variable: string, value: string, local: string): ProductionProblem | null {
  const url = urlOf(value);
  const text = (why: string) => ({ variable, text: `${variable} „${value}“ ${why}` });
  if (url && isLocalHost(url.hostname)) return text(`ist ${local}.`);
  if (!url || url.protocol !== 'https:') return text('ist keine https-Adresse.');
  if (isPlaceholderHost(url.hostname)) return text('ist eine Beispiel- oder Platzhalteradresse.');
  return null;
}

function identityProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  if (!env.OIDC_ISSUER?.trim()) {
    return [{ variable: 'OIDC_ISSUER', text: 'OIDC_ISSUER ist nicht gesetzt (ohne gilt der Identitätsdienst der Entwicklung auf diesem Rechner).' }];
  }
  const problems = [httpsAddressProblem('OIDC_ISSUER', config.issuer, 'der Identitätsdienst der Entwicklung auf diesem Rechner')];
  if (env.OIDC_JWKS_URL && urlOf(config.jwksUrl)?.protocol !== 'https:') {
    problems.push({ variable: 'OIDC_JWKS_URL', text: `OIDC_JWKS_URL „${config.jwksUrl}“ ist keine https-Adresse.` });
  }
  return problems.filter((problem): problem is ProductionProblem => problem !== null);
}

function addressProblems(env: Env): ProductionProblem[] {
  if (!env.APP_URL?.trim()) {
    return [{ variable: 'APP_URL', text: 'APP_URL ist nicht gesetzt: die Adresse der Plattform, mit der jeder Link in den Emails beginnt.' }];
  }
  const problem = httpsAddressProblem('APP_URL', env.APP_URL.trim(), 'eine Adresse auf diesem Rechner; Emails verlinken auf APP_URL');
  return problem ? [problem] : [];
}

/** The calendar files of the tee-time mails link the questionnaires: no example address in a mail. */
function questionnaireLinkProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  const links = [
    ['QUESTIONNAIRE_URL', config.calendarLinks.questionnaireUrl],
    ['PREMIUM_QUESTIONNAIRE_URL', config.calendarLinks.premiumQuestionnaireUrl],
  ] as const;
  return links.flatMap(([variable, value]) => {
    if (!env[variable]?.trim()) return [{ variable, text: `${variable} ist nicht gesetzt (ohne gilt die Beispieladresse ${value}, die die Kalenderdateien der Emails verlinken).` }];
    const problem = httpsAddressProblem(variable, value, 'eine Adresse auf diesem Rechner');
    return problem ? [problem] : [];
  });
}

function senderProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  if (!env.MAIL_FROM?.trim()) return [{ variable: 'MAIL_FROM', text: `MAIL_FROM ist nicht gesetzt (ohne ist der Absender ${config.mailFrom}).` }];
  const domain = mailDomainOf(config.mailFrom)?.toLowerCase();
  if (!domain || isLocalHost(domain) || isPlaceholderHost(domain)) {
    return [{ variable: 'MAIL_FROM', text: `MAIL_FROM „${config.mailFrom}“ hat keine Absenderadresse einer echten Domain.` }];
  }
  return [];
}

/** What the platform sets itself in production; in SMTP_URL's query nodemailer would let them override it. */
const SMTP_TLS_OPTIONS = ['ignoreTLS', 'requireTLS', 'secure', 'tls.rejectUnauthorized'];

function smtpProblems(env: Env): ProductionProblem[] {
  const value = env.SMTP_URL?.trim();
  if (!value) return [{ variable: 'SMTP_URL', text: 'SMTP_URL ist nicht gesetzt (ohne gilt die Mail-Senke der Entwicklung, smtp://127.0.0.1:2525).' }];
  const url = urlOf(value);
  if (!url || (url.protocol !== 'smtps:' && url.protocol !== 'smtp:')) {
    return [{ variable: 'SMTP_URL', text: 'SMTP_URL beginnt weder mit smtps:// (TLS) noch mit smtp:// (mit STARTTLS, das der Server dann verlangt).' }];
  }
  const weakening = SMTP_TLS_OPTIONS.filter((option) => url.searchParams.has(option));
  if (weakening.length > 0) {
    return [{ variable: 'SMTP_URL', text: `SMTP_URL setzt ${weakening.join(', ')}; im Betrieb verlangt der Server selbst TLS mit geprüftem Zertifikat.` }];
  }
  return [];
}

/** The TLS modes that encrypt the connection: libpq's (pg_dump's) and node-postgres's. */
const TLS_MODES = new Set(['require', 'verify-ca', 'verify-full']);

/** Where a PostgreSQL URL connects: a host, or '' for a Unix socket (libpq's default without a host). */
function databaseHostOf(url: URL): string {
  if (url.protocol === 'socket:') return '';
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  return host.startsWith('/') ? '' : host;
}

/** A PostgreSQL server on another machine is reached only over TLS: the bank data and every other row cross the network. */
function databaseTlsProblem(env: Env, databaseUrl: string): ProductionProblem | null {
  const url = urlOf(databaseUrl);
  const problem = (text: string) => ({ variable: 'DATABASE_URL', text });
  if (!url) return problem('DATABASE_URL ist keine Adresse (postgres://Benutzer:Passwort@Server:5432/Datenbank?sslmode=verify-full).');
  const host = databaseHostOf(url);
  if (host === '' || isLocalHost(host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]` : host)) return null;
  const mode = url.searchParams.get('sslmode') ?? env.PGSSLMODE?.trim();
  if (mode && TLS_MODES.has(mode)) return null;
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  if (!mode && ['true', '1'].includes(url.searchParams.get('ssl') ?? '')) {
    return problem(`DATABASE_URL „${shown}“ verlangt TLS mit ssl=true, das pg_dump (die Sicherung) nicht kennt: schreiben Sie sslmode=verify-full.`);
  }
  return problem(
    `DATABASE_URL „${shown}“ erreicht den Datenbankserver ${host} ${mode ? `mit sslmode=${mode}` : 'ohne TLS'}: ` +
      'über das Netz nur verschlüsselt, mit sslmode=verify-full (oder require, verify-ca) in der Adresse.',
  );
}

function databaseProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  if (config.databaseUrl) {
    const problem = databaseTlsProblem(env, config.databaseUrl);
    return problem ? [problem] : [];
  }
  if (!env.DATA_DIR?.trim()) {
    return [{ variable: 'DATA_DIR', text: 'Ohne DATABASE_URL gilt die eingebettete Datenbank, und DATA_DIR nennt ihren Ordner nicht (ohne: data/pglite, relativ zum Startordner).' }];
  }
  if (config.dataDir.includes('://')) {
    return [{ variable: 'DATA_DIR', text: `DATA_DIR „${config.dataDir}“ ist kein Ordner: die Daten gingen beim Beenden verloren.` }];
  }
  return [];
}

function testSupportProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  if (config.testReset) {
    problems.push({ variable: 'DTP_TEST_RESET', text: 'DTP_TEST_RESET=1 schaltet POST /test-support/reset der End-to-End-Tests ein, das alle Daten löscht.' });
  }
  if (env.DEMO_SEED === '1') {
    problems.push({ variable: 'DEMO_SEED', text: 'DEMO_SEED=1 verlangt den Demo-Bestand (erfundene Tester, Clubs und Emails, die Demo-Konten) für eine leere Datenbank.' });
  }
  if (env.SEED_SCALE !== undefined) {
    problems.push({ variable: 'SEED_SCALE', text: 'SEED_SCALE gilt nur dem Demo-Bestand.' });
  }
  return problems;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or range Fastify's trustProxy takes: 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, loopback. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Behind nginx: X-Forwarded-For only from the proxy's own address, the limits per address on, the port not open to the network. */
function exposureProblems(env: Env, config: ServerConfig): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const trust = env.TRUST_PROXY?.trim();
  if (trust === 'true') {
    problems.push({ variable: 'TRUST_PROXY', text: 'TRUST_PROXY=true glaubt X-Forwarded-For von jedem: ein Besucher nennt darin eine beliebige Adresse und umgeht jede Begrenzung je Adresse. Nennen Sie die Adresse des Proxys, z. B. TRUST_PROXY=127.0.0.1.' });
  } else if (typeof config.trustProxy === 'string') {
    const wrong = config.trustProxy.split(',').map((item) => item.trim()).filter((item) => !isProxyAddress(item));
    if (wrong.length > 0) {
      problems.push({ variable: 'TRUST_PROXY', text: `TRUST_PROXY nennt „${wrong.join('“, „')}“: erwartet sind die Adressen des Proxys oder Adressbereiche (CIDR), kommagetrennt, z. B. 127.0.0.1 oder 10.0.0.0/8.` });
    }
  }
  if (config.rateLimitPerMinute === false) {
    problems.push({ variable: 'RATE_LIMIT_PER_MINUTE', text: 'RATE_LIMIT_PER_MINUTE=off schaltet die Begrenzung der Aufrufe je Adresse ab (nur für Messungen): im Betrieb könnte ein einzelner Client den Server überlasten.' });
  }
  if (['0.0.0.0', '::', '[::]'].includes(config.host.trim())) {
    problems.push({ variable: 'HOST', text: `HOST „${config.host}“ öffnet den API-Server auf allen Netzwerkadressen, an nginx vorbei (ohne TLS und ohne dessen Kopfzeilen). Im Betrieb lauscht er auf 127.0.0.1 oder einer Adresse, die nur der Proxy erreicht.` });
  }
  if (env.ALLOWED_ORIGINS?.trim()) {
    for (const origin of config.allowedOrigins) {
      const problem = httpsAddressProblem('ALLOWED_ORIGINS', origin, 'eine Adresse auf diesem Rechner');
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** Every setting of `env` not fit for production; none when NODE_ENV is not 'production'. */
export function productionProblems(env: Env): ProductionProblem[] {
  const config = configFromEnv(env);
  if (!config.production) return [];
  return [
    ...identityProblems(env, config),
    ...addressProblems(env),
    ...questionnaireLinkProblems(env, config),
    ...senderProblems(env, config),
    ...smtpProblems(env),
    ...databaseProblems(env, config),
    ...bankKeyProblems(env).map((text) => ({ variable: 'BANK_DATA_KEY', text })),
    ...testSupportProblems(env, config),
    ...exposureProblems(env, config),
  ];
}

/** Refuses to start a production server on an unfit setup: one paragraph naming every problem (exitWith prints it). */
export function refuseUnfitProduction(env: Env = process.env): void {
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  throw new OperatorError(
    'Der API-Server startet nicht: mit NODE_ENV=production verlangt er eine Einrichtung für den Betrieb. ' +
      `${problems.map((problem) => problem.text).join(' ')} ` +
      'Korrigieren Sie die Einstellungen (api-server/README.md, Abschnitt „Production“) und starten Sie den Server erneut.',
    `refusing to start in production: ${problems.map((problem) => problem.variable).join(', ')} not fit for production`,
  );
}
