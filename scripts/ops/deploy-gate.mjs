// npm run deploy:check -- --remote <candidate manifest, dist folder or URL> --shell <live shell: folder or URL>
// npm run deploy:check -- --shell-candidate <shell dist> --config <live config.json or its URL>
// The deploy gate (issue 48): one German line per remote, exit code 1 on a mismatch or an unreachable manifest
// (deploy-gate-lib.mjs; docs/operations.md §9).

// The lib imports api-client's TypeScript, which Node runs without its types; api-client's package.json names no
// module type, so Node would say on stderr that it guessed ES module syntax. Only that remark is left out.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  if ((typeof rest[0] === 'object' ? rest[0]?.code : rest[1]) === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  return emitWarning.call(this, warning, ...rest);
};
const { runGate } = await import('./deploy-gate-lib.mjs');

// npm runs scripts in the repository's root; the files are named relative to where it was called.
process.exitCode = await runGate(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
