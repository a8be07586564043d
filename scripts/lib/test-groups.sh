# Sourced by scripts/test.sh and scripts/dev/sanitize.sh: how the whole test bundle is run,
# in one place so that the two cannot drift apart. Each takes COMMAND..., the test bundle
# and its options (e.g. .build/debug/SheetCompositorPackageTests.xctest --testing-library
# swift-testing), and adds the --filter and --skip of its part; with the same patterns on
# both sides every test runs exactly once.
#
#   run_display_clock_tests COMMAND...   the tests of frames on the display's clock: first, alone
#   start_test_groups COMMAND...         the rest, in three processes side by side (jobs.sh's job)
#   run_test_group N COMMAND...          one of those three, N in 0 1 2 (test_group_names[N])
#
# Why three: a test process runs only as many tests at once as there are cores, and the
# window and accessibility tests mostly wait (on X servers, child processes, a screen
# reader); in processes of their own they wait beside the rest instead of holding its
# threads, and a test's time limit does not count the time it sat queued behind them.

# The tests that time frames against Xvfb's vblank timer: on a loaded machine they miss
# their vblanks, so they run first, alone, and one at a time.
test_display_clock='X11BackendTests\.(HostPresent|RelaxedPresent)Tests/'
# The screen-reader test: it waits for Orca to speak each key.
test_screen_reader='AccessibilityBridgeTests\.OrcaTests/'
# The tests of real windows and of the accessibility bus.
test_windows='X11BackendTests\.|AccessibilityBridgeTests\.(BridgeLoop|Keystroke|RealClient|RealClientText|WithoutBus)Tests/'
test_windows+='|DemoAppTests\.(Fault|HiDPIWindow|MultiWindow|OutputFailure|PresentWindow|RealInput|RealTextInput)Tests/'
test_windows+='|DemoAppTests\.(RecordReplay|SecondHourWindow|Signal|WindowTrace)Tests/'

test_group_names=(
  "tests: the screen reader"
  "tests: windows and the accessibility bus"
  "tests: the rest"
)

# One at a time (--no-parallel): two of them dragging at once on two cores is load enough
# to miss vblanks.
run_display_clock_tests() {
  "$@" --no-parallel --filter "$test_display_clock"
}

# Everything else, the third group, runs at a lower priority: it keeps the cores busy, and
# the window tests' frames stay on time beside it.
run_test_group() {
  local n="$1"
  shift
  case "$n" in
    0) "$@" --filter "$test_screen_reader" ;;
    1) "$@" --filter "$test_windows" --skip "$test_screen_reader" --skip "$test_display_clock" ;;
    2) nice -n 10 "$@" --skip "$test_screen_reader" --skip "$test_windows" --skip "$test_display_clock" ;;
    *)
      echo "test-groups: no group $n" >&2
      return 2
      ;;
  esac
}

start_test_groups() {
  local n
  for n in "${!test_group_names[@]}"; do
    job "${test_group_names[$n]}" run_test_group "$n" "$@"
  done
}
