import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Proposal } from '@dtp/contract/assignment-proposal';
import { buildServer, callAs, killAll, startIdentity, startServer, type TestIdentity } from '../../test/built-server';

// The built server (dist/server.mjs) proposes through its solver thread: webpack's entry solver-worker.mjs beside the
// bundle, HiGHS's WebAssembly loaded from api-server/node_modules at run time (issue 60).

let identity: TestIdentity;
let dir: string;

beforeAll(async () => {
  buildServer();
  identity = await startIdentity();
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-proposal-'));
}, 120_000);

afterAll(() => {
  killAll();
  identity.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the bundle proposes testers for a seed wave's open testings", async () => {
  const server = await startServer(identity, 3291, { DATA_DIR: path.join(dir, 'pglite'), BACKUP_DIR: 'off' });
  const waves = await callAs<{ id: number }[]>(identity, 'dtp-manager', server, 'GET', '/wave/list');
  const proposals: Proposal[] = [];
  for (const wave of waves) {
    proposals.push(await callAs<Proposal>(identity, 'dtp-manager', server, 'POST', '/wave/proposal', { waveId: wave.id, pins: [], drops: [] }));
  }
  const filled = proposals.map((p) => p.proposal.filled);
  expect(Math.max(...filled)).toBeGreaterThan(0);
  for (const p of proposals) {
    expect(p.proposal.filled).toBeGreaterThanOrEqual(p.nearestFirst.filled);
    expect(p.rows.filter((row) => row.tester !== null)).toHaveLength(p.proposal.filled);
  }
}, 120_000);
