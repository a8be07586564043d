#!/usr/bin/env bash
# The window's pacing, latency and cost, measured with real input: sheet-demo at 1920×1080
# points on a private Xvfb, an XTest drag of the sheet with a move every 8 ms for SECONDS
# (default 10), then the idle window. For each scale (BENCH_SCALES, default "1 2": the same
# points on a 1920×1080 or 3840×2160 server) and each mode, back to back in one run:
#
#   late        frames at vblanks through the X Present extension, started late in the
#               refresh (the default)
#   vblank      the same, started right at the vblank before (--render-at-vblank)
#   no-present  uploaded straight into the window (MIT-SHM), on the host's timer
#               (--no-present); "display" is then when the upload ended
#
# one line each: frames per second during the drag; input-to-display p50/p99, from when the
# injector sent each input (CLOCK_MONOTONIC, read just before the XTest request) to the UST
# of the PresentCompleteNotify that showed its frame (the server's CLOCK_MONOTONIC in
# microseconds; without Present, the upload's end on that clock), and beside it the same
# from the X event's time (the server's clock too, but in whole milliseconds, cut down, so
# those figures read about 0.5 ms long on average; see bench-window.py); the frame's render
# time p50/p99 (start to its pixels sent) and the issue's bounds from it (p50 ≤ half a
# refresh + render p50, p99 ≤ a refresh + render p99); frames that missed the vblank they
# aimed at;
# refreshes missed (vblanks during the drag that showed no new frame); with Present, the
# frames shown on arrival (as their present returned, the server's counter having reached
# their target, and before the vblank the schedule expected), those that waited (shown
# nearer their vblank than their present's return: the server held them for it) and those
# shown on arrival after their vblank (late, shown at once); CPU seconds per second of
# dragging; and the idle window's CPU % of a core.
#
#   scripts/dev/bench-window.sh [SECONDS] [DEMO]
#
# BENCH_MODES chooses modes (default "late vblank no-present"); BENCH_KEEP=DIR keeps each
# run's --frame-stats lines and injection times there (scaleS-MODE.jsonl, .injected).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
seconds="${1:-10}"
demo="${2:-}"
if [ -z "$demo" ]; then
  swift build -c release --product sheet-demo
  demo="$PWD/.build/release/sheet-demo"
fi
idle_seconds=10
hz=$(getconf CLK_TCK)
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
work="$(mktemp -d)"
source scripts/lib/xvfb.sh

for scale in ${BENCH_SCALES:-1 2}; do
  start_xvfb "$(awk -v s="$scale" 'BEGIN { printf "%dx%d", 1920 * s, 1080 * s }')"
  # start_xvfb sets its own exit trap; keep removing the scratch directory too.
  trap 'stop_xvfb; rm -rf "$work"' EXIT
  for mode in ${BENCH_MODES:-late vblank no-present}; do
    case "$mode" in
      late) mode_flags=() ;;
      vblank) mode_flags=(--render-at-vblank) ;;
      no-present) mode_flags=(--no-present) ;;
      *) echo "bench-window: unknown mode $mode" >&2; exit 2 ;;
    esac
    stats="$work/stats.jsonl"
    rm -f "$stats"
    "$demo" --size 1920x1080 --placement bottom --no-accessibility --scale "$scale" "${mode_flags[@]}" \
      --frame-stats "$stats" 2>"$work/err" &
    pid=$!
    for _ in $(seq 1 100); do xdotool search --name "^sheet-demo: main$" >/dev/null 2>&1 && break; sleep 0.1; done
    sleep 3 # the sheet comes to rest
    # The grabber at the top of the sheet, which rests on its smallest detent (250 points
    # high, top at 830), dragged up and down 300 points.
    before=$(ticks "$pid")
    python3 scripts/dev/bench-window.py drag "$seconds" $(awk -v s="$scale" 'BEGIN { print 960 * s, 840 * s, 540 * s }') \
      "$work/injected" >/dev/null
    after=$(ticks "$pid")
    sleep 2 # the release settles; then the idle window
    idle_before=$(ticks "$pid")
    sleep "$idle_seconds"
    idle_after=$(ticks "$pid")
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    if [ -s "$work/err" ]; then sed 's/^/  stderr: /' "$work/err" >&2; fi
    if [ -n "${BENCH_KEEP:-}" ]; then
      mkdir -p "$BENCH_KEEP"
      cp "$stats" "$BENCH_KEEP/scale$scale-$mode.jsonl"
      cp "$work/injected" "$BENCH_KEEP/scale$scale-$mode.injected"
    fi
    figures=$(python3 scripts/dev/bench-window.py stats "$stats" "$work/injected")
    awk -v b="$before" -v a="$after" -v ib="$idle_before" -v ia="$idle_after" -v hz="$hz" -v s="$seconds" \
      -v is="$idle_seconds" -v mode="scale $scale $mode" -v figures="$figures" \
      'BEGIN { printf "%s: %s cpu_s_per_s=%.3f idle_cpu_pct=%.2f\n", mode, figures, (a - b) / hz / s, (ia - ib) / hz / is * 100 }'
  done
done
