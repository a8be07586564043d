"""Drives and measures sheet-demo in a real window for scripts/dev/bench-window.sh.

    python3 scripts/dev/bench-window.py drag SECONDS X Y0 Y1 [TIMES]
        XTest: press at (X, Y0), a move every 8 ms between Y0 and Y1, release; with TIMES,
        write there when each press, move and release was injected (CLOCK_MONOTONIC
        seconds, one a line)
    python3 scripts/dev/bench-window.py stats FILE [TIMES]
        frames per second, input-to-display latency, render times and missed refreshes
        from --frame-stats lines; with TIMES, input-to-display from the injection times too

The drag goes through libXtst with ctypes, so its moves leave on time (a process per move,
as with xdotool, would not).

Input-to-display is measured two ways. From the X event's time: the server stamps each
event with its clock in whole milliseconds, cut down, so these figures read about 0.5 ms
long on average (up to 1 ms). From the injection: the injector reads CLOCK_MONOTONIC just
before each XTest request, the clock an X server on Linux (Xvfb too) stamps events and
Present's USTs with, in microseconds; display is then the frame's UST itself (Present), or
the end of its upload on the same clock (without Present). Each event is matched to the
injection it came from, in order, by time: the latest one not yet matched that is no
later than a millisecond after its stamp (the stamp is cut down to the millisecond, and the
injection is read before the request) and no earlier than 7.5 ms before it. Not the
earliest: moves are 8 ms apart, and one that made no event (a move to where the pointer
already was) would otherwise take the next one's event and read 8 ms long. This figure
also holds the time the request took to reach the server, which the event's stamp leaves
out.
"""
import ctypes
import json
import sys
import time


def drag(seconds, x, y0, y1, times_path=None):
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
    xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("bench-window: cannot open the display")
    # Injection times: CLOCK_MONOTONIC (time.monotonic on Linux), read just before each
    # request that makes an event the window takes (the first move is a hover it ignores).
    injected = []
    xtst.XTestFakeMotionEvent(display, -1, x, y0, 0)
    x11.XFlush(display)
    injected.append(time.monotonic())
    xtst.XTestFakeButtonEvent(display, 1, 1, 0)
    x11.XFlush(display)
    interval = 0.008
    start = time.monotonic()
    moves = int(seconds / interval)
    span = y1 - y0
    for i in range(1, moves + 1):
        # A triangle wave between y0 and y1, one way a second.
        phase = (i * interval) % 2.0
        y = y0 + span * (phase if phase <= 1 else 2 - phase)
        target = start + i * interval
        delay = target - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        injected.append(time.monotonic())
        xtst.XTestFakeMotionEvent(display, -1, x, int(round(y)), 0)
        x11.XFlush(display)
    injected.append(time.monotonic())
    xtst.XTestFakeButtonEvent(display, 1, 0, 0)
    x11.XFlush(display)
    x11.XCloseDisplay(display)
    if times_path:
        with open(times_path, "w") as out:
            out.writelines(f"{t:.6f}\n" for t in injected)
    print(f"moves={moves}")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def injected_latencies(frames, times_path):
    """Input-to-display from each injection to the display of the frame that took its
    event, in ms, on CLOCK_MONOTONIC; and how many of the frames' events were matched."""
    injected = [float(line) for line in open(times_path) if line.strip()]
    events = []
    for f in frames:
        if "shown" not in f or "monotonic" not in f:
            continue
        if "ust" in f:
            # Present: the server's own UST; the events' times back on the server's clock
            # through the same mapping the demo put the UST through.
            display = f["ust"] / 1e6
            to_monotonic = display - f["shown"]
        else:
            # Without: the upload's end on the same clock.
            to_monotonic = f["monotonic"] - f["start"]
            display = f["shown"] + to_monotonic
        events += [(t + to_monotonic, display) for t in f["inputs"]]
    events.sort()
    latencies, i = [], 0
    for stamp, display in events:
        # In order: the latest injection not yet matched that is at most 1 ms after the
        # stamp (cut down to the millisecond; the injection was read before the request)
        # and at most 7.5 ms before it (a busy server stamps late). The ones passed over
        # made no event: moves to where the pointer already was.
        latest = None
        while i < len(injected) and injected[i] <= stamp + 0.001:
            latest = i
            i += 1
        if latest is not None and injected[latest] >= stamp - 0.0075:
            latencies.append((display - injected[latest]) * 1000)
    return latencies, len(events)


