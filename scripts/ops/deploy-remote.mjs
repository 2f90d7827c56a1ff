// npm run deploy:remote -- <app> --to <root> [--shell <live shell: folder or URL>]
//                          [--activate --config <config.json> --base-url <https://host/remotes>] [--version <v>]
// npm run deploy:remote -- <app> --to <root> --prune --config <config.json> [--keep-days 1]
// Copies a remote's build to <root>/<app>/<version>/, immutable; --activate names it in config.json (one line, and
// the rollback is that line put back). deploy-remote-lib.mjs; docs/operations.md §9.

// The gate imports api-client's TypeScript, which Node runs without its types; api-client's package.json names no
// module type, so Node would say on stderr that it guessed ES module syntax. Only that remark is left out.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  if ((typeof rest[0] === 'object' ? rest[0]?.code : rest[1]) === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  return emitWarning.call(this, warning, ...rest);
};
const { runDeploy } = await import('./deploy-remote-lib.mjs');

// npm runs scripts in the repository's root; the files are named relative to where it was called.
process.exitCode = await runDeploy(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
