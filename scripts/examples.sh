#!/usr/bin/env bash
# Builds the example app in Examples/Trailhead, a package of its own that depends on this
# one by path, and runs its tests: headless ones, and one that runs the built app in a
# real window on a private Xvfb through the X11BackendTesting product. The example builds
# in a scratch directory of its own, .build-examples/Trailhead, so it never fights the
# main .build. Then the DocC articles' apps: Getting started's code and Your own window's
# main.swift, each as the main.swift of a fresh package; and SIGTERM to Your own window's
# app and to Trailhead in a window on $DISPLAY (a private Xvfb when it is unset), each of
# which must exit 0 with nothing on standard error but its own line.
#
#   scripts/examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

example=Examples/Trailhead
scratch=.build-examples/Trailhead
swift build --build-tests --package-path "$example" --scratch-path "$scratch"
swift test --skip-build --package-path "$example" --scratch-path "$scratch"

# Getting started's code, as the article says to use it: its swift blocks, in order, as the
# main.swift of a new package that depends on this one; built, run, and its output checked.
root="$PWD"
fresh=.build-examples/GettingStarted
rm -rf "$fresh"
mkdir -p "$fresh/Sources/GettingStarted"
cat >"$fresh/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "GettingStarted",
  dependencies: [.package(name: "SheetCompositor", path: "$root")],
  targets: [
    .executableTarget(
      name: "GettingStarted",
      dependencies: [
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "Rendering", package: "SheetCompositor"),
        .product(name: "SheetOverlay", package: "SheetCompositor"),
      ])
  ]
)
MANIFEST
python3 - Sources/SheetOverlay/SheetOverlay.docc/GettingStarted.md "$fresh/Sources/GettingStarted/main.swift" <<'EXTRACT'
import re, sys
article = open(sys.argv[1]).read()
blocks = re.findall(r"```swift\n(.*?)```", article, re.S)
open(sys.argv[2], "w").write("\n".join(blocks))
EXTRACT
# The same scratch directory and flags as the example: the libraries are built once. A
# warning in the pasted code fails as an error would.
log="$(mktemp)"
swift build --package-path "$fresh" --scratch-path "$scratch" 2>&1 | tee "$log"
if grep -q "GettingStarted/main.swift.*warning:" "$log"; then
  echo "examples: Getting started's code compiles with warnings" >&2
  exit 1
fi
rm -f "$log"
output="$(cd "$fresh" && "$root/$scratch/debug/GettingStarted")"
expected="$(printf 'map\nmedium')"
if [ "$output" != "$expected" ] || [ ! -s "$fresh/sheet.png" ]; then
  echo "examples: Getting started printed '$output' (expected '$expected') or wrote no sheet.png" >&2
  exit 1
fi
echo "examples: Getting started builds and runs as the main.swift of a new package" >&2

# Your own window's app: the article's main.swift (the swift block that imports X11Backend
# and opens an X11Host), in a new package of its own.
window_app=.build-examples/YourOwnWindow
rm -rf "$window_app"
mkdir -p "$window_app/Sources/Trails"
cat >"$window_app/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Trails",
  dependencies: [.package(name: "SheetCompositor", path: "$root")],
  targets: [
    .executableTarget(
      name: "Trails",
      dependencies: [
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "SheetOverlay", package: "SheetCompositor"),
        .product(name: "X11Backend", package: "SheetCompositor"),
      ])
  ]
)
MANIFEST
python3 - Sources/SheetOverlay/SheetOverlay.docc/YourOwnWindow.md "$window_app/Sources/Trails/main.swift" <<'EXTRACT'
import re, sys
article = open(sys.argv[1]).read()
blocks = [b for b in re.findall(r"```swift\n(.*?)```", article, re.S) if b.startswith("import ") and "X11Host(" in b]
if len(blocks) != 1:
    sys.exit(f"examples: Your own window has {len(blocks)} app blocks (a swift block that imports and opens an X11Host), not 1")
open(sys.argv[2], "w").write(blocks[0])
EXTRACT
log="$(mktemp)"
swift build --package-path "$window_app" --scratch-path "$scratch" 2>&1 | tee "$log"
if grep -q "Trails/main.swift.*warning:" "$log"; then
  echo "examples: Your own window's code compiles with warnings" >&2
  exit 1
fi
rm -f "$log"

# SIGTERM to each app in its window: the host ends its run, the app's cleanup runs, and
# the app exits 0 having said only its own line.
if [ -z "${DISPLAY:-}" ]; then
  source scripts/xvfb.sh
  start_xvfb 121 140
fi
terminate_in_window() { # BINARY TITLE EXPECTED-STDERR
  local err status=0 pid
  err="$(mktemp)"
  "$1" 2>"$err" &
  pid=$!
  for _ in $(seq 1 200); do xdotool search --name "^$2\$" >/dev/null 2>&1 && break; sleep 0.05; done
  if ! xdotool search --name "^$2\$" >/dev/null 2>&1; then
    kill -KILL "$pid" 2>/dev/null || true
    echo "examples: $1 opened no window named $2 on $DISPLAY: $(cat "$err")" >&2
    exit 1
  fi
  kill -TERM "$pid"
  wait "$pid" || status=$?
  if [ "$status" -ne 0 ] || [ "$(cat "$err")" != "$3" ]; then
    echo "examples: $1 exited $status on SIGTERM (expected 0) and wrote '$(cat "$err")' (expected '$3')" >&2
    exit 1
  fi
  rm -f "$err"
}
terminate_in_window "$root/$scratch/debug/Trails" Trails "trails: stopped by signal 15"
terminate_in_window "$root/$scratch/debug/trailhead" Trailhead "trailhead: stopped by signal 15"
echo "examples: Your own window's app builds as the main.swift of a new package; it and Trailhead exit 0 on SIGTERM" >&2
