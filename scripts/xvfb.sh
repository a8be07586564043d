# Sourced by the scripts that need a display: start_xvfb FIRST LAST [WxH] starts a private
# Xvfb (1920×1080 unless WxH is given, XTest) on the first free display number in
# FIRST..LAST, exports DISPLAY, and stops it when the script exits (or at the next start).
xvfb_pid=""
stop_xvfb() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; }
start_xvfb() {
  trap stop_xvfb EXIT
  stop_xvfb
  local size="${3:-1920x1080}"
  for n in $(seq "$1" "$2"); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
      Xvfb ":$n" -screen 0 "${size}x24" -nolisten tcp +extension XTEST >"/tmp/xvfb-$n.log" 2>&1 &
      xvfb_pid=$!
      export DISPLAY=":$n"
      break
    fi
  done
  for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X${DISPLAY#:}" ] && break; sleep 0.1; done
}
