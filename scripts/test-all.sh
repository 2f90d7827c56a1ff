#!/usr/bin/env bash
# Runs every test on a machine that has only Node and npm (and Debian's chromium for e2e):
# install from the lockfile, lint, typecheck, unit tests, production builds, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh
results="$(mktemp -d)"

step() { printf '\n==> %s\n' "$*"; }

step "Abhängigkeiten aus der Lockfile installieren"
pnpm install --frozen-lockfile

step "Lint (ESLint mit Import-Grenzen)"
pnpm exec eslint .

step "Typprüfung"
pnpm exec tsc -p tsconfig.json
pnpm exec tsc -p e2e/tsconfig.json

step "Unit- und Komponententests (jest)"
pnpm exec jest --ci --json --outputFile="$results/jest.json"

step "Produktions-Builds (Shell und Remotes)"
pnpm run build

step "Identitätsdienst: Smoke-Test"
node idp/scripts/smoke.mjs > "$results/idp.log" || { cat "$results/idp.log"; exit 1; }
tail -n 1 "$results/idp.log"

step "End-to-End-Tests (Playwright, Debian-Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" pnpm exec playwright test --reporter=list,json)

node scripts/test-summary.mjs "$results"