def stats(path, times_path=None, refresh_hz=60.0):
    frames = [json.loads(line) for line in open(path) if line.strip()]
    busy = [f for f in frames if f["inputs"]]
    if len(busy) < 2:
        sys.exit(f"bench-window: {path}: fewer than two frames took input")
    first, last = busy[0], busy[-1]
    during = [f for f in frames if first["n"] <= f["n"] <= last["n"]]
    fps = (len(during) - 1) / (last["start"] - first["start"])
    shown = [f for f in during if "shown" in f]
    display = [(f["shown"] - t) * 1000 for f in shown for t in f["inputs"]]
    render = [(f["presented"] - f["start"]) * 1000 for f in during]
    interval = 1000 / refresh_hz
    line = f"fps={fps:.1f} frames={len(during)} inputs={sum(len(f['inputs']) for f in during)} "
    bound50, bound99 = interval / 2 + percentile(render, 50), interval + percentile(render, 99)
    if not display:
        sys.exit(f"bench-window: {path}: no frame that took input was reported shown")
    if times_path and any("monotonic" in f for f in shown):
        injected, events = injected_latencies(shown, times_path)
        if not injected:
            sys.exit(f"bench-window: {path}: none of the {events} events matched an injection")
        if len(injected) < events * 0.95:
            sys.exit(f"bench-window: {path}: only {len(injected)} of {events} events matched an injection")
        # What is left under each bound, unrounded (negative: over it).
        line += (
            f"display_p50_ms={percentile(injected, 50):.1f} display_p99_ms={percentile(injected, 99):.1f} "
            f"matched={len(injected)}/{events} "
            f"under_p50_ms={bound50 - percentile(injected, 50):.2f} under_p99_ms={bound99 - percentile(injected, 99):.2f} "
        )
    line += (
        f"event_display_p50_ms={percentile(display, 50):.1f} event_display_p99_ms={percentile(display, 99):.1f} "
        f"render_p50_ms={percentile(render, 50):.1f} render_p99_ms={percentile(render, 99):.1f} "
        f"bound_p50_ms={bound50:.1f} bound_p99_ms={bound99:.1f}"
    )
    aimed = [f for f in shown if "target" in f and "msc" in f]
    scheduled = [f for f in shown if "vblank" in f]
    if scheduled:
        # Waited: the server held it for a vblank, so it was shown about its spare time
        # (vblank - presented) after its present returned; one shown as it arrived was shown
        # about as it returned. The midpoint tells them apart, as the demo's schedule does
        # (X11Host): the mapped times run late by about as much as a frame shown on arrival
        # is shown after its return. The others were shown as they arrived (the server's
        # counter had reached their target: Xvfb's turns half a refresh early), before the
        # vblank the schedule expected (on arrival) or after it (late, shown at once).
        # A frame sent after its vblank cannot have been held for it (RenderLead ignores
        # the classification there too).
        def held(f):
            spare = f["vblank"] - f["presented"]
            return spare > 0 and f["shown"] - f["presented"] > spare / 2

        waited = [f for f in scheduled if held(f)]
        arrived = [f for f in scheduled if not held(f)]
        line += (
            f" shown_on_arrival={sum(1 for f in arrived if f['shown'] < f['vblank'])}/{len(scheduled)}"
            f" waited={len(waited)}/{len(scheduled)}"
            f" after_vblank={sum(1 for f in arrived if f['shown'] >= f['vblank'])}/{len(scheduled)}"
        )
    mscs = [f["msc"] for f in shown if "msc" in f]
    if len(mscs) >= 2:
        # Vblanks from the first frame that took input to the last that showed no new frame.
        distinct = sorted(set(mscs))
        span = distinct[-1] - distinct[0] + 1
        line += (
            f" missed_frames={sum(1 for f in aimed if f['msc'] > f['target'])}/{len(aimed)}"
            f" refreshes_missed={span - len(distinct)}/{span} ({100 * (span - len(distinct)) / span:.2f}%)"
        )
    print(line)


if __name__ == "__main__":
    if sys.argv[1] == "drag":
        drag(float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), *sys.argv[6:7])
    else:
        stats(sys.argv[2], *sys.argv[3:4])
