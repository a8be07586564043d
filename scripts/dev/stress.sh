#!/usr/bin/env bash
# Runs the whole test suite N times (default 10), alternating plain runs with runs under
# glibc's malloc checking: MALLOC_CHECK_=3 (heap consistency checked on every call, abort
# on corruption) and MALLOC_PERTURB_ (freed and new memory filled with a byte, a different
# one each run). Since glibc 2.34, MALLOC_CHECK_ works only with libc_malloc_debug.so.0
# preloaded; this script checks first that the preload catches a one-byte overrun here.
# Builds once, then prints one line per run and a summary; exits 1 if any run failed.
#
#   scripts/dev/stress.sh [N] [-- swift test arguments]
#   STRESS_LOCK="flock /tmp/build.lock" scripts/dev/stress.sh 10
#
# On a shared machine STRESS_LOCK is a command the build and each run go through (a lock
# that serializes builds), taken per run so other builds interleave between runs; do not
# run the whole script under that lock too.
set -euo pipefail
# One block, read whole before it runs, so editing this file during a long run is safe.
{
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh

runs="${1:-10}"
shift || true
[ "${1:-}" = "--" ] && shift
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "stress: N must be a positive whole number, got '$runs'" >&2; exit 2; }

debug_library=libc_malloc_debug.so.0
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

# The malloc checking must be real: a one-byte overrun aborts with it and passes without.
clang -O0 scripts/dev/stress/overrun.c -o "$dir/overrun"
if ! "$dir/overrun" >/dev/null 2>&1; then
  echo "stress: the overrun probe fails without malloc checking" >&2
  exit 1
fi
# In a command substitution, so the shell's "Aborted" notice goes nowhere.
checked=$( (LD_PRELOAD="$debug_library" MALLOC_CHECK_=3 "$dir/overrun" >/dev/null 2>&1; echo $?) 2>/dev/null)
if [ "$checked" -eq 0 ]; then
  echo "stress: MALLOC_CHECK_=3 with $debug_library preloaded did not catch an overrun" >&2
  exit 1
fi
echo "stress: malloc checking catches a one-byte overrun (MALLOC_CHECK_=3, LD_PRELOAD=$debug_library)" >&2

# shellcheck disable=SC2206 # a command and its arguments, split on spaces
lock=(${STRESS_LOCK:-})

source scripts/lib/xvfb.sh
start_xvfb
# start_xvfb sets its own exit trap; keep removing the scratch directory too.
trap 'stop_xvfb; rm -rf "$dir"' EXIT

${lock[@]+"${lock[@]}"} swift build --build-tests

failed=0
results=()
for i in $(seq 1 "$runs"); do
  log="$dir/run-$i.log"
  start=$(date +%s)
  status=0
  if [ $((i % 2)) -eq 1 ]; then
    mode="plain"
    ${lock[@]+"${lock[@]}"} swift test --skip-build "$@" >"$log" 2>&1 || status=$?
  else
    # A different fill byte each run, never 0 (which would turn perturbing off).
    perturb=$(((i * 37) % 255 + 1))
    mode="MALLOC_CHECK_=3 MALLOC_PERTURB_=$perturb"
    ${lock[@]+"${lock[@]}"} env LD_PRELOAD="$debug_library" MALLOC_CHECK_=3 MALLOC_PERTURB_="$perturb" \
      swift test --skip-build "$@" >"$log" 2>&1 || status=$?
  fi
  seconds=$(($(date +%s) - start))
  summary=$(grep -E "Test run with [0-9]+ tests" "$log" | tail -1 | sed -E 's/.*(Test run with [0-9]+ tests).*/\1/')
  # The suite's own time, without any wait for the lock.
  tested=$(grep -E "Test run with [0-9]+ tests.* after [0-9.]+ seconds" "$log" | tail -1 |
    sed -E 's/.* after ([0-9.]+) seconds.*/\1/')
  if [ "$status" -eq 0 ]; then
    verdict=passed
  else
    verdict="FAILED (exit $status)"
    failed=$((failed + 1))
    cp "$log" "stress-run-$i.log"
    grep -E "✘|Fatal error|malloc|corrupted|double free|invalid pointer|Aborted|Signal" "$log" | head -20 >&2 || true
  fi
  line="stress: run $i/$runs, $mode: $verdict in $seconds s, tests ${tested:-?} s (${summary:-no test count})"
  results+=("$line")
  echo "$line" >&2
done
echo "stress: $((runs - failed)) of $runs runs passed$([ "$failed" -gt 0 ] && echo "; failed runs' logs are in stress-run-*.log")" >&2
printf '%s\n' "${results[@]}"
exit $((failed > 0 ? 1 : 0))
}
