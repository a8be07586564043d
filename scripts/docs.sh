#!/usr/bin/env bash
# Builds the DocC documentation of Compositor, SheetOverlay and CompositorTesting as static
# HTML in out/docs/<Module>/ with the toolchain's own docc, from symbol graphs emitted by a
# build in its own directory (.build-docs). Fails on any warning: a broken symbol link, a
# parameter the docs name that does not exist.
#
#   scripts/docs.sh
#   python3 -m http.server -d out/docs 8000   # then open http://localhost:8000/Compositor/documentation/compositor/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh

modules=(Compositor SheetOverlay CompositorTesting)
graphs="$PWD/.build-docs/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs" out/docs
for target in CompositorTesting SheetOverlay; do
  swift build --scratch-path .build-docs --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
done

status=0
for m in "${modules[@]}"; do
  dir="$graphs/by-module/$m"
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
