#!/usr/bin/env bash
# Installs what is missing, then runs every check: formatting, the example app's package
# (scripts/dev/examples.sh), every test (unit, headless golden-image, and the X11 and
# accessibility tests under private Xvfb servers with real XTest input) and, without
# arguments, a short libFuzzer run of each fuzz target, the DocC documentation (which
# fails on any warning) and the public API lists. Prints each phase's time as it ends and
# all of them at the end. Exit code is the first failure's.
#
#   scripts/test.sh                    # everything
#   scripts/test.sh --filter Routing   # formatting, the example and the tests given
#
# The fuzzers build in the background at low priority while the tests run (they wait on X
# servers and child processes much of the time), and the six targets fuzz side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

started=$SECONDS
phase_start=$SECONDS
phase_name=""
timings=()
# phase NAME: ends the phase running (printing its time) and starts NAME.
phase() {
  if [ -n "$phase_name" ]; then
    local took=$((SECONDS - phase_start))
    timings+=("$(printf '%-34s %4d s' "$phase_name" "$took")")
    echo "test: $phase_name: ${took} s" >&2
  fi
  phase_name="$1"
  phase_start=$SECONDS
  if [ -n "$1" ]; then echo "test: $1" >&2; fi
}
summary() {
  phase ""
  echo "test: phase times" >&2
  printf 'test:   %s\n' "${timings[@]}" >&2
  echo "test: all: $((SECONDS - started)) s" >&2
}

phase "installing what is missing"
scripts/setup.sh

# The X11 tests need a display. Start a private Xvfb unless one was given.
source scripts/lib/xvfb.sh
if [ -z "${DISPLAY:-}" ] || [ -n "${CI:-}" ]; then
  start_xvfb
  echo "test: started Xvfb on $DISPLAY" >&2
fi

phase "checking formatting"
swift format lint --strict --recursive Sources Tests Fuzz Package.swift Examples

# The example app, its own package: built and its tests run (its window test too), and
# the DocC articles' apps built and tried.
phase "building and testing Examples/Trailhead and the articles' apps"
scripts/dev/examples.sh

phase "building the tests"
swift build --build-tests

everything=$([ $# -eq 0 ] && echo 1 || echo "")
fuzz_build=""
if [ -n "$everything" ]; then
  # The fuzzers' release build, niced, beside the tests: it takes what the tests leave.
  mkdir -p .build-fuzz
  nice -n 19 scripts/dev/fuzz-coverage.sh build >.build-fuzz/test-build.log 2>&1 &
  fuzz_build=$!
fi
# A failure below must not leave the background build running.
trap 'if [ -n "$fuzz_build" ]; then kill "$fuzz_build" 2>/dev/null || true; fi; stop_xvfb' EXIT

phase "running the tests"
swift test --skip-build "$@"

if [ -n "$everything" ]; then
  # Each target fuzzed briefly under libFuzzer and AddressSanitizer (FUZZ_SECONDS each,
  # default 5), so the fuzzers keep building and stay green; all six at once.
  phase "building the fuzzers (what the tests left)"
  if ! wait "$fuzz_build"; then
    fuzz_build=""
    cat .build-fuzz/test-build.log >&2
    exit 1
  fi
  fuzz_build=""
  phase "fuzzing each target for ${FUZZ_SECONDS:-5} s, side by side"
  FUZZ_SKIP_BUILD=1 FUZZ_PARALLEL=1 scripts/dev/fuzz-coverage.sh all "${FUZZ_SECONDS:-5}"

  # The documentation builds without a warning and the public API lists are current.
  # Their symbol graphs come from the .build just built: nothing is compiled again.
  phase "building the documentation"
  SYMBOL_GRAPH_SCRATCH=.build scripts/docs.sh
  phase "checking the public API lists"
  SYMBOL_GRAPH_SCRATCH=.build scripts/dev/api.sh
fi
summary
