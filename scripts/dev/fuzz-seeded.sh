#!/usr/bin/env bash
# The long version of the seeded fuzz tests, for local runs: many more seeded random input
# streams than the test suite runs (200 000 by default) with the invariants checked, many
# more of them drawn retained and cold (RETAINED_COLD_SEQUENCES, default 400), then a
# replay of a script with the most events a script may hold (1 000 000) and the refusal of
# one more. (Coverage-guided fuzzing with libFuzzer is scripts/dev/fuzz-coverage.sh.)
#
#   scripts/dev/fuzz-seeded.sh [SEQUENCES] [FIRST_SEED]
#
# A failing sequence prints its seed and a minimal script; replay it with
#   sheet-demo --headless --script FILE --trace trace.jsonl
# or rerun just that seed with FUZZ_SEED=<seed> FUZZ_SEQUENCES=1 swift test --filter RandomStreamTests.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

sequences="${1:-${FUZZ_SEQUENCES:-200000}}"
seed="${2:-${FUZZ_SEED:-1}}"

swift build --build-tests
bin="$(swift build --show-bin-path)/sheet-demo"

# soak WHAT TEST VARIABLE=COUNT: runs TEST with the count in its variable, timed.
soak() {
  echo "fuzz: $1 from seed $seed" >&2
  local start
  start=$(date +%s)
  env "$3" FUZZ_SEED="$seed" swift test --skip-build --filter "$2"
  echo "fuzz: $1 in $(($(date +%s) - start)) s" >&2
}
soak "$sequences sequences" 'RandomStreamTests/randomStreamsKeepTheInvariants' "FUZZ_SEQUENCES=$sequences"
drawn="${RETAINED_COLD_SEQUENCES:-400}"
soak "$drawn streams drawn retained and cold" 'RetainedColdFuzzTests/retainedFramesEqualColdOnesAfterEveryEvent' \
  "RETAINED_COLD_SEQUENCES=$drawn"

# A script of exactly Script.maximumEvents pointer events (drags of 50 events), and one more.
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
million() {
  awk -v n="$1" 'BEGIN {
    print "{\"events\": ["
    for (i = 0; i < n; i++) {
      k = i % 50
      type = (k == 0) ? "down" : ((k == 49) ? "up" : "move")
      printf "{\"t\": %.5f, \"type\": \"%s\", \"x\": %d, \"y\": %d}%s\n", i / 100000, type, 640 + i % 13, 600 - k * 5, (i < n - 1) ? "," : ""
    }
    print "]}"
  }' > "$2"
}
million 1000000 "$dir/million.json"
million 1000001 "$dir/million-and-one.json"
echo "fuzz: replaying $(du -h "$dir/million.json" | cut -f1) of 1000000 events" >&2
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "fuzz: %e s, peak RSS %M KiB" "$bin" --headless --script "$dir/million.json"
else
  time "$bin" --headless --script "$dir/million.json"
fi
status=0
"$bin" --headless --script "$dir/million-and-one.json" 2> "$dir/err" || status=$?
cat "$dir/err" >&2
if [ "$status" -ne 2 ] || ! grep -q "1000001 events is more than the limit of 1000000" "$dir/err"; then
  echo "fuzz: expected exit 2 and the limit message for 1000001 events, got $status" >&2
  exit 1
fi
echo "fuzz: done" >&2
