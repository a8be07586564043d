#!/usr/bin/env bash
# Installs what is missing, then runs every test: unit, headless golden-image and the X11
# tests under a private Xvfb with real XTest input, and the example app's package
# (scripts/examples.sh); without arguments, also builds the
# DocC documentation, which fails on any warning. Exit code is the first failure's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

scripts/setup.sh

# The X11 tests need a display. Start a private Xvfb unless one was given.
source scripts/xvfb.sh
if [ -z "${DISPLAY:-}" ] || [ -n "${CI:-}" ]; then
  start_xvfb 90 120
  echo "test: started Xvfb on $DISPLAY" >&2
fi

echo "test: checking formatting" >&2
swift format lint --strict --recursive Sources Tests Fuzz Package.swift Examples

# The example app, its own package: built and its tests run (its window test too), and
# the DocC articles' apps built and tried.
echo "test: building and testing Examples/Trailhead" >&2
scripts/examples.sh

swift build --build-tests
swift test --skip-build "$@"

# The whole run also fuzzes each target briefly under libFuzzer and AddressSanitizer
# (FUZZ_SECONDS each, default 5), so the fuzzers keep building and stay green.
if [ $# -eq 0 ]; then
  echo "test: fuzzing each target for ${FUZZ_SECONDS:-5} s" >&2
  scripts/fuzz-coverage.sh all "${FUZZ_SECONDS:-5}"
fi

# The whole run also checks that the documentation builds without a warning and that the
# checked-in public API lists are current.
if [ $# -eq 0 ]; then
  echo "test: building the documentation" >&2
  scripts/docs.sh
  scripts/api.sh
fi
