#!/usr/bin/env bash
# Records the sessions the `streams` fuzz target starts from (Fuzz/Recordings/*.json):
# sheet-demo --record in a real X11 window on a private Xvfb, driven by xdotool as a person
# would drive it (drags, flicks, taps on the map through the sheet, the list's wheel, the
# stacked details sheet and its notes, the keyboard), then writes their seeds in the stream
# format (Fuzz/Corpus/streams/*.stream) with the plain build's fuzz-streams --encode.
#
#   scripts/dev/record-stream-seeds.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
command -v xdotool >/dev/null || { apt-get install -y -qq xdotool >/dev/null; }
source scripts/lib/xvfb.sh
start_xvfb
swift build --product sheet-demo >/dev/null
swift build --product fuzz-streams >/dev/null
bin="$(swift build --show-bin-path)"
mkdir -p Fuzz/Recordings

# record NAME ACTIONS...: runs the demo at 800×600 along the bottom, waits for its window,
# runs each xdotool action in it, then quits with Q and keeps the recording.
record() {
  local name="$1"
  shift
  "$bin/sheet-demo" --size 800x600 --placement bottom --single-window --record "Fuzz/Recordings/$name.json" &
  local pid=$!
  # No window manager: keys go to the window under the pointer, through XTest.
  xdotool search --sync --onlyvisible --name "sheet-demo" >/dev/null
  sleep 1
  xdotool mousemove 400 100
  for action in "$@"; do
    # shellcheck disable=SC2086
    xdotool $action
    sleep 0.05
  done
  sleep 1
  xdotool mousemove 400 100 key q
  wait "$pid"
  echo "record: Fuzz/Recordings/$name.json: $(grep -c '"t":' "Fuzz/Recordings/$name.json") events" >&2
}

# A drag: press at x,y, move in steps to x2,y2, release.
drag() {
  local x=$1 y=$2 x2=$3 y2=$4 steps=${5:-8}
  echo "mousemove $x $y" "mousedown 1"
  for i in $(seq 1 "$steps"); do
    echo "mousemove $((x + (x2 - x) * i / steps)) $((y + (y2 - y) * i / steps))"
  done
  echo "mouseup 1"
}

mapfile -t up < <(drag 400 356 400 60 10)
mapfile -t flick < <(drag 400 70 400 560 3)
mapfile -t down < <(drag 400 356 400 590 6)
record drag-flick-tap "${up[@]}" "sleep 0.8" "${flick[@]}" "sleep 0.8" "mousemove 144 180" "click 1" \
  "sleep 0.3" "${down[@]}" "sleep 0.8" "key s" "sleep 0.8"

record details-notes "mousemove 400 450" "click 1" "sleep 0.8" "mousemove 400 200" "click 1" "sleep 0.3" \
  "mousemove 400 420" "click 1" "type hi" "key Escape" "sleep 0.5" "key BackSpace BackSpace" "key Escape" \
  "sleep 0.8" "key Escape" "sleep 0.5"

mapfile -t list < <(drag 400 560 400 430 4)
record wheel-and-list "mousemove 400 500" "click 4" "click 4" "click 5" "click 4" "sleep 0.3" "${list[@]}" \
  "sleep 1" "mousemove 400 380" "click 1" "type cafe" "key Tab" "sleep 0.3"

record keyboard "key Tab" "key Tab" "key Tab" "key shift+Tab" "key Up" "sleep 0.5" "key Down" "key Prior" \
  "sleep 0.5" "key Next" "key Return" "sleep 0.5" "key space" "sleep 0.5" "key 1" "sleep 0.5" "key 3" \
  "sleep 0.5" "key m" "sleep 0.5" "key b" "key m" "key 2" "sleep 0.5" "key Escape" "sleep 0.5" "key s"

"$bin/fuzz-streams" --encode Fuzz/Recordings Fuzz/Corpus/streams
