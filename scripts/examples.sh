#!/usr/bin/env bash
# Builds the example app in Examples/Trailhead, a package of its own that depends on this
# one by path, and runs its headless tests; the X11 test in the main suite
# (ExampleAppTests) then runs the built app under Xvfb. The example builds in a scratch
# directory of its own, .build-examples/Trailhead, so it never fights the main .build.
#
#   scripts/examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

example=Examples/Trailhead
scratch=.build-examples/Trailhead
swift build --build-tests --package-path "$example" --scratch-path "$scratch"
swift test --skip-build --package-path "$example" --scratch-path "$scratch"

# An article's code, as the article says to use it: its swift blocks, in order, as the
# main.swift of a new package that depends on this one; built (a warning in the pasted code
# fails as an error would), run in the package's directory, and its output checked.
#
#   article <name> <article.md> <expected output> <file it writes>
root="$PWD"
article() {
  local name="$1" source="$2" expected="$3" written="$4"
  local fresh=".build-examples/$name"
  rm -rf "$fresh"
  mkdir -p "$fresh/Sources/$name"
  cat >"$fresh/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(name: "SheetCompositor", path: "$root")],
  targets: [
    .executableTarget(
      name: "$name",
      dependencies: [
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "Rendering", package: "SheetCompositor"),
        .product(name: "SheetOverlay", package: "SheetCompositor"),
      ])
  ]
)
MANIFEST
  python3 - "$source" "$fresh/Sources/$name/main.swift" <<'EXTRACT'
import re, sys
article = open(sys.argv[1]).read()
blocks = re.findall(r"```swift\n(.*?)```", article, re.S)
open(sys.argv[2], "w").write("\n".join(blocks))
EXTRACT
  # The same scratch directory and flags as the example: the libraries are built once.
  local log
  log="$(mktemp)"
  swift build --package-path "$fresh" --scratch-path "$scratch" 2>&1 | tee "$log"
  if grep -q "$name/main.swift.*warning:" "$log"; then
    echo "examples: $name's code compiles with warnings" >&2
    exit 1
  fi
  rm -f "$log"
  local output
  output="$(cd "$fresh" && "$root/$scratch/debug/$name")"
  if [ "$output" != "$expected" ] || [ ! -s "$fresh/$written" ]; then
    echo "examples: $name printed '$output' (expected '$expected') or wrote no $written" >&2
    exit 1
  fi
  echo "examples: $name builds and runs as the main.swift of a new package" >&2
}

article GettingStarted Sources/SheetOverlay/SheetOverlay.docc/GettingStarted.md "$(printf 'map\nmedium')" sheet.png
article DrawingAndLayout Sources/SheetOverlay/SheetOverlay.docc/DrawingAndLayout.md \
  "$(printf 'true\n282\n684')" harbour-large.png
