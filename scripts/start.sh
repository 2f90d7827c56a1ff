#!/usr/bin/env bash
# Starts the whole platform.
#   npm start                 the real platform: identity service (:3100), API server on the embedded
#                             PGlite with the seed (:3200, data in data/pglite), shell and remotes (:3000-3003),
#                             and the mail sink the API server sends to (SMTP :2525, list on :3025)
#   npm start -- --demo       the in-browser demo: demo data in the browser, fixed in-memory admin login
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain/node.sh
source scripts/toolchain/pnpm.sh
pnpm install --frozen-lockfile
pnpm run build
PIDS=()
stop() { kill "${PIDS[@]}" 2>/dev/null; }
trap stop EXIT
trap 'exit 130' INT TERM
if [[ "${1:-}" == "--demo" ]]; then
  node scripts/dev/serve.mjs &
  PIDS+=($!)
else
  node idp/src/server.mjs &
  PIDS+=($!)
  node scripts/dev/mail-sink.mjs &
  PIDS+=($!)
  # The back office's name in mails: the apps' contact.name (config/README.md), one place for both.
  CONTACT_NAME="${CONTACT_NAME:-$(node --input-type=module -e "import { runtimeConfig } from './config/runtime-config.mjs'; console.log(runtimeConfig('oidc', 'http').contact.name)")}"
  DTP_LOG="${DTP_LOG:-off}" SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:2525}" CONTACT_NAME="$CONTACT_NAME" node api-server/dist/server.mjs &
  PIDS+=($!)
  node scripts/dev/serve.mjs --overlay oidc,http &
  PIDS+=($!)
fi
sleep 2
echo
echo "Digitale Test-Plattform is running: http://localhost:3000/"
if [[ "${1:-}" != "--demo" ]]; then
  echo "Sign in through the identity service (accounts: see README): admin/admin, manager/manager, tester/tester, tester2/tester2"
  echo "Data: data/pglite, backups in data/backups (npm run backup | restore -- FILE | recover | reset-data)"
  echo "Mails the platform sent: http://127.0.0.1:3025/ (or: npm run mails)"
fi
echo "Stop with Ctrl+C."
wait "${PIDS[-1]}"
