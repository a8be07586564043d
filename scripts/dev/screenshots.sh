#!/usr/bin/env bash
# Takes the README's screenshots of the real window: sheet-demo under a private Xvfb at
# 1920×1080, driven with real input (xdotool, through XTest), captured with ImageMagick's
# `import`. Usage: scripts/dev/screenshots.sh [OUTPUT_DIR] (default docs/screenshots).
# Build first (scripts/demo.sh or swift build); the shots come from .build/debug/sheet-demo.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-docs/screenshots}"
mkdir -p "$out"
demo=.build/debug/sheet-demo
source scripts/lib/xvfb.sh
start_xvfb

# Runs the demo at 1920×1080 points (with the flags in $DEMO_FLAGS), lets it settle, runs
# the xdotool steps given as arguments (each a command line for xdotool; "sleep N"
# pauses), and captures the screen as $1.
shoot() {
  local name="$1"
  shift
  "$demo" --no-accessibility --size 1920x1080 ${DEMO_FLAGS:-} &
  local pid=$!
  sleep 3
  for step in "$@"; do
    case "$step" in
      sleep*) sleep "${step#sleep }" ;;
      *) xdotool $step ;;
    esac
  done
  sleep 1
  import -window root "$out/$name.png"
  kill "$pid"
  wait "$pid" || true
  echo "screenshots: $out/$name.png"
}

# The floating card at its smallest detent, the map usable around it.
shoot demo-floating
# The search field filters as one types, accents ignored ("mu" finds Musée).
shoot demo-search "mousemove 215 857 click 1" "sleep 0.5" "type --delay 80 mu"
# Tab walks past the bar and the pins into the list; the demo raises the card and scrolls
# the focused row into view, the ring inside the card's corners.
tabs=()
for _ in $(seq 1 18); do tabs+=("key Tab" "sleep 0.15"); done
shoot demo-focus-scrolled "${tabs[@]}"
# Editing as on the desktop: a double-click on "harbour" selects the word (and makes it X's
# PRIMARY selection). The keyboard lifted the card: the field is 260 points higher.
shoot demo-double-click "mousemove 215 857 click 1" "sleep 0.5" "type --delay 80 old" "key space" \
  "type --delay 80 harbour" "key space" "type --delay 80 pier" "sleep 1.5" "mousemove 110 597 click --repeat 2 --delay 120 1"
# The field, magnified two times: the selection's highlight and the caret at its end.
convert "$out/demo-double-click.png" -crop 440x110+0+545 -scale 200% "$out/demo-double-click-field.png"
echo "screenshots: $out/demo-double-click-field.png"
# City Museum picked from the search "mu": the focus moves into its details and the keyboard
# goes down; a click in their Notes raises it again and lifts the details above it.
shoot demo-details-above-keyboard "mousemove 215 857 click 1" "sleep 0.5" "type --delay 80 mu" "sleep 1.5" \
  "mousemove 200 654 click 1" "sleep 1.5" "mousemove 200 950 click 1" "sleep 1.5"

# The same card at scale 2 on a 3840×2160 screen: crisp text, paths and icons at twice the
# pixels (HiDPI), the layout in points unchanged.
start_xvfb 3840x2160
DEMO_FLAGS="--scale 2" shoot demo-floating-2x
# The card's top, 1× magnified beside 2× as drawn: what the scale buys.
convert "$out/demo-floating.png" -crop 380x200+0+820 -scale 200% "$out/.crop-1x.png"
convert "$out/demo-floating-2x.png" -crop 760x400+0+1640 "$out/.crop-2x.png"
convert "$out/.crop-1x.png" "$out/.crop-2x.png" -background white -splice 8x0 +append "$out/demo-hidpi-compare.png"
rm -f "$out/.crop-1x.png" "$out/.crop-2x.png"
echo "screenshots: $out/demo-hidpi-compare.png"
