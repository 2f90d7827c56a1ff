// Prints one closing line over all test runners: 'tests: N passed, N failed'.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const jestFile = path.join(dir, 'jest.json');
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
// e2e.json, and e2e-instances.json where the two-instance journeys ran.
for (const e2eFile of readdirSync(dir).filter((name) => /^e2e.*\.json$/.test(name))) {
  const e2e = JSON.parse(readFileSync(path.join(dir, e2eFile), 'utf8'));
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
}
const idpLog = path.join(dir, 'idp.log');
if (existsSync(idpLog)) {
  const m = readFileSync(idpLog, 'utf8').match(/(\d+) passed, (\d+) failed/);
  if (m) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
