// Benchmark (not a test, not part of CI's pass/fail): 'Einteilung vorschlagen' (issue 60) end to end through the
// domain (the POST /wave/proposal call on memory storage) with the API server's solver: HiGHS in its worker thread
// (api-server/src/assignment/solver-thread.ts), from the TypeScript sources (scripts/toolchain/swc-register.cjs).
// Synthetic seasons from a seeded PRNG (domain/src/prng.ts), the same every run:
//   wave    one wave: 60 testings, 400 released testers each marking 5–10 of its clubs near home;
//   season  5 waves × 60 testings, 2,000 testers, proposed wave by wave, each proposal taken over (MARKED) before the
//           next, so 'Weiterer Test in derselben Saison' weighs.
// Each phase runs in its own process (its memory peak alone): median of --runs (5) proposals, the process's RSS peak
// (process.resourceUsage().maxRSS, the solver thread's WebAssembly included), /proc/pressure/cpu before and after, and
// for the same input the proposal's filled testings and km against nearest-first. A proposal that fills fewer, or with
// as many drives more, or that is refused (503: the solver out of time), is flagged loudly (exit code 1).
//   npm run bench:assign [-- --runs 5] [-- --only wave|season]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceNode } from '../toolchain/node-version.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', 5));
const only = arg('--only', null);

const PHASES = {
  wave: { waves: 1, testingsPerWave: 60, testers: 400, clubs: 90 },
  season: { waves: 5, testingsPerWave: 60, testers: 2000, clubs: 150 },
};

const cpuPressure = () => (existsSync('/proc/pressure/cpu') ? readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] : 'n/a');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

if (!only) {
  // Each phase in a process of its own, so each memory peak is that phase's.
  announceNode('Assignment benchmark');
  const results = [];
  let flagged = false;
  for (const phase of Object.keys(PHASES)) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--only', phase, '--runs', String(runs)], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    const lines = child.stdout.split('\n');
    const json = lines.find((line) => line.startsWith('RESULT '));
    process.stdout.write(lines.filter((line) => !line.startsWith('RESULT ')).join('\n'));
    if (child.status !== 0) flagged = true;
    if (json) results.push(JSON.parse(json.slice('RESULT '.length)));
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'assign.json'), JSON.stringify(results, null, 2));
  console.log(`\nbench-results/assign.json written${flagged ? '\n\n!!! A PROPOSAL WAS REFUSED OR WORSE THAN NEAREST-FIRST (see above) !!!' : ''}`);
  process.exit(flagged ? 1 : 0);
}

// One phase, in this process.
const require = createRequire(import.meta.url);
require('../toolchain/swc-register.cjs');
const { createMemoryServer, createSeedState, toRoles } = require('../../domain/src/index.ts');
const { createPrng } = require('../../domain/src/prng.ts');
const { CITIES } = require('../../domain/src/seed/names.ts');
const { newTesting } = require('../../domain/src/state.ts');
const { availabilityKey } = require('../../domain/src/rules/playables.ts');
const { distanceKm } = require('../../domain/src/rules/geo.ts');
const { createSolverThread } = require('../../api-server/src/assignment/solver-thread.ts');

/** The seed's clock: its current season is 2023. */
const clock = { now: () => Date.UTC(2023, 3, 1, 8, 0, 0) };
const manager = { sub: 'bench-manager', username: 'manager', name: 'Bench Manager', email: 'manager@example.de', roles: toRoles(['dtp-manager']), emailVerified: true };

/**
 * A season of `waves` waves with `testingsPerWave` open testings each (distinct clubs per wave), `testers` released
 * testers around Germany's cities, each marking 5–10 of the nearest 15 clubs of every wave; a quarter of the testings
 * premium; one in ten testers new; last season: the same waves, 60 % of the testings done by a tester.
 */
