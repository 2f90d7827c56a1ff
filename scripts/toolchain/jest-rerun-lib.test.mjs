/* global test, expect */
import { failedOnlyByKilled, killedFiles, mergeRerun } from './jest-rerun-lib.mjs';

const KILLED_MESSAGE =
  '  ● Test suite failed to run\n\n    A jest worker process (pid=8488) was terminated by another process: signal=SIGTRAP, exitCode=null.';
const file = (name, status, { message = '', tests = [] } = {}) => ({ name: `/repo/${name}`, status, message, assertionResults: tests });
const passedTest = { status: 'passed' };
const counts = (passed, failed, suitesPassed, suitesFailed, runtimeErrors) => ({
  numPassedTests: passed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0, numTotalTests: passed + failed,
  numPassedTestSuites: suitesPassed, numFailedTestSuites: suitesFailed, numRuntimeErrorTestSuites: runtimeErrors,
});

const firstRun = {
  ...counts(2, 0, 1, 1, 1),
  success: false,
  testResults: [file('a.test.ts', 'passed', { tests: [passedTest, passedTest] }), file('b.test.ts', 'failed', { message: KILLED_MESSAGE })],
};

test('a file whose worker was killed by a signal is found, with the signal', () => {
  expect(killedFiles(firstRun)).toEqual([{ name: '/repo/b.test.ts', signal: 'SIGTRAP' }]);
});

test('a file that failed to run for another reason, or whose tests failed, is never taken for killed', () => {
  const compileError = file('c.test.ts', 'failed', { message: '  ● Test suite failed to run\n\n    SyntaxError: Unexpected token' });
  const failedTests = file('d.test.ts', 'failed', { message: KILLED_MESSAGE, tests: [{ status: 'failed' }] });
  expect(killedFiles({ testResults: [compileError, failedTests] })).toEqual([]);
});

test('the run counts as failed only by the killed files when nothing else failed', () => {
  const killed = killedFiles(firstRun);
  expect(failedOnlyByKilled(firstRun, killed)).toBe(true);
  expect(failedOnlyByKilled({ ...firstRun, numFailedTests: 1 }, killed)).toBe(false);
  expect(failedOnlyByKilled({ ...firstRun, numRuntimeErrorTestSuites: 2 }, killed)).toBe(false);
  expect(failedOnlyByKilled(firstRun, [])).toBe(false);
});

test('the merged report counts every test once and names the file that ran twice', () => {
  const rerun = { ...counts(3, 0, 1, 0, 0), success: true, testResults: [file('b.test.ts', 'passed', { tests: [passedTest, passedTest, passedTest] })] };
  const merged = mergeRerun(firstRun, killedFiles(firstRun), rerun, '/repo');
  expect(merged).toMatchObject({ ...counts(5, 0, 2, 0, 0), success: true, rerunAfterSignal: [{ file: 'b.test.ts', signal: 'SIGTRAP' }] });
  expect(merged.testResults.map((f) => f.status)).toEqual(['passed', 'passed']);
});

test('a re-run that fails leaves the merged report failed', () => {
  const rerun = { ...counts(0, 1, 0, 1, 0), success: false, testResults: [file('b.test.ts', 'failed', { tests: [{ status: 'failed' }] })] };
  expect(mergeRerun(firstRun, killedFiles(firstRun), rerun, '/repo')).toMatchObject({ numFailedTests: 1, numFailedTestSuites: 1, success: false });
});
