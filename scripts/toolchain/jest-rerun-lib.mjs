// The report side of jest-run.mjs: which test files lost their worker to a signal, and the first run's report with
// those files' results replaced by a second run's. Reports are jest's --json output.
import path from 'node:path';

const WORKER_KILLED = /A jest worker process \(pid=\d+\) was terminated by another process: signal=(SIG[A-Z]+)/;

/** The test files whose worker died by a signal before they reported a single test, with the signal. */
export function killedFiles(report) {
  return report.testResults.flatMap((file) => {
    const killed = file.status === 'failed' && file.assertionResults.length === 0 ? WORKER_KILLED.exec(file.message) : null;
    return killed ? [{ name: file.name, signal: killed[1] }] : [];
  });
}

/** Whether the run failed only because of `killed`: no test failed, and no other file failed to run. */
export function failedOnlyByKilled(report, killed) {
  return killed.length > 0 && report.numFailedTests === 0 && report.numRuntimeErrorTestSuites === killed.length;
}

/**
 * The first run's report with the killed files' results replaced by the re-run's, so that every test counts once;
 * `rerunAfterSignal` names the files that ran twice and why (test-summary.mjs prints it).
 */
export function mergeRerun(first, killed, rerun, cwd = process.cwd()) {
  const rerunByName = new Map(rerun.testResults.map((file) => [file.name, file]));
  const merged = { ...first, testResults: first.testResults.map((file) => rerunByName.get(file.name) ?? file) };
  for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTests', 'numPassedTestSuites']) {
    merged[key] = first[key] + rerun[key];
  }
  for (const key of ['numFailedTestSuites', 'numRuntimeErrorTestSuites']) merged[key] = first[key] - killed.length + rerun[key];
  merged.success = rerun.success;
  merged.rerunAfterSignal = killed.map(({ name, signal }) => ({ file: path.relative(cwd, name), signal }));
  return merged;
}
