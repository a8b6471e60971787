#!/usr/bin/env bash
# The image sample (Examples/Snapshots/README.md): the bundled templates and the localised
# Interface Builder document at 320 points and 1x (small files), drawn as PNGs by headless Chromium
# (Documentation/Snapshots.md, "Images"), kept in Examples/Snapshots/__Images__. `.ci/run`
# verifies them on every change; where no Chromium is installed, this says so and skips.
#
#   Examples/Snapshots/images.sh record|verify [PROTOCELL] [more snapshot options…]
#
# The tolerance absorbs another Chromium build's anti-aliasing (a few levels on the edges of
# glyphs and lines, up to 20 pixels further off); a view that moves by a point redraws its
# outline and text, hundreds of pixels at least. The text snapshots beside them catch any move.
set -euo pipefail
cd "$(dirname "$0")/../.."
mode="${1:?usage: images.sh record|verify [PROTOCELL] [options…]}"
protocell="${2:-$(swift build --show-bin-path)/protocell}"
shift $(( $# >= 2 ? 2 : 1 ))
if [ -z "${CHROMIUM:-}" ] && ! command -v chromium-headless-shell >/dev/null \
  && ! command -v chromium >/dev/null; then
  echo "images.sh: skipped: no chromium-headless-shell or chromium (Scripts/bootstrap installs it)" >&2
  exit 0
fi
"$protocell" snapshot "$mode" Templates Examples/Snapshots/App/Base.lproj/SettingsCells.xib \
  -o Examples/Snapshots/__Images__ --width 320 --scale 1 --images \
  --pixel-tolerance 32 --pixel-count-tolerance 20 --quiet "$@"
