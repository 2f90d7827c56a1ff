// npm run deploy:check -- --remote <candidate manifest, dist folder or URL> --shell <live shell: folder or URL>
// npm run deploy:check -- --shell-candidate <shell dist> --config <live config.json or its URL>
// The deploy gate (issue 48): one German line per remote, exit code 1 on a mismatch or an unreachable manifest
// (deploy-gate-lib.mjs; docs/operations.md §9).

import './quiet-type-stripping.mjs';
const { runGate } = await import('./deploy-gate-lib.mjs');

// npm runs scripts in the repository's root; the files are named relative to where it was called.
process.exitCode = await runGate(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
