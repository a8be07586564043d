#!/usr/bin/env bash
# Builds the DocC documentation of Compositor, Controls, SheetOverlay, CompositorTesting,
# X11BackendTesting and AccessibilityBridge as static HTML in out/docs/<Module>/ with the toolchain's own docc,
# from the symbol graphs SwiftPM dumps in a build directory of its own (.build-docs). Fails
# on any warning: a broken symbol link, a parameter the docs name that does not exist.
#
#   scripts/docs.sh
#   python3 -m http.server -d out/docs 8000   # then open http://localhost:8000/Compositor/documentation/compositor/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh

modules=(Compositor Controls SheetOverlay CompositorTesting X11BackendTesting AccessibilityBridge)
# The public symbol graphs, dumped by SwiftPM in a build directory of its own.
source scripts/lib/symbol-graphs.sh
symbol_graphs
for m in "${modules[@]}"; do
  if [ ! -f "$graphs/$m.symbols.json" ]; then
    echo "docs: no symbol graph for $m" >&2
    exit 1
  fi
done
mkdir -p out/docs

status=0
for m in "${modules[@]}"; do
  dir="$PWD/.build-docs/by-module/$m"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$graphs/$m.symbols.json" "$dir/"
  # The module's extensions of other modules' types (SheetOverlay's Window.sheetOverlay).
  for f in "$graphs/$m@"*.symbols.json; do [ -e "$f" ] && cp "$f" "$dir/"; done
  rm -rf "out/docs/$m"
  if docc convert "Sources/$m/$m.docc" --additional-symbol-graph-dir "$dir" \
    --output-path "out/docs/$m" --fallback-display-name "$m" \
    --fallback-bundle-identifier "org.sheetcompositor.$m" \
    --transform-for-static-hosting --hosting-base-path "$m" --warnings-as-errors; then
    echo "docs: out/docs/$m"
  else
    echo "docs: $m has warnings (above)" >&2
    status=1
  fi
done
exit $status
