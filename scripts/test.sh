#!/usr/bin/env bash
# Installs what is missing, then runs every test: unit, headless golden-image and the X11
# tests under a private Xvfb with real XTest input; without arguments, also builds the
# DocC documentation, which fails on any warning. Exit code is the first failure's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

scripts/setup.sh

# The X11 tests need a display. Start a private Xvfb unless one was given.
xvfb_pid=""
cleanup() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; }
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ] || [ -n "${CI:-}" ]; then
  for n in $(seq 90 120); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
      Xvfb ":$n" -screen 0 1920x1080x24 -nolisten tcp +extension XTEST >/tmp/xvfb-$n.log 2>&1 &
      xvfb_pid=$!
      export DISPLAY=":$n"
      break
    fi
  done
  for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X${DISPLAY#:}" ] && break; sleep 0.1; done
  echo "test: started Xvfb on $DISPLAY" >&2
fi

echo "test: checking formatting" >&2
swift format lint --strict --recursive Sources Tests Package.swift

swift build --build-tests
swift test --skip-build "$@"

# The whole run also checks that the documentation builds without a warning.
if [ $# -eq 0 ]; then
  echo "test: building the documentation" >&2
  scripts/docs.sh
fi
