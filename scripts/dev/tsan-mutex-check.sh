#!/usr/bin/env bash
# Shows that ThreadSanitizer's reports on a contended Synchronization.Mutex are false
# positives (see scripts/dev/tsan/MutexReproducer.swift), the reason scripts/dev/tsan.supp
# suppresses races located in a global Mutex. Builds the reproducer with -sanitize=thread
# and checks, for each variant, the count (exact: the lock excludes) and the reports:
# at least one for the plain Mutex, none once TSan is told of the lock's hand-over, none
# for a pthread mutex, and none for the plain Mutex under scripts/dev/tsan.supp. Exits 0 when
# all of that holds.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
swiftc -sanitize=thread -g -Onone scripts/dev/tsan/MutexReproducer.swift -o "$dir/repro" 2>&1 | grep -v "^$" || true
status=0
for variant in mutex mutex-annotated pthread mutex-suppressed; do
  log="$dir/$variant.log"
  run_status=0
  options="halt_on_error=0:exitcode=0"
  [ "$variant" = mutex-suppressed ] && options="$options:suppressions=$PWD/scripts/dev/tsan.supp"
  TSAN_OPTIONS="$options" "$dir/repro" "${variant%-suppressed}" >"$log" 2>&1 || run_status=$?
  reports=$(grep -cE "WARNING: ThreadSanitizer: (data race|Swift access race)" "$log" || true)
  located=$(grep -c "Location is global .*15Synchronization5Mutex" "$log" || true)
  echo "tsan-mutex-check: $variant: $(grep -E "^${variant%-suppressed}: " "$log" | cut -d' ' -f2-), exit $run_status, $reports race report(s), $located located in a global Mutex"
  [ "$run_status" -eq 0 ] || status=1
  if [ "$variant" = mutex ]; then
    [ "$reports" -ge 1 ] && [ "$located" -eq "$reports" ] || status=1
  else
    [ "$reports" -eq 0 ] || status=1
  fi
done
if [ "$status" -eq 0 ]; then
  echo "tsan-mutex-check: the races reported on the Mutex are false positives: the count is exact, and telling TSan of the lock's hand-over removes them"
else
  echo "tsan-mutex-check: the demonstration did not hold" >&2
fi
exit "$status"
