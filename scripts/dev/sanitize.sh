#!/usr/bin/env bash
# Builds and runs the whole test suite under a sanitizer, in a build directory of its own.
# Starts its own Xvfb for the X11 tests, as scripts/test.sh does. Exits non-zero on any
# test failure and on any sanitizer report.
#
#   scripts/dev/sanitize.sh                          # AddressSanitizer + LeakSanitizer, in .build-asan
#   scripts/dev/sanitize.sh --filter Index           # a subset, as swift test takes it
#   scripts/dev/sanitize.sh thread                   # ThreadSanitizer, in .build-tsan
#   scripts/dev/sanitize.sh thread --filter Parallel
#
# address: a memory error stops the process, a leak makes it exit non-zero; the
# suppressions in scripts/dev/lsan.supp name toolchain and system library frames only.
# thread: every data race and lock-order report fails the run; scripts/dev/tsan.supp holds
# the suppressions, each for a toolchain or system frame and with its reason.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh

sanitizer=address
if [ "${1:-}" = thread ] || [ "${1:-}" = address ]; then
  sanitizer="$1"
  shift
fi

source scripts/lib/xvfb.sh
start_xvfb

if [ "$sanitizer" = address ]; then
  scratch=.build-asan
  # The demo and the probe the tests launch inherit these, so their leaks count too.
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
  export LSAN_OPTIONS="suppressions=$PWD/scripts/dev/lsan.supp:print_suppressions=0"
  reports="ERROR: (AddressSanitizer|LeakSanitizer)"
else
  scratch=.build-tsan
  # The one suppression, for Synchronization.Mutex, holds only while this still shows it
  # is a false positive.
  scripts/dev/tsan-mutex-check.sh
  # Every report counts; the programs the tests launch are built with TSan too and
  # inherit this. halt_on_error=0 lets one run show every report at once.
  export TSAN_OPTIONS="suppressions=$PWD/scripts/dev/tsan.supp:print_suppressions=1:halt_on_error=0:second_deadlock_stack=1:history_size=4"
  reports="WARNING: ThreadSanitizer|ERROR: ThreadSanitizer"
fi

swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
log=$(mktemp)
status=0
# ScriptParserGrowthTests counts instructions with valgrind, which cannot run a sanitizer's build.
swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --skip ScriptParserGrowthTests "$@" 2>&1 |
  tee "$log" || status=$?
if grep -qE "$reports" "$log"; then
  echo "sanitize: $sanitizer sanitizer reports above: $(grep -cE "$reports" "$log")" >&2
  status=1
fi
rm -f "$log"
if [ "$status" -eq 0 ]; then echo "sanitize: $sanitizer: no sanitizer report, all tests passed" >&2; fi
exit "$status"
