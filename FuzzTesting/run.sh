#!/usr/bin/env bash
# Builds the fuzz targets and runs one on its corpus.
#
#   FuzzTesting/run.sh TARGET [SECONDS] [extra libFuzzer flags…]
#
# TARGET is FuzzTemplate, FuzzArchive, FuzzConstraint, FuzzLayout, FuzzInterfaceBuilder or FuzzRows;
# SECONDS defaults to 60.
# New interesting inputs go to Corpora/TARGET; a crash is written to FailCases/TARGET-<hash>
# (copy it to a meaningful name and add a test, see README.md). REPLAY=1 instead runs every
# file of FailCases/ once through the target and exits.
set -euo pipefail
cd "$(dirname "$0")"
target="${1:?usage: run.sh FuzzTemplate|FuzzArchive|FuzzConstraint|FuzzLayout|FuzzInterfaceBuilder|FuzzRows [seconds] [libFuzzer flags]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : 1 ))
swift build -c debug -Xswiftc -sanitize=fuzzer,address --product "$target" >&2
binary=".build/debug/$target"
if [[ "${REPLAY:-0}" == 1 ]]; then
  shopt -s nullglob
  cases=(FailCases/*)
  (( ${#cases[@]} == 0 )) || "$binary" -runs=1 "${cases[@]}"
  exit
fi
mkdir -p "Corpora/$target"
dictionary=()
case "$target" in
  FuzzArchive) ;;
  FuzzRows) dictionary=(-dict=Dictionaries/rows.dict) ;;
  *) dictionary=(-dict=Dictionaries/templates.dict) ;;
esac
exec "$binary" "Corpora/$target" "${dictionary[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="FailCases/$target-" -print_final_stats=1 "$@"
