#!/usr/bin/env bash
# Builds the example app in Examples/Trailhead, a package of its own that depends on this
# one by path, and runs its headless tests; the X11 test in the main suite
# (ExampleAppTests) then runs the built app under Xvfb. The example builds in a scratch
# directory of its own, .build-examples/Trailhead, so it never fights the main .build.
#
#   scripts/examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

example=Examples/Trailhead
scratch=.build-examples/Trailhead
swift build --build-tests --package-path "$example" --scratch-path "$scratch"
swift test --skip-build --package-path "$example" --scratch-path "$scratch"
