import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// The built server (dist/server.mjs, as `npm start` runs it) in child processes, for tests of what only
// a whole process shows: SIGKILL, a second process on one folder, the operator's commands.

const root = path.resolve(__dirname, '..');
export const BUNDLE = path.join(root, 'dist', 'server.mjs');

/** Builds dist/server.mjs from the sources under test (about 2 s). */
export function buildServer(): void {
  execFileSync('npx', ['webpack', '--config', 'webpack.config.cjs'], { cwd: root, stdio: 'ignore' });
  if (!existsSync(BUNDLE)) throw new Error(`no ${BUNDLE}`);
}

export const ISSUER = 'http://127.0.0.1/realms/dtp';

/** A key set served on loopback, and access tokens signed with it. */
export interface TestIdentity {
  jwksUrl: string;
  token(role: 'dtp-tester' | 'dtp-manager', subject?: string): Promise<string>;
  close(): void;
}

export async function startIdentity(): Promise<TestIdentity> {
  const pair = await generateKeyPair('RS256');
  const key: CryptoKey = pair.privateKey;
  const keys = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  const jwks: Server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys)));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
    token: (role, subject = role === 'dtp-tester' ? DEMO_ACCOUNT_SUBJECTS.tester : DEMO_ACCOUNT_SUBJECTS.manager) =>
      new SignJWT({ azp: 'dtp-frontend', realm_access: { roles: [role] }, name: 'Max Mustermann', email: 'max@example.org' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience('dtp-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
    close: () => jwks.close(),
  };
}

/** A child process of the bundle and what it printed. */
export interface ServerProcess {
  process: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export type Env = Record<string, string>;

const spawned = new Set<ChildProcess>();

/** Ends every process a test started and left running (a failed test's), so jest can exit. */
export function killAll(): void {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function spawnServer(identity: TestIdentity, port: number, env: Env, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, [BUNDLE, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      OIDC_ISSUER: ISSUER,
      OIDC_JWKS_URL: identity.jwksUrl,
      DTP_LOG: 'off',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...env,
    },
  });
  spawned.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Whether the server answers /health (false once the process has ended). */
export async function isUp(server: ServerProcess): Promise<boolean> {
  if (server.process.exitCode !== null) return false;
  return fetch(`${server.url}/health`).then((r) => r.ok, () => false);
}

/** Waits until the server answers /health; throws with its output when it ends first. */
export async function waitUntilUp(server: ServerProcess, seconds = 60): Promise<ServerProcess> {
  for (let i = 0; i < seconds * 10; i++) {
    if (server.process.exitCode !== null) throw new Error(`the server stopped with ${server.process.exitCode}:\n${server.output()}`);
    if (await isUp(server)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /health within ${seconds} s:\n${server.output()}`);
}

export async function startServer(identity: TestIdentity, port: number, env: Env): Promise<ServerProcess> {
  return waitUntilUp(spawnServer(identity, port, env));
}

/** Runs an operator command of the bundle (--backup, --restore …) to its end. */
export async function runBundle(identity: TestIdentity, env: Env, args: string[]): Promise<{ code: number | null; output: string }> {
  const run = spawnServer(identity, 0, env, args);
  const code = await run.exited;
  return { code, output: run.output() };
}

export const killed = (server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') => {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  return server.exited;
};

/** One call as the role; answers JSON, or the bytes of anything else; throws on a non-2xx answer. */
export async function callAs<T>(
  identity: TestIdentity,
  role: 'dtp-tester' | 'dtp-manager',
  server: ServerProcess,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${await identity.token(role)}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${server.url}${route}`, { method, headers, body: payload });
  if (!answer.ok) throw new Error(`${method} ${route}: HTTP ${answer.status} ${await answer.text()}`);
  return (answer.headers.get('content-type') ?? '').includes('json') ? ((await answer.json()) as T) : ((await answer.arrayBuffer()) as T);
}
