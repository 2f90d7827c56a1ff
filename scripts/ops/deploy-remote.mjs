// npm run deploy:remote -- <app> --to <root> [--shell <live shell: folder or URL>]
//                          [--activate --config <config.json> --base-url <https://host/remotes>] [--version <v>]
// npm run deploy:remote -- <app> --to <root> --prune --config <config.json> [--keep-days 1]
// Copies a remote's build to <root>/<app>/<version>/, immutable; --activate names it in config.json (one line, and
// the rollback is that line put back). deploy-remote-lib.mjs; docs/operations.md §9.

import './quiet-type-stripping.mjs';
const { runDeploy } = await import('./deploy-remote-lib.mjs');

// npm runs scripts in the repository's root; the files are named relative to where it was called.
process.exitCode = await runDeploy(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
