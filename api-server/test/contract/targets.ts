// The places the contract runs: the in-browser demo (the domain on memory, demo tokens) and the API
// server (buildApp, signed access tokens) on its storages. Each target answers the client's requests
// through a Transport, resets to the seed, and shows everything it stores as one snapshot.
import { createDemoToken, DemoAccountClaims, type ApiRequest, type ApiResponse, type DemoAccount, type DemoTokenClaims, type Transport } from '@dtp/api-client';
import {
  createDomainServer,
  createMemoryStorage,
  createSeedState,
  KINDS,
  type Clock,
  type DomainServer,
  type Storage,
} from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
// The client's own http transport, so answers are read exactly as in a browser; its fetch is app.inject.
import { createHttpTransport } from '../../../api-client/src/client/http-transport';
// The in-browser demo's server (@dtp/demo: the domain on memory, unsigned demo tokens).
import { createDemoServer } from '@dtp/demo';
import { createTokenVerifier } from '../../src/auth/access-token';
import { postgresForTests } from '../postgres';
import type { Sql } from '../../src/db/database';
import { buildApp } from '../../src/http/app';
import { createPdfPrinter } from '../../src/print/pdf-printer';
import { createSharpImages } from '../../src/images/sharp-images';
import { openPlatform } from '../../src/platform';
import { createSolverThread } from '../../src/assignment/solver-thread';

/**
 * The seed's demo accounts, and an account the platform has not accepted: a tester's account with a verified email
 * no record has, which its first call makes an applicant ('Bewerber', issue 57).
 */
export type Account = DemoAccount | 'applicant';
const APPLICANT_CLAIMS: DemoTokenClaims = {
  sub: '0b7f5f2e-6a43-4d8e-9c1a-5e2f7d9b3c41',
  username: 'bea.bewerberin@example.de',
  name: 'Bea Bewerberin',
  email: 'bea.bewerberin@example.de',
  roles: ['dtp-tester'],
};
export const claimsOf = (account: Account): DemoTokenClaims => (account === 'applicant' ? APPLICANT_CLAIMS : DemoAccountClaims[account]);
export const SEED_SCALE = 1;
/** One fixed time for every target: the seed and the domain's dates are the same everywhere. */
export const CLOCK: Clock = { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) };
export const seedState = () => createSeedState({ scale: SEED_SCALE, clock: CLOCK });

export interface Exchange {
  request: ApiRequest;
  response: ApiResponse;
}

export interface Target {
  readonly name: string;
  /** The API server (signed tokens, HTTP); false for the in-browser demo. */
  readonly server: boolean;
  /** Every request and answer since the start, in order. */
  readonly log: Exchange[];
  /** Whether a write may have changed the data since the last reset. */
  dirty: boolean;
  /** Starts the target, seeded. */
  start(): Promise<void>;
  /** Back to the seed. */
  reset(): Promise<void>;
  stop(): Promise<void>;
  transport: Transport;
  /**
   * What the client sends for an account: a demo token, or an access token signed like the identity
   * service's (with `expiresAt`, seconds since 1970: one that expires then).
   */
  token(account: Account, expiresAt?: number): Promise<string>;
  /** Everything the storage holds (rows, meta, receipts' bytes): equal before and after a refused write. */
  snapshot(): Promise<unknown>;
}

/** Logs every exchange and marks the data dirty on every write. */
function logged(target: Pick<Target, 'log' | 'dirty'>, transport: Transport): Transport {
  return async (request) => {
    if (request.method !== 'GET') target.dirty = true;
    const response = await transport(request);
    target.log.push({ request, response });
    return response;
  };
}

/** The storage's whole content through the port, the same way on memory and SQL. */
export async function storageSnapshot(storage: Storage): Promise<unknown> {
  return storage.transaction('read', async (tx) => {
    const rows: Record<string, unknown[]> = {};
    for (const kind of KINDS) rows[kind] = await tx.find(kind);
    const attachments = (await tx.find('attachment')).map((a) => a.id);
    const files: Record<number, string | null> = {};
    for (const id of attachments) {
      const content = await tx.file(id);
      files[id] = content && Buffer.from(content).toString('base64');
    }
    return { meta: await tx.meta(), rows, files };
  });
}

