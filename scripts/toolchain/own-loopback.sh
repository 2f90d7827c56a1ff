#!/usr/bin/env bash
# Runs a command in a network namespace of its own that has only a loopback interface: its servers take the
# same ports (3000, 3100, 3200 …) as those of this namespace without meeting them, so a second lane of
# end-to-end tests runs beside the first (scripts/test-all.sh). Nothing outside answers in there, PostgreSQL neither.
#
#   own-loopback.sh --check      exit 0 when this machine can make one (root, or unprivileged user namespaces)
#   own-loopback.sh <command…>   run the command in one
set -euo pipefail

# As root a network namespace alone; otherwise inside a user namespace of its own, where the user counts as root.
if [ "$(id -u)" -eq 0 ]; then
  flags=(--net)
else
  flags=(--user --map-root-user --net)
fi

if [ "${1:-}" = "--check" ]; then
  command -v unshare >/dev/null 2>&1 && command -v ip >/dev/null 2>&1 \
    && unshare "${flags[@]}" -- ip link set lo up >/dev/null 2>&1
  exit
fi

exec unshare "${flags[@]}" -- bash -c 'ip link set lo up && exec "$@"' own-loopback "$@"
