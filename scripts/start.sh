#!/usr/bin/env bash
# Starts the whole platform in demo mode: in-memory data, fixed in-memory admin login.
#   npm start                 demo mode (memory sign-in)
#   npm start -- --oidc       sign in through the local identity service (idp/)
#   npm start -- --http       http mode: the demo data source answers over HTTP on :3200
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
source scripts/pnpm.sh
pnpm install --frozen-lockfile
pnpm run build
if [[ "${1:-}" == "--oidc" ]]; then
  node idp/src/server.mjs &
  IDP_PID=$!
  trap 'kill $IDP_PID 2>/dev/null' EXIT
  node scripts/serve.mjs --overlay oidc &
elif [[ "${1:-}" == "--http" ]]; then
  node scripts/demo-api-server.mjs &
  API_PID=$!
  trap 'kill $API_PID 2>/dev/null' EXIT
  node scripts/serve.mjs --overlay http &
else
  node scripts/serve.mjs &
fi
SERVE_PID=$!
sleep 1
echo
echo "Digitale Test-Plattform is running: http://localhost:3000/"
[[ "${1:-}" == "--oidc" ]] && echo "Sign in through the identity service (accounts: see README): admin/admin, manager/manager, tester/tester"
echo "Stop with Ctrl+C."
wait $SERVE_PID
