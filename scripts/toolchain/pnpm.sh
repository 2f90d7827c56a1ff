# Sourced by the scripts: pnpm through npx, so a machine with only Node and npm works.
PNPM_VERSION=12.21.0
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }
