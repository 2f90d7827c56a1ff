// Prints one closing line over all test runners: 'tests: N passed, N failed, N skipped', and above it
// where tests were skipped and why (a skipped test did not run: it is never counted as passed).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
const rerunNotes = [];
const jestFile = path.join(dir, 'jest.json');
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  // A test file that failed to run (it did not compile, or its worker died) has no tests to count: it counts as one.
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  for (const { file, signal } of jest.rerunAfterSignal ?? []) {
    rerunNotes.push(`jest: ${file} ran a second time: its worker was killed (${signal}) before it reported (scripts/toolchain/jest-run.mjs)`);
  }
  const jestSkipped = jest.numPendingTests + jest.numTodoTests;
  skipped += jestSkipped;
  if (jestSkipped > 0) {
    // jest printed the reason when it started (jest.global-setup.cjs for the PostgreSQL tests).
    const files = jest.testResults
      .filter((file) => file.assertionResults.some((test) => test.status === 'pending' || test.status === 'todo'))
      .map((file) => path.relative(process.cwd(), file.name));
    notes.push(`jest: ${jestSkipped} in ${files.join(', ')}`);
  }
}
// e2e.json, and e2e-instances.json: the two-instance journeys, run where PostgreSQL answers, else
// only listed (all skipped), with the reason in e2e-instances.skipped.
for (const e2eFile of readdirSync(dir).filter((name) => /^e2e.*\.json$/.test(name))) {
  const e2e = JSON.parse(readFileSync(path.join(dir, e2eFile), 'utf8'));
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
  const reasonFile = path.join(dir, e2eFile.replace(/\.json$/, '.skipped'));
  const reason = existsSync(reasonFile) ? readFileSync(reasonFile, 'utf8').trim() : '';
  if (reason) notes.push(`${e2eFile.replace(/\.json$/, '')}: ${e2e.stats.skipped ?? 0}, ${reason}`);
  else if (e2e.stats.skipped) notes.push(`${e2eFile.replace(/\.json$/, '')}: ${e2e.stats.skipped}`);
}
const idpLog = path.join(dir, 'idp.log');
if (existsSync(idpLog)) {
  const m = readFileSync(idpLog, 'utf8').match(/(\d+) passed, (\d+) failed/);
  if (m) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
}
if (rerunNotes.length > 0) console.log(`\n${rerunNotes.join('\n')}`);
if (notes.length > 0) console.log(`\nskipped: ${notes.join('\n         ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
