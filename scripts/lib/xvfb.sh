# Sourced by the scripts that need a display: start_xvfb [WxH] starts a private Xvfb
# (1920×1080 unless WxH is given, with XTest), lets the server pick a free display number
# itself (-displayfd, as the tests' XvfbServer does), exports DISPLAY, and stops it when the
# script exits (or at the next start). No script holds a range of display numbers, so no
# two collide. -noreset: an X server resets when its last client leaves, and a reset ends
# every connection still in its handshake, so a client opening the display just as another
# (xdotool polling for a window, say) closes it was refused — 42 of 400 such openings
# failed without it, none with it.
xvfb_pid=""
stop_xvfb() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; }
start_xvfb() {
  trap stop_xvfb EXIT
  stop_xvfb
  local size="${1:-1920x1080}" fifo log number=""
  fifo="$(mktemp -u)"
  mkfifo "$fifo"
  log="$(mktemp -t xvfb-XXXXXX.log)"
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset +extension XTEST 3>"$fifo" >"$log" 2>&1 &
  xvfb_pid=$!
  # The server writes its display number, then a newline, once it listens.
  read -r -t 20 number <"$fifo" || true
  rm -f "$fifo"
  if [ -z "$number" ]; then
    cat "$log" >&2
    echo "xvfb: Xvfb did not start" >&2
    return 1
  fi
  export DISPLAY=":$number"
}
