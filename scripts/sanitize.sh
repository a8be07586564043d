#!/usr/bin/env bash
# Builds and runs the whole test suite under AddressSanitizer, which includes
# LeakSanitizer, in its own build directory (.build-asan). Exits non-zero on any test
# failure and on any sanitizer report: a memory error stops the process, and a leak makes
# it exit non-zero. The suppressions in scripts/lsan.supp name toolchain and system
# library frames only. Starts its own Xvfb for the X11 tests, as scripts/test.sh does.
#
#   scripts/sanitize.sh                   # everything
#   scripts/sanitize.sh --filter Index    # a subset, as swift test takes it
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh

source scripts/xvfb.sh
start_xvfb 121 150

# The demo and the probe the tests launch inherit these, so their leaks count too.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"

swift build --build-tests --sanitize=address --scratch-path .build-asan
log=$(mktemp)
status=0
# ScriptParserGrowthTests counts instructions with valgrind, which cannot run a sanitizer's build.
swift test --skip-build --sanitize=address --scratch-path .build-asan --skip ScriptParserGrowthTests "$@" 2>&1 | tee "$log" || status=$?
if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)" "$log"; then
  echo "sanitize: sanitizer reports above" >&2
  status=1
fi
rm -f "$log"
if [ "$status" -eq 0 ]; then echo "sanitize: no sanitizer report, all tests passed" >&2; fi
exit "$status"
