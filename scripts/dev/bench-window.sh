#!/usr/bin/env bash
# The window's pacing and cost, measured with real input: sheet-demo at 1920×1080 on a
# private Xvfb, an XTest drag of the sheet with a move every 8 ms for SECONDS (default 10),
# in multi-window and --single-window mode; then the idle window. For each DEMO binary
# (default: this checkout's release build), one line per mode:
#
#   frames per second during the drag (the display's rate is the ceiling, +5 %),
#   input-to-frame latency p50/p99 (each input event to the start of the frame that took it),
#   CPU seconds per second of dragging, and the idle window's CPU % of a core.
#
#   scripts/dev/bench-window.sh [SECONDS] [DEMO...]
#
# BENCH_SCALE=2 runs the demo at --scale 2 on a 3840×2160 server (the same 1920×1080
# points, the drag's pixels doubled).
#
# Frame timing comes from --frame-stats; a binary without that flag (an older build) is
# asked for the same lines through BENCH_FRAME_STATS, which it must be patched to write.
# Run binaries back to back in one call so they share the machine's state.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
seconds="${1:-10}"
shift || true
demos=("$@")
if [ ${#demos[@]} -eq 0 ]; then
  swift build -c release --product sheet-demo
  demos=("$PWD/.build/release/sheet-demo")
fi
idle_seconds=10
hz=$(getconf CLK_TCK)
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
work="$(mktemp -d)"
source scripts/lib/xvfb.sh
scale="${BENCH_SCALE:-1}"
start_xvfb "$(awk -v s="$scale" 'BEGIN { printf "%dx%d", 1920 * s, 1080 * s }')"
trap 'stop_xvfb; rm -rf "$work"' EXIT

for demo in "${demos[@]}"; do
  for mode in "" "--single-window"; do
    stats="$work/stats.jsonl"
    rm -f "$stats"
    if "$demo" --help | grep -q -- --frame-stats; then
      flags=(--frame-stats "$stats")
    else
      flags=()
      export BENCH_FRAME_STATS="$stats"
    fi
    scale_flags=()
    if [ "$scale" != 1 ]; then scale_flags=(--scale "$scale"); fi
    "$demo" --size 1920x1080 --placement bottom --no-accessibility $mode "${scale_flags[@]}" "${flags[@]}" \
      2>"$work/err" &
    pid=$!
    for _ in $(seq 1 100); do xdotool search --name "^sheet-demo: main$" >/dev/null 2>&1 && break; sleep 0.1; done
    sleep 3 # the sheet comes to rest
    # The grabber at the top of the sheet, which rests on its smallest detent (250 points
    # high, top at 830), dragged up and down 300 points.
    before=$(ticks "$pid")
    python3 scripts/dev/bench-window.py drag "$seconds" $(awk -v s="$scale" 'BEGIN { print 960 * s, 840 * s, 540 * s }') \
      >/dev/null
    after=$(ticks "$pid")
    sleep 2 # the release settles; then the idle window
    idle_before=$(ticks "$pid")
    sleep "$idle_seconds"
    idle_after=$(ticks "$pid")
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    unset BENCH_FRAME_STATS
    figures=$(python3 scripts/dev/bench-window.py stats "$stats")
    awk -v b="$before" -v a="$after" -v ib="$idle_before" -v ia="$idle_after" -v hz="$hz" -v s="$seconds" \
      -v is="$idle_seconds" -v demo="$demo" -v mode="${mode:-multi-window} scale $scale" -v figures="$figures" \
      'BEGIN { printf "%s %s: %s cpu_s_per_s=%.3f idle_cpu_pct=%.2f\n", demo, mode, figures, (a - b) / hz / s, (ia - ib) / hz / is * 100 }'
  done
done
