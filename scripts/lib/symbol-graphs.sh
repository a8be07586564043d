# Sourced by the scripts that read the package's symbol graphs (docs.sh, api.sh):
# `symbol_graphs` dumps the public symbol graphs of every module with SwiftPM, unless the
# last dump is newer than every source file, and sets `graphs` to the directory that holds
# them. The dump builds the package in a build directory of its own (.build-docs), or in
# SYMBOL_GRAPH_SCRATCH: scripts/test.sh passes the .build it has just built, so nothing is
# compiled twice.
symbol_graphs() {
  local scratch="${SYMBOL_GRAPH_SCRATCH:-.build-docs}"
  local stamp=.build-docs/symbol-graphs.stamp
  graphs="$(cat .build-docs/symbol-graphs.dir 2>/dev/null || true)"
  if [ -f "$stamp" ] && [ -n "$graphs" ] && [ -d "$graphs" ] &&
    [ -z "$(find Sources Package.swift -newer "$stamp" -print -quit)" ]; then
    return 0
  fi
  local log
  log="$(mktemp)"
  mkdir -p .build-docs
  touch "$stamp.new"
  # SwiftPM cannot dump the test bundles and says so; the modules are checked by the caller.
  swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
  graphs="$(find "$PWD/$scratch" -maxdepth 3 -type d -name symbolgraph | head -n 1)"
  if [ -z "$graphs" ] || [ ! "$graphs/Compositor.symbols.json" -nt "$stamp.new" ]; then
    cat "$log" >&2
    rm -f "$log" "$stamp.new"
    echo "symbol graphs: SwiftPM dumped no fresh symbol graph" >&2
    return 1
  fi
  rm -f "$log"
  echo "$graphs" >.build-docs/symbol-graphs.dir
  mv "$stamp.new" "$stamp"
}
