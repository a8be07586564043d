# Sourced by the scripts that read the package's symbol graphs (docs.sh, api.sh):
# `symbol_graphs` dumps the public symbol graphs of every module with SwiftPM, in a build
# directory of its own (.build-docs), unless the last dump is newer than every source file,
# and sets `graphs` to the directory that holds them.
symbol_graphs() {
  local stamp=.build-docs/symbol-graphs.stamp
  graphs="$PWD/.build-docs/x86_64-unknown-linux-gnu/symbolgraph"
  if [ -f "$stamp" ] && [ -d "$graphs" ] &&
    [ -z "$(find Sources Package.swift -newer "$stamp" -print -quit)" ]; then
    return 0
  fi
  local log
  log="$(mktemp)"
  mkdir -p .build-docs
  touch "$stamp.new"
  # SwiftPM cannot dump the test bundles and says so; the modules are checked by the caller.
  swift package --scratch-path .build-docs dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
  graphs="$(find "$PWD/.build-docs" -type d -name symbolgraph | head -n 1)"
  if [ -z "$graphs" ] || [ ! "$graphs/Compositor.symbols.json" -nt "$stamp.new" ]; then
    cat "$log" >&2
    rm -f "$log" "$stamp.new"
    echo "symbol graphs: SwiftPM dumped no fresh symbol graph" >&2
    return 1
  fi
  rm -f "$log"
  mv "$stamp.new" "$stamp"
}