function syntheticState({ waves: waveCount, testingsPerWave, testers: testerCount, clubs: clubCount }, seed = 60) {
  const base = createSeedState({ scale: 1, clock });
  const prng = createPrng(seed);
  const year = base.seasonYear;
  const shuffled = (items) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = prng.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const round4 = (x) => Math.round(x * 10_000) / 10_000;
  const near = (spreadLat, spreadLon) => {
    const city = prng.pick(CITIES);
    return { city, lat: round4(city.lat + (prng.next() - 0.5) * spreadLat), lon: round4(city.lon + (prng.next() - 0.5) * spreadLon) };
  };
  const clubTemplate = base.clubs.find((c) => c.isTestable && c.address.street !== '');
  const clubs = Array.from({ length: clubCount }, (_, i) => {
    const { city, lat, lon } = near(1.2, 1.6);
    // One club in 40 without street and zip: its distance is unknown.
    const unknown = i % 40 === 39;
    return { ...structuredClone(clubTemplate), id: i + 1, name: `Golfclub Bench ${i + 1}`, address: { ...clubTemplate.address, street: unknown ? '' : `Golfweg ${i + 1}`, zip: unknown ? '' : city.zip, city: city.city }, lat, lon, isTestable: true };
  });
  const testerTemplate = base.users.find((u) => /^u-\d+$/.test(u.id) && u.address.lat !== null);
  const users = base.users.filter((u) => u.staff);
  const sheets = [];
  const testers = [];
  for (let i = 0; i < testerCount; i++) {
    const { lat, lon } = near(0.6, 0.8);
    const r = prng.next();
    const status = r < 0.1 ? 'NEW_TESTER' : r < 0.55 ? 'TESTER_1' : 'TESTER_2';
    const nearest = [...clubs].sort((a, b) => distanceKm({ lat, lon }, a) - distanceKm({ lat, lon }, b));
    const memberships = [{ clubId: nearest[0].id, end: null }];
    if (prng.chance(0.05)) memberships.push({ clubId: nearest[prng.int(1, 10)].id, end: 2020 });
    const user = {
      ...structuredClone(testerTemplate),
      id: `b-${String(i + 1).padStart(4, '0')}`,
      lastName: `Tester ${i + 1}`,
      status,
      testerSince: status === 'NEW_TESTER' ? year : prng.int(2014, year - 1),
      memberships,
      address: { ...testerTemplate.address, lat, lon },
    };
    delete user.account;
    delete user.formerAccount;
    delete user.possibleDuplicates;
    users.push(user);
    testers.push(user);
  }
  const waves = [];
  for (const y of [year - 1, year]) {
    for (let n = 1; n <= waveCount; n++) {
      const month = String(3 + n).padStart(2, '0');
      waves.push({ id: waves.length + 1, year: y, number: n, start: `${y}-${month}-01`, end: `${y}-${month}-20`, progress: y < year ? 'FINISHED' : 'ASSIGNING' });
    }
  }
  const panels = [];
  const panelOf = new Map();
  const testings = [];
  let nextId = 10_001;
  const veterans = testers.filter((u) => u.status !== 'NEW_TESTER');
  const clubsOfWave = new Map();
  for (const wave of waves) {
    const chosen = shuffled(clubs).slice(0, testingsPerWave);
    if (wave.year === year) clubsOfWave.set(wave.number, chosen);
    const busy = new Set();
    for (const club of chosen) {
      const key = `${club.id}:${wave.year}`;
      if (!panelOf.has(key)) {
        panels.push({ id: panels.length + 1, clubId: club.id, year: wave.year, progress: 'INITIAL' });
        panelOf.set(key, panels.length);
      }
      const testing = newTesting({ id: nextId++, panelId: panelOf.get(key), clubId: club.id, waveId: wave.id, progress: 'INITIAL', premiumTest: prng.chance(0.25) });
      if (wave.year < year && prng.chance(0.6)) {
        const tester = prng.pick(veterans);
        if (!busy.has(tester.id) && !tester.memberships.some((m) => m.clubId === club.id)) {
          busy.add(tester.id);
          testing.userId = tester.id;
          testing.progress = 'TRAVEL_CHECKED';
        }
      }
      testings.push(testing);
    }
  }
  for (const tester of testers) {
    const availability = [];
    for (const [number, waveClubs] of clubsOfWave) {
      const nearest = [...waveClubs].sort((a, b) => (distanceKm(tester.address, a) ?? 0) - (distanceKm(tester.address, b) ?? 0)).slice(0, 15);
      const marked = shuffled(nearest).slice(0, prng.int(5, 10));
      for (const club of marked) availability.push(availabilityKey(club.id, number));
    }
    sheets.push({ userId: tester.id, year, progress: 'RELEASED', availability });
  }
  return {
    ...base,
    users,
    sheets: [...base.sheets.filter((s) => users.some((u) => u.id === s.userId)), ...sheets],
    clubs,
    waves,
    panels,
    testings,
    attachments: [],
    emails: [],
    history: [],
    questionnaires: [],
    clubLinks: [],
    accessRecords: [],
    nextId: nextId + 1000,
  };
}

