// npm run config:check -- <config.json> [<api.env>] [--offline]
// Whether a production runtime configuration and the API server's environment file are fit for operation
// (api-server/src/config-check.ts; deploy/systemd/README.md). The check is TypeScript that reuses the
// server's own start check: it is bundled for Node on each run, as the builds run their TypeScript
// (scripts/build/node-bundle.cjs), so no build of the server is needed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { loadForNode } = createRequire(import.meta.url)('../build/node-bundle.cjs');
const { runConfigCheck } = await loadForNode(path.join(root, 'api-server/src/config-check.ts'));
// npm runs scripts in the repository's root; the files are named relative to where it was called.
process.exitCode = await runConfigCheck(process.argv.slice(2), { out: (line) => console.log(line), cwd: process.env.INIT_CWD ?? process.cwd() });
