#!/usr/bin/env bash
# Runs one command on the project's Node 24 (scripts/node.sh), with pnpm at hand:
#   bash scripts/with-node.sh node scripts/bench.mjs
#   bash scripts/with-node.sh pnpm run build
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh >&2
source scripts/pnpm.sh
"$@"
