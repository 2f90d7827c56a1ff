#!/usr/bin/env bash
# One lane of scripts/test-all.sh's end-to-end tests (Playwright, Debian Chromium), after the builds:
#
#   e2e-lane.sh 1 <results>   half of the journeys (playwright.config.ts --shard=1/2), then the two API server
#                             instances on PostgreSQL (playwright.instances.config.ts) where PostgreSQL answers
#   e2e-lane.sh 2 <results>   the other half, then the builds behind nginx (playwright.nginx.config.ts)
#
# Lane 2 can run at the same time in a network namespace of its own (scripts/toolchain/own-loopback.sh): each lane
# starts its servers on the same ports. Lane 1 keeps PostgreSQL, which only this namespace reaches. Each run writes
# <results>/e2e-*.json for scripts/toolchain/test-summary.mjs, and e2e-*.skipped with the reason where it was skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain/node.sh >/dev/null
source scripts/toolchain/pnpm.sh
lane="$1" results="$2"

# A run of Playwright in e2e/ with its JSON report in <results>/<name>.json and its files in test-results/<name>/.
playwright() {
  local name="$1"; shift
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name.json" pnpm exec playwright test --output="test-results/$name" "$@")
}

case "$lane" in
  1)
    echo "==> End-to-end journeys, first half"
    playwright e2e-1 --shard=1/2 --reporter=list,json

    echo "==> End-to-end journeys on two API server instances behind a round-robin proxy (PostgreSQL)"
    postgres_answers="const u = new URL(process.env.DATABASE_URL || 'postgres://127.0.0.1:5432'); require('net').connect(Number(u.port || 5432), u.hostname).on('connect', () => process.exit(0)).on('error', () => process.exit(1))"
    if node -e "$postgres_answers"; then
      playwright e2e-instances -c playwright.instances.config.ts --reporter=list,json
    else
      reason="no PostgreSQL answers at 127.0.0.1:5432 or DATABASE_URL (two instances need one database they share)"
      echo "skipped: $reason"
      # Listed, not run (no servers start): the summary counts these journeys as skipped, with the reason.
      playwright e2e-instances -c playwright.instances.config.ts --list --reporter=json >/dev/null
      echo "$reason" > "$results/e2e-instances.skipped"
    fi
    ;;
  2)
    echo "==> End-to-end journeys, second half"
    playwright e2e-2 --shard=2/2 --reporter=list,json

    echo "==> End-to-end: the builds behind nginx (Debian's nginx with the generated configuration, deploy/nginx/)"
    # Without nginx its tests are listed as skipped (playwright.nginx.config.ts starts nothing), with the reason.
    nginx_missing="$(node scripts/ops/nginx-local.mjs --unavailable)"
    playwright e2e-nginx -c playwright.nginx.config.ts --reporter=list,json
    if [ -n "$nginx_missing" ]; then
      echo "skipped: $nginx_missing"
      echo "$nginx_missing" > "$results/e2e-nginx.skipped"
    fi
    ;;
  *)
    echo "usage: scripts/e2e-lane.sh 1|2 <results directory>" >&2
    exit 2
    ;;
esac
