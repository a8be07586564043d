#!/usr/bin/env bash
# Checks that api/<Module>.txt, the checked-in list of each module's public API, matches the
# code: every public or open declaration, extension and conformance, generated from SwiftPM's
# symbol graphs. A change to the public API then shows in review as a change to these lists.
#
#   scripts/dev/api.sh            # fails with the difference when a list is stale
#   scripts/dev/api.sh --update   # rewrites the lists
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
source scripts/lib/symbol-graphs.sh
symbol_graphs

# Every Swift module of the package has a list (the C shims have no symbol graph of their
# own; the test bundles are not dumped).
modules=()
for f in "$graphs"/*.symbols.json; do
  name="$(basename "$f" .symbols.json)"
  case "$name" in *@*) continue ;; esac
  [ -d "Sources/$name" ] && modules+=("$name")
done

fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
python3 scripts/dev/api-list.py "$graphs" "$fresh" "${modules[@]}"

if [ "${1:-}" = "--update" ]; then
  rm -rf api
  mkdir -p api
  cp "$fresh"/*.txt api/
  for m in "${modules[@]}"; do
    echo "api: api/$m.txt, $(grep -cv -e '^#' -e ': conforms to ' "api/$m.txt") public declarations"
  done
  exit 0
fi

if ! diff -ru api "$fresh" >"$fresh.diff" 2>&1; then
  sed -E -e "s|$fresh|(the code)|g" -e 's/^((---|\+\+\+) [^\t]*)\t.*$/\1/' "$fresh.diff" >&2
  rm -f "$fresh.diff"
  echo "api: the public API lists in api/ are stale; review the change above, then run scripts/dev/api.sh --update" >&2
  exit 1
fi
rm -f "$fresh.diff"
echo "api: the public API lists match the code (${#modules[@]} modules)"
