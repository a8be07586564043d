#!/usr/bin/env bash
# Builds the example app in Examples/Trailhead, a package of its own that depends on this
# one by path, and runs its headless tests; the X11 test in the main suite
# (ExampleAppTests) then runs the built app under Xvfb. The example builds in a scratch
# directory of its own, .build-examples/Trailhead, so it never fights the main .build.
#
#   scripts/dev/examples.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
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