/** The in-browser demo: createDemoServer, demo tokens, answers as the demo transport gives them. */
export function demoTarget(): Target {
  let server = createDemoServer({ scale: SEED_SCALE, clock: CLOCK, persist: false });
  const target: Target = {
    name: 'demo',
    server: false,
    log: [],
    dirty: false,
    start: async () => {
      await target.reset();
    },
    reset: async () => {
      server = createDemoServer({ scale: SEED_SCALE, clock: CLOCK, persist: false });
      // The demo delivers due mails before each request; deliver them now, so every test starts alike.
      await server.deliverDueMail();
      target.dirty = false;
    },
    stop: async () => {},
    transport: async (request) => server.handle(request),
    token: async (account) => createDemoToken(claimsOf(account), CLOCK.now()),
    snapshot: async () => JSON.parse(JSON.stringify(server.state())),
  };
  target.transport = logged(target, target.transport);
  return target;
}

/** What a server target runs on: the domain, a reset to the seed, a snapshot and a close. */
export interface ServerData {
  description: string;
  domain: Pick<DomainServer, 'handleRoute'>;
  reset(): Promise<void>;
  snapshot(): Promise<unknown>;
  close(): Promise<void>;
}

export const POLICY = { issuer: 'http://localhost:3100/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };

/** An access token of the account as the identity service signs it (idp/src/accounts.mjs: sub, realm roles). */
export function signAccessToken(account: Account, key: CryptoKey, expiresIn: string | number = '1h'): Promise<string> {
  const claims = claimsOf(account);
  return new SignJWT({
    azp: POLICY.clientId,
    realm_access: { roles: [...claims.roles] },
    preferred_username: claims.username,
    name: claims.name,
    email: claims.email,
    email_verified: true,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(claims.sub)
    .setIssuer(POLICY.issuer)
    .setAudience(POLICY.audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The domain on memory storage behind the server's HTTP face (no database), with the server's PDF printer, images and solver. */
export async function memoryData(): Promise<ServerData> {
  const printer = createPdfPrinter();
  const images = createSharpImages();
  const solver = createSolverThread();
  const open = () => {
    const storage = createMemoryStorage(seedState());
    return { storage, domain: createDomainServer({ storage, clock: CLOCK, deliverBeforeEachRequest: false, printer, images, solver }) };
  };
  let current = open();
  return {
    description: 'memory',
    domain: { handleRoute: (me, route, call) => current.domain.handleRoute(me, route, call) },
    reset: async () => {
      current = open();
    },
    snapshot: () => storageSnapshot(current.storage),
    close: async () => {
      await printer.close();
      await solver.close();
    },
  };
}

/**
 * The server's data as production opens it (openPlatform: database, migrations, the seed on first
 * start, the domain), on PGlite in memory or on PostgreSQL. Resets copy the seeded tables back.
 */
async function platformData(databaseUrl: string | null): Promise<ServerData> {
  const platform = await openPlatform({ databaseUrl, dataDir: 'memory://', clock: CLOCK, deliverBeforeEachRequest: false });
  const seeded = await copyOfTables(platform.database.db);
  return {
    description: platform.database.description,
    domain: platform.domain,
    reset: () => platform.storage.exclusive(seeded.restore),
    snapshot: seeded.hashes,
    close: async () => {
      await seeded.drop();
      await platform.close();
    },
  };
}

/**
 * A copy of every table of the connection's schema (the domain's tables and the id sequences; not
 * the migrations' bookkeeping) in a schema next to it. `restore` empties the tables and copies the
 * rows back in one transaction, parents first, and sets the sequences as they were: a few
 * milliseconds, where dropping, migrating and seeding again (platform.reset) takes ~120 ms.
 * `hashes` is each table's content as an md5, computed by the database.
 */
async function copyOfTables(db: Sql) {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const copy = `${schema}_contract_seed`;
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' and table_name not like 'kysely%' order by table_name`.execute(db)
  ).rows.map((r) => r.name);
  const links = (
    await sql<{ child: string; parent: string }>`select child.relname as child, parent.relname as parent from pg_constraint c
      join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = ${schema}`.execute(db)
  ).rows;
  const parentsFirst: string[] = [];
  const visit = (table: string): void => {
    if (parentsFirst.includes(table)) return;
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent);
    parentsFirst.push(table);
  };
  tables.forEach(visit);
  const sequences: { name: string; value: string; called: boolean }[] = [];
  for (const { name } of (await sql<{ name: string }>`select sequence_name as name from information_schema.sequences where sequence_schema = ${schema}`.execute(db)).rows) {
    const { rows } = await sql<{ value: string; called: boolean }>`select last_value::text as value, is_called as called from ${sql.table(`${schema}.${name}`)}`.execute(db);
    sequences.push({ name, value: rows[0]?.value ?? '1', called: rows[0]?.called ?? false });
  }
  await sql`drop schema if exists ${sql.id(copy)} cascade`.execute(db);
  await sql`create schema ${sql.id(copy)}`.execute(db);
  for (const table of tables) await sql`create table ${sql.table(`${copy}.${table}`)} as table ${sql.table(`${schema}.${table}`)}`.execute(db);

  return {
    restore: () =>
      db.transaction().execute(async (trx) => {
        for (const table of [...parentsFirst].reverse()) await sql`delete from ${sql.table(`${schema}.${table}`)}`.execute(trx);
        for (const table of parentsFirst) {
          await sql`insert into ${sql.table(`${schema}.${table}`)} select * from ${sql.table(`${copy}.${table}`)}`.execute(trx);
        }
        for (const { name, value, called } of sequences) {
          await sql`select setval(${`${schema}.${name}`}, ${value}::bigint, ${called})`.execute(trx);
        }
      }),
    hashes: async () => {
      const parts = tables.map(
        (t) => sql`select ${t} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${sql.table(`${schema}.${t}`)} r`,
      );
      const { rows } = await sql<{ name: string; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
      return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
    },
    drop: async () => {
      await sql`drop schema if exists ${sql.id(copy)} cascade`.execute(db);
    },
  };
}

export const pgliteTarget = (): Target => serverTarget('server on PGlite', () => platformData(null));

/**
 * PostgreSQL at DATABASE_URL (or the local test server), in an own schema. Only inside
 * describeWithPostgres: where none answers, its suite is skipped, not started.
 */
export const postgresTarget = (): Target =>
  serverTarget('server on PostgreSQL', async () => platformData(await postgresForTests('dtp_contract_test')));

/**
 * The API server (buildApp with a token verifier on a local key, as app.test.ts) on `open`'s data.
 * The client's http transport sends through app.inject: JSON, multipart and binary answers travel
 * as over the network.
 */
export function serverTarget(name: string, open: () => Promise<ServerData>): Target {
  let app: FastifyInstance | null = null;
  let data: ServerData | null = null;
  let key: CryptoKey | null = null;
  const tokens = new Map<Account, string>();
  const baseUrl = `http://${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.contract.test/api`;
  const http = createHttpTransport(baseUrl);

  const target: Target = {
    name,
    server: true,
    log: [],
    dirty: false,
    start: async () => {
      const pair = await generateKeyPair('RS256');
      key = pair.privateKey;
      const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
      const opened = await open();
      data = opened;
      app = await buildApp({
        verify: createTokenVerifier(POLICY, jwks),
        domain: opened.domain,
        database: { description: opened.description, ping: async () => {} },
        bodyLimit: 1_048_576,
        trustProxy: false,
        allowedOrigins: [],
        // The suite's thousands of calls from one address would meet the API's limit per minute on a fast machine
        // (429 in later tests); the limit has its own tests (src/http/rate-limit.test.ts).
        rateLimitPerMinute: false,
      });
      serveFetch(baseUrl, app);
    },
    reset: async () => {
      await data?.reset();
      target.dirty = false;
    },
    stop: async () => {
      injected.delete(baseUrl);
      await app?.close();
      await data?.close();
    },
    transport: (request) => http(request),
    token: async (account, expiresAt) => {
      if (!key) throw new Error(`${name} is not started`);
      if (expiresAt !== undefined) return signAccessToken(account, key, expiresAt);
      const known = tokens.get(account) ?? (await signAccessToken(account, key));
      tokens.set(account, known);
      return known;
    },
    snapshot: async () => data?.snapshot(),
  };
  target.transport = logged(target, target.transport);
  return target;
}

const NULL_BODY = new Set([101, 204, 205, 304]);
const injected = new Map<string, FastifyInstance>();
let fetchServed = false;

/**
 * Lets `app` answer fetch requests below `baseUrl` through app.inject (installed once per test file):
 * the request is a real Request (a FormData body becomes multipart with its boundary, as fetch sends
 * it), the answer a real Response with the server's status, headers and bytes.
 */
function serveFetch(baseUrl: string, app: FastifyInstance): void {
  injected.set(baseUrl, app);
  if (fetchServed) return;
  fetchServed = true;
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const base = [...injected.keys()].find((b) => request.url.startsWith(`${b}/`));
    const server = base && injected.get(base);
    if (!base || !server) return original(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await server.inject({
      method: request.method as 'GET' | 'POST',
      url: request.url.slice(base.length),
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  };
}
