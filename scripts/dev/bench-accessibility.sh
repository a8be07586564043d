#!/usr/bin/env bash
# The accessibility bridge's figures: the tree's build time and a drag's D-Bus signals per
# frame (headless, release build), then the idle window's CPU use with the bridge on a real
# accessibility bus (a private session bus, at-spi2-core's launcher and registry, a client
# listening for focus events) next to --no-accessibility, over SECONDS (default 20).
#
#   scripts/dev/bench-accessibility.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
seconds="${1:-20}"
swift build -c release --product sheet-demo
demo="$PWD/.build/release/sheet-demo"
"$demo" --headless --bench-accessibility

source scripts/lib/xvfb.sh
start_xvfb
runtime="$(mktemp -d)"
trap 'stop_xvfb; rm -rf "$runtime"' EXIT
chmod 700 "$runtime"
XDG_RUNTIME_DIR="$runtime" dbus-run-session -- bash -s "$demo" "$seconds" <<'SESSION'
set -euo pipefail
demo="$1"
seconds="$2"
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
for _ in $(seq 1 100); do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.05
done
# A listening client, as a screen reader is: it registers for focus events and waits.
/usr/bin/python3 -c '
import pyatspi, sys, time
pyatspi.Registry.registerEventListener(lambda e: None, "object:state-changed:focused")
names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
time.sleep(3600)
' &
client=$!
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
for flags in "" "--no-accessibility"; do
  "$demo" $flags 2>/dev/null &
  pid=$!
  sleep 3  # the sheet comes to rest
  before=$(ticks "$pid")
  sleep "$seconds"
  after=$(ticks "$pid")
  apps=$(/usr/bin/python3 -c 'import pyatspi; print(sum(1 for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "sheet-demo"))' 2>/dev/null)
  awk -v b="$before" -v a="$after" -v hz="$hz" -v s="$seconds" -v f="${flags:-bridge on}" -v apps="$apps" \
    'BEGIN { printf "idle window (%s; sheet-demo under the desktop: %d): %.2f %% of a core over %d s\n", f, apps, (a - b) / hz / s * 100, s }'
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
# The launcher's bus daemon would outlive the session bus: end it first.
for child in $(ps -o pid= --ppid "$launcher"); do kill "$child" 2>/dev/null || true; done
sleep 0.2  # the launcher reaps it
kill "$client" "$launcher" 2>/dev/null || true
SESSION
