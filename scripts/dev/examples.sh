#!/usr/bin/env bash
# Builds the example app in Examples/Trailhead, a package of its own that depends on this
# one by path, and runs its tests: headless ones, and one that runs the built app in a
# real window on a private Xvfb through the X11BackendTesting product. The example builds
# in a scratch directory of its own, .build-examples/Trailhead, so it never fights the
# main .build; or in EXAMPLES_SCRATCH: scripts/test.sh passes the .build it has just built,
# where the package's modules are compiled with the same commands, so only the example's
# own code is compiled. Then the DocC articles' apps: Getting started's code and Your own window's
# main.swift, each as the main.swift of a fresh package; and SIGTERM to Your own window's
# app and to Trailhead in a window on $DISPLAY (a private Xvfb when it is unset), each of
# which must exit 0 with nothing on standard error but its own line.
#
#   scripts/dev/examples.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

example=Examples/Trailhead
scratch="${EXAMPLES_SCRATCH:-.build-examples/Trailhead}"
swift build --build-tests --package-path "$example" --scratch-path "$scratch"
swift test --skip-build --package-path "$example" --scratch-path "$scratch"

root="$PWD"
# article_app NAME ARTICLE SELECTION PRODUCT...: the article's swift blocks (all, in order,
# or only the one that opens an X11Host: SELECTION "all" or "window") as the main.swift of
# a new package NAME that depends on this one's PRODUCTs, built in the example's scratch
# directory (the libraries are built once). A warning in the pasted code fails as an error
# would.
article_app() {
  local name="$1" article="$2" selection="$3"
  shift 3
  local dir=".build-examples/$name" products=""
  for product in "$@"; do products+="        .product(name: \"$product\", package: \"SheetCompositor\"),"$'\n'; done
  rm -rf "$dir"
  mkdir -p "$dir/Sources/$name"
  cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(name: "SheetCompositor", path: "$root")],
  targets: [
    .executableTarget(
      name: "$name",
      dependencies: [
$products      ])
  ]
)
MANIFEST
  python3 - "$article" "$dir/Sources/$name/main.swift" "$selection" <<'EXTRACT'
import re, sys
blocks = re.findall(r"```swift\n(.*?)```", open(sys.argv[1]).read(), re.S)
if sys.argv[3] == "window":
    blocks = [b for b in blocks if b.startswith("import ") and "X11Host(" in b]
    if len(blocks) != 1:
        sys.exit(f"examples: {sys.argv[1]} has {len(blocks)} app blocks (one that imports and opens an X11Host), not 1")
open(sys.argv[2], "w").write("\n".join(blocks))
EXTRACT
  local log
  log="$(mktemp)"
  swift build --package-path "$dir" --scratch-path "$scratch" 2>&1 | tee "$log"
  if grep -q "$name/main.swift.*warning:" "$log"; then
    echo "examples: $article's code compiles with warnings" >&2
    exit 1
  fi
  rm -f "$log"
}

# run_article_app NAME TITLE EXPECTED PNG: runs the app article_app built in its package's
# folder and checks that it printed EXPECTED and wrote PNG there.
run_article_app() {
  local name="$1" title="$2" expected="$3" png="$4"
  local fresh=".build-examples/$name" output
  output="$(cd "$fresh" && "$root/$scratch/debug/$name")"
  if [ "$output" != "$expected" ] || [ ! -s "$fresh/$png" ]; then
    echo "examples: $title printed '$output' (expected '$expected') or wrote no $png" >&2
    exit 1
  fi
  echo "examples: $title builds and runs as the main.swift of a new package" >&2
}

# Getting started's code, as the article says to use it: its swift blocks, in order; built,
# run, and its output checked.
article_app GettingStarted Sources/SheetOverlay/SheetOverlay.docc/GettingStarted.md all Compositor Rendering SheetOverlay
run_article_app GettingStarted "Getting started" "$(printf 'map\nmedium')" sheet.png

# Using the controls, the Controls catalog's article: built and run the same way.
article_app UsingTheControls Sources/Controls/Controls.docc/UsingTheControls.md all Compositor Controls Rendering
run_article_app UsingTheControls "Using the controls" "$(printf '1000000\n15\ntrue\n1')" harbour-controls.png

# Your own window's app: the article's main.swift, the swift block that opens an X11Host.
article_app Trails Sources/SheetOverlay/SheetOverlay.docc/YourOwnWindow.md window Compositor SheetOverlay X11Backend

# SIGTERM to each app in its window: the host ends its run, the app's cleanup runs, and
# the app exits 0 having said only its own line.
if [ -z "${DISPLAY:-}" ]; then
  source scripts/lib/xvfb.sh
  start_xvfb
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

# Drawing and layout's code: the same, its output and the image it writes checked.
article_app DrawingAndLayout Sources/SheetOverlay/SheetOverlay.docc/DrawingAndLayout.md all Compositor Rendering SheetOverlay
run_article_app DrawingAndLayout "Drawing and layout" "$(printf 'true\n282\n684\ntrue')" harbour-large.png
