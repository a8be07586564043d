# Sourced by scripts/test.sh and scripts/dev/sanitize.sh, for what runs side by side.
# `job NAME COMMAND...` starts COMMAND (a function too) in the background with its output in
# a log of its own; `wait_jobs` waits for every job started since the last `wait_jobs`,
# printing each one's time as it ends and, when it failed, the end of its log, and sets
# `jobs_status` to the exit code of the first that failed (0 when none did). `idle
# COMMAND...` runs COMMAND at the idle CPU priority (SCHED_IDLE, which the compilers SwiftPM
# starts keep; nice alone they do not), so it takes only the time the others leave. A
# script that stops early (a failure, ^C) ends its jobs' processes.
jobs_dir=.build/test-jobs
job_names=()
job_pids=()
job_timings=()
jobs_status=0

job() {
  local name="$1" n=${#job_names[@]}
  shift
  if [ "$n" -eq 0 ]; then
    rm -rf "$jobs_dir"
    mkdir -p "$jobs_dir"
    trap 'end_jobs; stop_xvfb' EXIT
  fi
  echo "test: started $name (log $jobs_dir/$n.log)" >&2
  (
    # Not `"$@" || status=$?`: that would turn off set -e inside a function run as a job.
    start=$SECONDS
    set +e
    (
      set -e
      "$@"
    ) >"$jobs_dir/$n.log" 2>&1 </dev/null
    status=$?
    # The CPU time of what the job ran (user and system, of the processes it waited for).
    # (`times` in this shell, not in a command substitution's: a fork starts from zero.)
    times >"$jobs_dir/$n.times"
    cpu=$(tail -n 1 "$jobs_dir/$n.times" | awk '{ for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }')
    echo "$status $((SECONDS - start)) $cpu" >"$jobs_dir/$n.status"
    exit "$status"
  ) &
  job_names+=("$name")
  job_pids[n]=$!
}

wait_jobs() {
  local pid n status took cpu running=("${job_pids[@]}")
  while [ ${#running[@]} -gt 0 ]; do
    pid=""
    wait -n -p pid "${running[@]}" || true
    [ -n "$pid" ] || break
    for n in "${!running[@]}"; do [ "${running[$n]}" = "$pid" ] && unset "running[$n]"; done
    # job_pids is indexed by the job's number, as job_names and the logs are.
    for n in "${!job_pids[@]}"; do [ "${job_pids[$n]}" = "$pid" ] && break; done
    unset "job_pids[$n]"
    read -r status took cpu <"$jobs_dir/$n.status" || { status=1 took="?" cpu="?"; }
    job_timings+=("$(printf '  %-66s %4s s (CPU %s s)' "${job_names[$n]}" "$took" "$cpu")")
    if [ "$status" -eq 0 ]; then
      echo "test: ${job_names[$n]}: ${took} s (CPU ${cpu} s)" >&2
    else
      grep -a "✘" "$jobs_dir/$n.log" | head -n 40 >&2 || true
      tail -n 40 "$jobs_dir/$n.log" >&2
      echo "test: ${job_names[$n]}: FAILED (exit $status) after ${took} s; the whole log: $jobs_dir/$n.log" >&2
      if [ "$jobs_status" -eq 0 ]; then jobs_status=$status; fi
    fi
  done
}

# end_jobs: ends the processes of every job still running, children first.
end_jobs() {
  local pid
  for pid in "${job_pids[@]}"; do end_tree "$pid"; done
}
end_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do end_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

idle() {
  if command -v chrt >/dev/null 2>&1; then
    chrt --idle 0 "$@"
  else
    nice -n 19 "$@"
  fi
}
