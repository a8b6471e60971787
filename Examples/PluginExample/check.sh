#!/usr/bin/env bash
# Builds the plugin example and runs it, then checks that a broken template fails the build
# with a located error (`path:line:col: error: … [code]`). Run from anywhere; .ci/run runs it.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"

swift build --package-path "$example"
"$(swift build --package-path "$example" --show-bin-path)/FeedCells"

broken="$example/Sources/FeedCells/Templates/Broken.xml"
log="$(mktemp)"
trap 'rm -f "$broken" "$log"' EXIT
printf '<templates version="1">\n  <cell reuseIdentifier="Broken">\n    <lable id="x"/>\n  </cell>\n</templates>\n' >"$broken"
if swift build --package-path "$example" >"$log" 2>&1; then
  cat "$log"
  echo "check.sh: the build with a broken template succeeded" >&2
  exit 1
fi
expected="$broken:3:5: error: unknown element <lable> [unknown-element]"
if ! grep -qF "$expected" "$log"; then
  cat "$log"
  echo "check.sh: the failed build does not show '$expected'" >&2
  exit 1
fi
echo "check.sh: a broken template fails the build with: $expected"
