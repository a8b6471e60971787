#!/usr/bin/env bash
# Builds the plugin example and runs it, then checks that a broken template, and a broken
# Interface Builder document, each fail the build with a located error
# (`path:line:col: error: … [code]`). Run from anywhere; .ci/run runs it.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
templates="$example/Sources/FeedCells/Templates"

swift build --package-path "$example"
"$(swift build --package-path "$example" --show-bin-path)/FeedCells"

log="$(mktemp)"
broken=""
trap 'rm -f "$log" ${broken:+"$broken"}' EXIT

# expect_failure FILE EXPECTED: the build with FILE (already written) fails and shows EXPECTED.
expect_failure() {
  broken="$1"
  if swift build --package-path "$example" >"$log" 2>&1; then
    cat "$log"
    echo "check.sh: the build with $(basename "$1") succeeded" >&2
    exit 1
  fi
  if ! grep -qF "$2" "$log"; then
    cat "$log"
    echo "check.sh: the failed build does not show '$2'" >&2
    exit 1
  fi
  echo "check.sh: a broken $(basename "$1") fails the build with: $2"
  rm -f "$1"
  broken=""
}

printf '<templates version="1">\n  <cell reuseIdentifier="Broken">\n    <lable id="x"/>\n  </cell>\n</templates>\n' \
  >"$templates/Broken.xml"
expect_failure "$templates/Broken.xml" \
  "$templates/Broken.xml:3:5: error: unknown element <lable> [unknown-element]"

# The example's Interface Builder cell with a constraint naming a view that does not exist.
sed -e 's/reuseIdentifier="CommentCell"/reuseIdentifier="BrokenCell"/' \
  -e 's/<constraint firstItem="Cm1-Bd-001" firstAttribute="top"/<constraint firstItem="Zz9-Zz-999" firstAttribute="top"/' \
  "$templates/CommentCell.xib" >"$templates/Broken.xib"
expect_failure "$templates/Broken.xib" \
  "$templates/Broken.xib:38:44: error: the constraint names 'Zz9-Zz-999', which is no view of cell 'BrokenCell'; it is left out [unknown-item]"
