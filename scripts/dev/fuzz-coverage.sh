#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer under AddressSanitizer (and LeakSanitizer).
#
#   scripts/dev/fuzz-coverage.sh [TARGET|all] [SECONDS]   # build, then fuzz each for SECONDS (default 60)
#   scripts/dev/fuzz-coverage.sh build                    # only build the fuzzers
#   scripts/dev/fuzz-coverage.sh list                     # the targets
#   FUZZ_SKIP_BUILD=1 scripts/dev/fuzz-coverage.sh ...    # run what is built
#   FUZZ_BIN=DIR FUZZ_SKIP_BUILD=1 scripts/...        # run fuzzers copied to DIR (long runs
#                                                     # while .build-fuzz is rebuilt)
#   FUZZ_PARALLEL=1 scripts/dev/fuzz-coverage.sh ...  # every target at once (test.sh's)
#   FUZZ_CONFIGURATION=debug scripts/...              # an unoptimized build (test.sh's short
#                                                     # runs: it compiles much faster and runs
#                                                     # fewer inputs a second)
#
# Targets (Fuzz/FuzzTargets): scripts, regions, hit-index, encoders, streams, accessibility.
# Each is built with -sanitize=fuzzer,address in its own scratch path (.build-fuzz), apart
# from the products, optimized (unless FUZZ_CONFIGURATION=debug) but with assertions and
# debug checks on. A run starts from
# the checked-in corpus (Fuzz/Corpus/TARGET, plus the scripts in Assets/scripts for
# `scripts`) and keeps what it finds in .build-fuzz/corpus/TARGET;
# a crash, a leak, a broken invariant or an input slower than FUZZ_TIMEOUT seconds (30) is
# written to .build-fuzz/crashes/TARGET/ and fails the run (an input over 10 s is kept
# there as a slow unit and reported, without failing it). Add each one to
# Fuzz/Corpus/TARGET with a unit test: FuzzCorpusTests replays every corpus file.
#
# The last line per target is a summary: executions, libFuzzer's edge coverage (cov:) and
# features (ft:), corpus size and crashes.
set -euo pipefail
# One block, read whole before it runs: a long run keeps its meaning if this file is
# edited meanwhile (bash reads a script as it goes).
{
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

all_targets=(scripts regions hit-index encoders streams accessibility)
target="${1:-all}"
seconds="${2:-60}"
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in
  release | debug) ;;
  *) echo "fuzz: FUZZ_CONFIGURATION must be release or debug, got '$configuration'" >&2; exit 2 ;;
esac

# Optimized, for executions per second, but with what a debug build checks: assertions
# (-assert-config Debug) and `#if DEBUG` code such as the hit-test index's self-check
# (-DDEBUG; a debug build has both anyway). The targets reach the internals they check at `package` access.
flags=(
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
  -Xswiftc -DDEBUG -Xswiftc -assert-config -Xswiftc Debug
)

build() {
  mkdir -p .build-fuzz
  for t in "${all_targets[@]}"; do
    if ! swift build -c "$configuration" --product "fuzz-$t" --scratch-path .build-fuzz "${flags[@]}" \
      >.build-fuzz/build.log 2>&1; then
      grep -v "Cannot export local symbol" .build-fuzz/build.log >&2
      echo "fuzz: building fuzz-$t failed" >&2
      exit 1
    fi
  done
}

case "$target" in
  list) printf '%s\n' "${all_targets[@]}"; exit 0 ;;
  build) build; exit 0 ;;
  all) targets=("${all_targets[@]}") ;;
  *)
    if [[ ! " ${all_targets[*]} " == *" $target "* ]]; then
      echo "fuzz: unknown target '$target' (expected one of: ${all_targets[*]}, all, build, list)" >&2
      exit 2
    fi
    targets=("$target")
    ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }

if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then build; fi
bin="${FUZZ_BIN:-$PWD/.build-fuzz/$configuration}"

# The Swift runtime's backtracer and libFuzzer's crash handler both want the signal; let
# libFuzzer's have it, as it saves the input. Leaks count, minus toolchain frames.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export LSAN_OPTIONS="suppressions=$PWD/scripts/dev/lsan.supp:print_suppressions=0"

max_len() {
  case "$1" in
    scripts) echo 16384 ;;
    encoders) echo 16384 ;;
    *) echo 4096 ;;
  esac
}

# fuzz_one TARGET: fuzzes TARGET for SECONDS and writes its summary line to
# .build-fuzz/summary-TARGET; returns non-zero on a crash or a failed run.
fuzz_one() {
  local t="$1"
  local work=".build-fuzz/corpus/$t"
  # Not .build-fuzz/artifacts: that is SwiftPM's, and a build empties it.
  local artifacts=".build-fuzz/crashes/$t"
  mkdir -p "$work" "$artifacts"
  local seeds=() dict=()
  for d in "Fuzz/Corpus/$t" $([ "$t" = scripts ] && echo Assets/scripts Assets/scripts/conformance); do
    [ -d "$d" ] && seeds+=("$d")
  done
  [ -f "Fuzz/Dictionaries/$t.dict" ] && dict=(-dict="Fuzz/Dictionaries/$t.dict")
  # Named by length too, so test.sh's short runs never write into a long run's log.
  local log=".build-fuzz/fuzz-$t-${seconds}s.log"
  echo "fuzz: $t for $seconds s (log $log)" >&2
  local before after crashes slow execs last corpus slow_note="" run_status=0
  before=$(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l)
  "$bin/fuzz-$t" "$work" ${seeds[@]+"${seeds[@]}"} ${dict[@]+"${dict[@]}"} \
    -max_total_time="$seconds" -max_len="$(max_len "$t")" -timeout="${FUZZ_TIMEOUT:-30}" \
    -rss_limit_mb=4096 -print_final_stats=1 -print_funcs=0 -print_pcs=0 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || run_status=$?
  after=$(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l)
  crashes=$((after - before))
  # An input slower than 10 s is kept as slow-unit-*, but it is not a failure: on a shared
  # machine at nice 19 a fast input can take that long. FUZZ_TIMEOUT makes a real hang one.
  slow=$(grep -ac "Test unit written to .*slow-unit-" "$log" || true)
  execs=$(grep -ao 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  last=$(grep -aE '^#[0-9]+' "$log" | grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*/[0-9]*[a-zA-Z]*' | tail -1)
  corpus=$(find "$work" -type f | wc -l)
  if [ "$slow" -gt 0 ]; then slow_note=", $slow slow unit(s)"; fi
  echo "fuzz: $t: ${seconds} s, ${execs:-0} executions, ${last:-no coverage line}, $corpus in the working corpus, $crashes crash(es)$slow_note" \
    >".build-fuzz/summary-$t"
  if [ "$run_status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    grep -aE "ERROR: |Fatal error|SUMMARY|Test unit written" "$log" | head -20 >&2 || true
    return 1
  fi
}

# One after another, or with FUZZ_PARALLEL=1 all at once (test.sh's short runs: each target
# gets less of the machine, the whole takes one target's time).
status=0
summary=()
if [ -n "${FUZZ_PARALLEL:-}" ]; then
  pids=()
  for t in "${targets[@]}"; do
    fuzz_one "$t" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
else
  for t in "${targets[@]}"; do fuzz_one "$t" || status=1; done
fi
for t in "${targets[@]}"; do summary+=("$(cat ".build-fuzz/summary-$t" 2>/dev/null || echo "fuzz: $t: no summary")"); done
printf '%s\n' "${summary[@]}"
exit "$status"
}
