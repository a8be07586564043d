#!/usr/bin/env bash
# Builds and runs the whole test suite under a sanitizer, in a build directory of its own,
# split into processes as scripts/test.sh splits it (scripts/lib/test-groups.sh): the tests
# of frames on the display's clock first, alone, then the screen reader, the windows and
# the accessibility bus, and the rest, each with a log of its own in $scratch/test-jobs.
# Starts its own Xvfb for the X11 tests, as scripts/test.sh does. Prints each part's time
# and test count. Exits non-zero on any test failure and on any sanitizer report, in any part.
#
#   scripts/dev/sanitize.sh                          # AddressSanitizer + LeakSanitizer, in .build-asan
#   scripts/dev/sanitize.sh --filter Index           # a subset, in one process, as swift test takes it
#   scripts/dev/sanitize.sh thread                   # ThreadSanitizer, in .build-tsan
#   scripts/dev/sanitize.sh thread --filter Parallel
#   SANITIZE_GROUPS=sequence scripts/dev/sanitize.sh   # the three parts one after another
#
# The three parts run side by side, as in scripts/test.sh (the rest at nice 10): the window
# and bus tests mostly wait, and the rest fills the cores meanwhile. On two cores, the
# whole suite took 491 s under ASan and 549 s under TSan side by side; in sequence, 823 s
# and 709 s (and a single process, before the split: 547 s under ASan, and under TSan two
# bus tests ran out of their time limit queued behind tests that wait).
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
# Checked before the build, not after it: a misspelt value costs no build.
case "${SANITIZE_GROUPS:-side-by-side}" in
  side-by-side | sequence) ;;
  *)
    echo "sanitize: SANITIZE_GROUPS is \"$SANITIZE_GROUPS\"; side-by-side or sequence" >&2
    exit 2
    ;;
esac

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

source scripts/lib/jobs.sh
source scripts/lib/test-groups.sh
jobs_dir="$scratch/test-jobs"
# The test bundle run directly, as swift test --skip-build runs it. ScriptParserGrowthTests
# counts instructions with valgrind, which cannot run a sanitizer's build.
tests=("$scratch/debug/SheetCompositorPackageTests.xctest" --testing-library swift-testing --skip ScriptParserGrowthTests)
started=$SECONDS
if [ $# -gt 0 ]; then
  job "tests: $*" "${tests[@]}" "$@"
  wait_jobs
else
  job "tests: frames on the display's clock, alone" run_display_clock_tests "${tests[@]}"
  wait_jobs
  case "${SANITIZE_GROUPS:-side-by-side}" in
    side-by-side)
      start_test_groups "${tests[@]}"
      wait_jobs
      ;;
    sequence)
      for n in "${!test_group_names[@]}"; do
        job "${test_group_names[$n]}" run_test_group "$n" "${tests[@]}"
        wait_jobs
      done
      ;;
  esac
fi

# A report fails the run even when the process exited 0 (a launched program's, relayed).
status=$jobs_status
total=0
summary=()
for n in "${!job_names[@]}"; do
  log="$jobs_dir/$n.log"
  count=$(grep -acE "$reports" "$log" || true)
  if [ "$count" -gt 0 ]; then
    grep -aE -m 1 -A 30 "$reports" "$log" >&2
    echo "sanitize: ${job_names[$n]}: $count $sanitizer sanitizer report(s); the whole log: $log" >&2
    status=1
  fi
  counted=$(grep -aoE "Test run with [0-9]+ tests?" "$log" | grep -oE "[0-9]+" | tail -n 1 || true)
  total=$((total + ${counted:-0}))
  read -r part_status took cpu <"$jobs_dir/$n.status" || { part_status="?" took="?" cpu="?"; }
  [ "$part_status" = 0 ] || status=1
  summary+=("$(printf '%-48s %5s s (CPU %s s), %4s tests, exit %s, %s reports' \
    "${job_names[$n]}" "$took" "$cpu" "${counted:-no}" "$part_status" "$count")")
done
echo "sanitize: $sanitizer, ${SANITIZE_GROUPS:-side-by-side}: each part" >&2
printf 'sanitize:   %s\n' "${summary[@]}" >&2
echo "sanitize: $sanitizer: $total tests in $((SECONDS - started)) s" >&2
if [ "$status" -eq 0 ]; then echo "sanitize: $sanitizer: no sanitizer report, all tests passed" >&2; fi
exit "$status"
