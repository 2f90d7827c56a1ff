// npm test's jest step: `node scripts/toolchain/jest-run.mjs <results dir> [jest args…]` writes <results dir>/jest.json.
//
// V8 in Node 24 has a race in its process-wide register of executable WebAssembly code (nodejs/node#64500): code freed
// while other threads compile can abort the whole process with 'Check failed: jit_page_->allocations_.erase(addr) ==
// 1'. Our test files open many embedded databases (PGlite is WebAssembly) and start worker threads (the solver is
// WebAssembly too), and once a jest worker died that way (SIGTRAP), taking a test file with it. Against that, jest runs
// with two V8 flags under which WebAssembly code is never freed (jest-worker forks its workers with these flags):
//   --no-wasm-code-gc                  code that a faster tier replaced is kept;
//   --wasm-wrapper-tiering-budget=…    calls from WebAssembly into JavaScript keep V8's built-in wrapper: none is
//                                      compiled and later freed.
// Should a worker still die by a signal, its test files run once more on their own (jest-rerun-lib.mjs), and the
// summary names them. A test that failed is never run again: only files whose process died before they reported.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { failedOnlyByKilled, killedFiles, mergeRerun } from './jest-rerun-lib.mjs';

const WASM_CODE_KEPT_FLAGS = ['--no-wasm-code-gc', '--wasm-wrapper-tiering-budget=2000000000'];

const [resultsDir, ...jestArgs] = process.argv.slice(2);
const jestPackage = createRequire(path.resolve('package.json')).resolve('jest/package.json');
const jestBin = path.join(path.dirname(jestPackage), JSON.parse(readFileSync(jestPackage, 'utf8')).bin);

function runJest(outputFile, args) {
  const { status } = spawnSync(process.execPath, [...WASM_CODE_KEPT_FLAGS, jestBin, ...args, '--json', `--outputFile=${outputFile}`], {
    stdio: 'inherit',
  });
  let report = null;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    // No report: jest itself failed; its status says so.
  }
  return { status: status ?? 1, report };
}

const jestFile = path.join(resultsDir, 'jest.json');
const first = runJest(jestFile, jestArgs);
if (first.status === 0 || !first.report) process.exit(first.status);
const killed = killedFiles(first.report);
if (!failedOnlyByKilled(first.report, killed)) process.exit(first.status);

console.log(`\n==> ${killed.length} test file(s) lost their jest worker to a signal before reporting; running them once more:`);
for (const { name, signal } of killed) console.log(`    ${path.relative(process.cwd(), name)} (${signal})`);
const rerun = runJest(path.join(resultsDir, 'jest-rerun.json'), ['--ci', '--runTestsByPath', ...killed.map((k) => k.name)]);
if (!rerun.report) process.exit(rerun.status);
writeFileSync(jestFile, JSON.stringify(mergeRerun(first.report, killed, rerun.report)));
process.exit(rerun.status);
