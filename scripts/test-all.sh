#!/usr/bin/env bash
# Runs every test on a machine that has only Node and npm (and Debian's chromium for e2e), on the
# Node 24 that scripts/toolchain/node.sh brings: install from the lockfile, lint, typecheck, unit tests, production builds, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain/node.sh
source scripts/toolchain/pnpm.sh
results="$(mktemp -d)"

started=$SECONDS
# Each step says how long the run has taken so far, so a slow step shows in the log.
step() { printf '\n==> %s  (%s s in)\n' "$*" "$((SECONDS - started))"; }

# Two commands at once, one per core (the machine this runs on has two), each in a subshell of this one (pnpm is a
# function of scripts/toolchain/pnpm.sh, no program a new bash would find) writing to its own log that is
# printed when both are done; fails when either failed.
both() {
  local name_a="$1" cmd_a="$2" name_b="$3" cmd_b="$4" rc_a=0 rc_b=0
  ( eval "$cmd_a" ) > "$results/$name_a.log" 2>&1 & local pid_a=$!
  ( eval "$cmd_b" ) > "$results/$name_b.log" 2>&1 & local pid_b=$!
  wait "$pid_a" || rc_a=$?
  wait "$pid_b" || rc_b=$?
  printf -- '--- %s\n' "$name_a"; cat "$results/$name_a.log"
  printf -- '--- %s\n' "$name_b"; cat "$results/$name_b.log"
  [ "$rc_a" -eq 0 ] && [ "$rc_b" -eq 0 ]
}

step "Install dependencies from the lockfile"
pnpm install --frozen-lockfile

step "Node check: every entry point refuses Node below 22"
if node -e "require('./scripts/toolchain/node-version.cjs').announceNode('Node check', 'v20.20.2')" >/dev/null 2>&1; then
  echo "scripts/toolchain/node-version.cjs let Node 20 through"; exit 1
fi
echo "Node 20 refused; running on $(node -v)"

# ESLint beside the rest: each is one process on one core.
step "Lint (ESLint with import boundaries and cycles) | doc links, type check, API reports of the shared packages (a changed or removed export is a major version)"
both lint "pnpm exec eslint ." \
  checks "node scripts/toolchain/check-doc-links.mjs && pnpm exec tsc -p tsconfig.json && pnpm exec tsc -p e2e/tsconfig.json && node scripts/api-report/api-report.mjs --check"

# One worker per core: jest's default (cores - 1) runs every file in one process on a two-core machine.
step "Unit and component tests (jest)"
# jest-run.mjs: V8 flags against a V8 crash in WebAssembly code, and one more run of a file whose worker died.
node scripts/toolchain/jest-run.mjs "$results" --ci --maxWorkers="$(node -p 'require("node:os").availableParallelism()')"

step "Production builds (shell and remotes), and the end-to-end tests' API server (api-server/dist-test/, never shipped)"
pnpm run build
pnpm --filter @dtp/api-server run build:test-server

step "Candidate builds of mf-tester beside today's shell: its previous release, one against the next major shared-ui, one with a new screen (issue 48) | identity service: smoke test"
both candidates "node scripts/build/federation-candidates.mjs --out e2e/.federation-candidates" \
  idp "node idp/scripts/smoke.mjs"

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

step "Done"
node scripts/toolchain/test-summary.mjs "$results"
