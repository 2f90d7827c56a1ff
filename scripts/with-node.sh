#!/usr/bin/env bash
# Runs one command on the project's Node 24 (scripts/toolchain/node.sh), with pnpm at hand:
#   bash scripts/with-node.sh node scripts/bench/bench.mjs
#   bash scripts/with-node.sh pnpm run build
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain/node.sh >&2
source scripts/toolchain/pnpm.sh
"$@"