async function call(server, request) {
  const answer = await server.handleAs(manager, { token: null, ...request });
  if (answer.status !== 200) throw new Error(`${request.method} ${request.path}: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/** One proposal, timed end to end (the call), with the solves it took; a refusal (503: out of time) is an answer too. */
async function propose(server, waveId) {
  solves.length = 0;
  const started = performance.now();
  const answer = await server.handleAs(manager, { token: null, method: 'POST', path: '/wave/proposal', body: { waveId, pins: [], drops: [] } });
  const took = performance.now() - started;
  const solvesText = solves.map((x) => `${x.sense === 'maximize' ? 'max' : 'min'} ${x.columns}×${x.rows}: ${x.status} ${Math.round(x.ms)} ms`).join('; ');
  if (answer.status !== 200) return { ms: took, failed: `${answer.status} ${answer.data.message}`, solves: solvesText };
  return { ms: took, proposal: answer.data, solves: solvesText };
}

function verdict({ proposal, nearestFirst }) {
  if (proposal.filled < nearestFirst.filled) return 'WORSE: fills fewer than nearest-first';
  if (proposal.filled === nearestFirst.filled && proposal.km > nearestFirst.km) return 'WORSE: as many filled, more km than nearest-first';
  return 'ok';
}

const phase = only;
const shape = PHASES[phase];
if (!shape) throw new Error(`--only wave|season, not ${phase}`);
const thread = createSolverThread();
/** The solves of the current proposal: size, status, time in the thread's round trip. */
const solves = [];
const solver = {
  async solve(model, timeLimitSeconds) {
    const started = performance.now();
    const result = await thread.solve(model, timeLimitSeconds);
    solves.push({ sense: model.sense, columns: model.cost.length, rows: model.rows.length, status: result.status, ms: performance.now() - started });
    return result;
  },
};
const pressureBefore = cpuPressure();
const seasonWaveIds = (state) => state.waves.filter((w) => w.year === state.seasonYear).sort((a, b) => a.number - b.number).map((w) => w.id);
const buildStarted = performance.now();
const template = syntheticState(shape);
const buildMs = performance.now() - buildStarted;
const pairsOf = (state, waveNumber) => state.sheets.reduce((n, s) => n + s.availability.filter((k) => k.endsWith(`:${waveNumber}`)).length, 0);
const fresh = () => createMemoryServer({ clock, initialState: () => structuredClone(template), solver });
console.log(`\n== ${phase}: ${shape.waves} wave(s) × ${shape.testingsPerWave} testings, ${shape.testers} testers, ${shape.clubs} clubs (marks in wave 1: ${pairsOf(template, 1)}; built in ${ms(buildMs)}) ==`);

const rows = [];
let worse = false;
let failed = false;
const result = { phase, shape, runs, cpuPressureBefore: pressureBefore };
if (phase === 'wave') {
  const server = fresh();
  const [waveId] = seasonWaveIds(template);
  const cold = await propose(server, waveId);
  const timings = [];
  const solverMs = [];
  let last = cold;
  for (let i = 0; i < runs; i++) {
    last = await propose(server, waveId);
    timings.push(last.ms);
    if (last.failed) continue;
    solverMs.push(last.proposal.solverMs);
  }
  if (last.failed) {
    failed = true;
    console.log(`!!! wave 1: ${last.failed} after ${ms(last.ms)} (${last.solves})`);
    solverMs.push(NaN);
    last.proposal = { proposal: { filled: 0, open: 0, km: 0 }, nearestFirst: { filled: 0, open: 0, km: 0 } };
  }
  console.log(`solves of the last proposal: ${last.solves}`);
  const { proposal: p } = last;
  const check = last.failed ? `FAILED: ${last.failed}` : verdict(p);
  worse ||= check.startsWith('WORSE');
  Object.assign(result, { coldMs: cold.ms, medianMs: median(timings), minMs: Math.min(...timings), maxMs: Math.max(...timings), medianSolverMs: median(solverMs), proposal: p.proposal, nearestFirst: p.nearestFirst, check });
  rows.push({ wave: 1, 'first (ms)': Math.round(cold.ms), [`median of ${runs} (ms)`]: Math.round(median(timings)), 'range (ms)': `${Math.round(Math.min(...timings))}–${Math.round(Math.max(...timings))}`, 'solver (ms)': Math.round(median(solverMs)), filled: `${p.proposal.filled}/${p.proposal.open}`, km: p.proposal.km, 'nearest-first filled': p.nearestFirst.filled, 'nearest-first km': p.nearestFirst.km, check });
} else {
  // Every run the whole season from the same start: propose, take over (MARKED), next wave.
  const perWave = new Map();
  const totals = [];
  for (let i = 0; i < runs; i++) {
    const server = fresh();
    let total = 0;
    for (const [index, waveId] of seasonWaveIds(template).entries()) {
      const { ms: took, proposal, failed: refused, solves: solvesText } = await propose(server, waveId);
      total += took;
      if (i === runs - 1) console.log(`wave ${index + 1}, run ${i + 1}: ${refused ?? 'proposed'} in ${ms(took)} (${solvesText})`);
      if (refused) {
        failed = true;
        const entry = perWave.get(index + 1) ?? { timings: [], solverMs: [], proposal: null, refused };
        entry.timings.push(took);
        entry.refused = refused;
        perWave.set(index + 1, entry);
        continue;
      }
      const assignments = proposal.rows.filter((r) => r.tester !== null).map((r) => ({ testingId: r.testingId, version: r.version, userId: r.tester.id }));
      if (assignments.length > 0) await call(server, { method: 'POST', path: '/wave/proposal/apply', body: { waveId, progress: 'MARKED', assignments } });
      const entry = perWave.get(index + 1) ?? { timings: [], solverMs: [], proposal };
      entry.timings.push(took);
      entry.solverMs.push(proposal.solverMs);
      entry.proposal = proposal;
      perWave.set(index + 1, entry);
    }
    totals.push(total);
  }
  for (const [wave, { timings, solverMs, proposal: p, refused }] of perWave) {
    if (!p) {
      rows.push({ wave, [`median of ${runs} (ms)`]: Math.round(median(timings)), 'range (ms)': `${Math.round(Math.min(...timings))}–${Math.round(Math.max(...timings))}`, check: `FAILED: ${refused}` });
      continue;
    }
    const judged = verdict(p);
    worse ||= judged !== 'ok';
    const check = refused ? `${judged}; FAILED in some runs: ${refused}` : judged;
    const reasons = p.rows.filter((r) => r.reasons.some((text) => text.startsWith('Schon ein Test'))).length;
    rows.push({ wave, [`median of ${runs} (ms)`]: Math.round(median(timings)), 'range (ms)': `${Math.round(Math.min(...timings))}–${Math.round(Math.max(...timings))}`, 'solver (ms)': Math.round(median(solverMs)), filled: `${p.proposal.filled}/${p.proposal.open}`, km: p.proposal.km, 'nearest-first filled': p.nearestFirst.filled, 'nearest-first km': p.nearestFirst.km, 'second test': reasons, check });
  }
  Object.assign(result, { medianSeasonMs: median(totals), seasonRangeMs: [Math.min(...totals), Math.max(...totals)], waves: rows });
}
result.maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
result.cpuPressureAfter = cpuPressure();
await thread.close();
console.table(rows);
if (phase === 'season') console.log(`season, its 5 proposals (the applies between them not counted): median ${ms(result.medianSeasonMs)}, range ${ms(result.seasonRangeMs[0])}–${ms(result.seasonRangeMs[1])}`);
console.log(`memory peak (RSS of this process, solver thread included): ${result.maxRssMb} MB`);
console.log(`CPU pressure before: ${pressureBefore}\nCPU pressure after:  ${result.cpuPressureAfter}`);
if (worse) console.log('\n!!!!!!!! THE PROPOSAL IS WORSE THAN NEAREST-FIRST FOR THE SAME INPUT (column check) !!!!!!!!\n');
if (failed) console.log('\n!!!!!!!! A PROPOSAL WAS REFUSED (503: the solver ran out of time or failed; column check) !!!!!!!!\n');
result.worse = worse;
result.failed = failed;
console.log(`RESULT ${JSON.stringify(result)}`);
process.exit(worse || failed ? 1 : 0);
