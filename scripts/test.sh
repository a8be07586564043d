#!/usr/bin/env bash
# Installs what is missing, then runs every check: formatting, every test (unit, headless
# golden-image, and the X11 and accessibility tests under private Xvfb servers with real
# XTest input), the example app's package (scripts/dev/examples.sh) and, without
# arguments, a short libFuzzer run of each fuzz target, the DocC documentation (which
# fails on any warning) and the public API lists. Prints each phase's time as it ends and
# all of them at the end. Exit code is the first failure's.
#
#   scripts/test.sh                    # everything
#   scripts/test.sh --filter Routing   # formatting, the example and the tests given
#
# After the build and the tests of frames on the display's clock (alone), the rest runs side
# by side (scripts/lib/jobs.sh), each part with a log of its own in .build/test-jobs: the
# tests in three processes, the example on the same .build, the fuzzers building at the
# idle priority in .build-fuzz; then the fuzzers run.
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
  printf 'test:   %s\n' "${timings[@]}" ${job_timings[@]+"${job_timings[@]}"} >&2
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

phase "building the tests"
swift build --build-tests

# What follows runs side by side, as jobs: each writes a log of its own, its time is printed
# as it ends, and the first to fail sets the exit code. Two cores go furthest this way: the
# window and accessibility tests mostly wait (on X servers, child processes, a screen
# reader), and a test process runs only as many tests at once as there are cores, so
# those tests run in processes of their own beside the rest.
source scripts/lib/jobs.sh
everything=$([ $# -eq 0 ] && echo 1 || echo "")

# The test bundle is run directly (as swift test --skip-build runs it) so that SwiftPM's
# lock on .build stays free for the example's build and the documentation's symbol graphs.
tests=(.build/debug/SheetCompositorPackageTests.xctest --testing-library swift-testing)
# How the tests are split into processes (scripts/lib/test-groups.sh, which
# scripts/dev/sanitize.sh shares): the tests of frames on the display's clock first, truly
# alone (even an idle-priority build beside them shares the core's caches, and on a machine
# whose cores are hyperthreads, the core), then three processes side by side.
source scripts/lib/test-groups.sh

# Each fuzz target is built with libFuzzer and AddressSanitizer in .build-fuzz, at the idle
# priority (in the time the tests leave), and fuzzed briefly once the rest is done, so the
# fuzzers keep building and stay green. A debug build: for five seconds from the corpus,
# compiling unoptimized pays more than running faster.
export FUZZ_CONFIGURATION=debug
if [ -n "$everything" ]; then
  phase "the tests of frames on the display's clock, alone"
  run_display_clock_tests "${tests[@]}"
  job "building the fuzzers" idle scripts/dev/fuzz-coverage.sh build
fi

phase "side by side: the tests, the example, the fuzzers, the documentation"
if [ -n "$everything" ]; then
  # Three processes: the screen-reader test alone (it waits for Orca to speak each key);
  # the tests of real windows and of the accessibility bus; everything else, which keeps
  # the cores busy, at a lower priority so that the window tests' frames stay on time.
  start_test_groups "${tests[@]}"
else
  job "tests: $*" "${tests[@]}" "$@"
fi

# The example app, its own package: built on this .build (only its own code compiles) and
# its tests run (its window test too), and the DocC articles' apps built and tried. Then
# the documentation, which builds without a warning, and the public API lists, current:
# their symbol graphs come from the same .build. One after another, as all three use it.
examples_then_docs() {
  EXAMPLES_SCRATCH=.build scripts/dev/examples.sh
  if [ -n "$everything" ]; then
    SYMBOL_GRAPH_SCRATCH=.build scripts/docs.sh
    SYMBOL_GRAPH_SCRATCH=.build scripts/dev/api.sh
  fi
}
job "Examples/Trailhead and the articles' apps, then DocC and the API lists" examples_then_docs

wait_jobs

# FUZZ_SECONDS each (default 5), all six at once, with the machine to themselves.
if [ -n "$everything" ] && [ "$jobs_status" -eq 0 ]; then
  phase "fuzzing each target for ${FUZZ_SECONDS:-5} s, side by side"
  FUZZ_SKIP_BUILD=1 FUZZ_PARALLEL=1 scripts/dev/fuzz-coverage.sh all "${FUZZ_SECONDS:-5}" || jobs_status=$?
fi
summary
exit "$jobs_status"
