#!/usr/bin/env bash
# Installs what is missing, builds, and runs the demo. With a display it opens the X11
# window; without one it replays the tour script headless and writes its frames as PNG.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

scripts/setup.sh
swift build -c release --product sheet-demo
bin="$(swift build -c release --show-bin-path)/sheet-demo"

if [ -n "${DISPLAY:-}" ]; then
  exec "$bin" "$@"
else
  mkdir -p out/frames
  echo "demo: no DISPLAY; replaying Assets/scripts/tour.json headless into out/frames" >&2
  exec "$bin" --headless --script Assets/scripts/tour.json --trace out/trace.jsonl --frames out/frames "$@"
fi
