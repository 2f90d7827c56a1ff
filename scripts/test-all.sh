#!/usr/bin/env bash
# Runs every test on a machine that has only Node and npm (and Debian's chromium for e2e), on the
# Node 24 that scripts/toolchain/node.sh brings: install from the lockfile, lint, typecheck, unit tests, production builds, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain/node.sh
source scripts/toolchain/pnpm.sh
results="$(mktemp -d)"

step() { printf '\n==> %s\n' "$*"; }

step "Install dependencies from the lockfile"
pnpm install --frozen-lockfile

step "Node check: every entry point refuses Node below 22"
if node -e "require('./scripts/toolchain/node-version.cjs').announceNode('Node check', 'v20.20.2')" >/dev/null 2>&1; then
  echo "scripts/toolchain/node-version.cjs let Node 20 through"; exit 1
fi
echo "Node 20 refused; running on $(node -v)"

step "Lint (ESLint with import boundaries and cycles)"
pnpm exec eslint .

step "Doc links"
node scripts/toolchain/check-doc-links.mjs

step "Type check"
pnpm exec tsc -p tsconfig.json
pnpm exec tsc -p e2e/tsconfig.json

step "API reports of the shared packages (a changed or removed export is a major version)"
node scripts/api-report/api-report.mjs --check

step "Unit and component tests (jest)"
pnpm exec jest --ci --json --outputFile="$results/jest.json"

step "Production builds (shell and remotes), and the end-to-end tests' API server (api-server/dist-test/, never shipped)"
pnpm run build
pnpm --filter @dtp/api-server run build:test-server

step "Candidate builds of mf-tester beside today's shell: its previous release, one against the next major shared-ui, one with a new screen (issue 48)"
node scripts/build/federation-candidates.mjs --out e2e/.federation-candidates

step "Identity service: smoke test"
node idp/scripts/smoke.mjs > "$results/idp.log" || { cat "$results/idp.log"; exit 1; }
tail -n 1 "$results/idp.log"

step "End-to-end tests (Playwright, Debian Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" pnpm exec playwright test --reporter=list,json)

step "End-to-end journeys on two API server instances behind a round-robin proxy (PostgreSQL)"
postgres_answers="const u = new URL(process.env.DATABASE_URL || 'postgres://127.0.0.1:5432'); require('net').connect(Number(u.port || 5432), u.hostname).on('connect', () => process.exit(0)).on('error', () => process.exit(1))"
if node -e "$postgres_answers"; then
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-instances.json" pnpm exec playwright test -c playwright.instances.config.ts --reporter=list,json)
else
  reason="no PostgreSQL answers at 127.0.0.1:5432 or DATABASE_URL (two instances need one database they share)"
  echo "skipped: $reason"
  # Listed, not run (no servers start): the summary counts these journeys as skipped, with the reason.
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-instances.json" pnpm exec playwright test -c playwright.instances.config.ts --list --reporter=json >/dev/null)
  echo "$reason" > "$results/e2e-instances.skipped"
fi

step "End-to-end: the builds behind nginx (Debian's nginx with the generated configuration, deploy/nginx/)"
# Without nginx its tests are listed as skipped (playwright.nginx.config.ts starts nothing), with the reason.
nginx_missing="$(node scripts/ops/nginx-local.mjs --unavailable)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-nginx.json" pnpm exec playwright test -c playwright.nginx.config.ts --reporter=list,json)
if [ -n "$nginx_missing" ]; then
  echo "skipped: $nginx_missing"
  echo "$nginx_missing" > "$results/e2e-nginx.skipped"
fi

node scripts/toolchain/test-summary.mjs "$results"
