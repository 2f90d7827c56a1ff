# Sourced by the scripts: puts Node 24 LTS first on PATH, so everything after it — pnpm, builds,
# jest, Playwright, the identity service, the servers — runs on it. The machines have Node 20 (end
# of life) and no nodejs.org; the npm registry carries Node itself (the `node` package pulls the
# platform binary), so it is installed into .node/ once.
#   DTP_SYSTEM_NODE=1   use the machine's own Node instead (it must be 22 or later)
DTP_NODE_VERSION=24.21.0
DTP_NODE_HOME="$(pwd)/.node"

if [[ "${DTP_SYSTEM_NODE:-}" != 1 ]]; then
  if [[ "$("$DTP_NODE_HOME/node_modules/.bin/node" -v 2>/dev/null)" != "v$DTP_NODE_VERSION" ]]; then
    echo "==> Bring Node $DTP_NODE_VERSION from the npm registry into .node/"
    npm install --prefix "$DTP_NODE_HOME" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$DTP_NODE_VERSION" >/dev/null
  fi
  export PATH="$DTP_NODE_HOME/node_modules/.bin:$PATH"
fi
node scripts/toolchain/node-version.cjs
