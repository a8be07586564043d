#!/usr/bin/env bash
# Memory soak: replays continuous dragging headless for 1 000 and 10 000 frames, drawing each
# frame in memory, and prints the peak RSS of each run. Flat memory means the two peaks agree.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
swift build -c release --product sheet-demo >/dev/null
bin="$(swift build -c release --show-bin-path)/sheet-demo"
out="${TMPDIR:-/tmp}/sheet-soak"
mkdir -p "$out"
for n in 1000 10000; do
  python3 scripts/dev/make-soak-script.py "$n" >"$out/soak-$n.json"
  /usr/bin/time -f "%M" -o "$out/rss-$n.txt" "$bin" --headless --script "$out/soak-$n.json" --render 2>"$out/log-$n.txt"
  echo "soak: $n frames: peak RSS $(cat "$out/rss-$n.txt") KiB ($(tail -1 "$out/log-$n.txt"))"
done
