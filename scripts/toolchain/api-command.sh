#!/usr/bin/env bash
# One of the API server's operator commands (api-server/src/commands.ts) on the project's Node, with
# the same environment as the server (DATA_DIR, DATABASE_URL, BACKUP_DIR, …); builds the server first
# where it is not built yet:
#   npm run backup                          a backup now (the running server writes it on the embedded database)
#   npm run restore -- FILE [--force]       fills an empty database from FILE; --force replaces the data
#   npm run recover [-- FILE]               a damaged embedded folder moved aside, the newest backup (or FILE) restored
#   npm run reset-data                      drops the data and loads the seed again
#   npm run bank-key:rotate                 seals the bank data with BANK_DATA_KEY(_FILE), reading BANK_DATA_OLD_KEY(_FILE)
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/toolchain/node.sh >&2
source scripts/toolchain/pnpm.sh
if [ ! -f api-server/dist/server.mjs ]; then
  pnpm install --frozen-lockfile >&2
  pnpm --filter @dtp/api-server run build >&2
fi
exec node api-server/dist/server.mjs "$@"
