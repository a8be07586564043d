#!/usr/bin/env python3
"""Writes a soak script: the sheet dragged up and down continuously for N frames at 60 Hz."""
import json
import sys

frames = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
events = []
t = 1.5
cycle = 0
while t < frames / 60.0 - 0.5:
    # One drag: grab the grabber at the smallest detent (top 550 at 1280x800), pull to the
    # top and back down over 40 frames, release, let it settle for 20 frames.
    events.append({"t": round(t, 4), "type": "down", "x": 640, "y": 560})
    for i in range(1, 41):
        phase = i / 40.0
        offset = 500 * (phase * 2 if phase < 0.5 else (1 - phase) * 2)
        events.append({"t": round(t + i / 60.0, 4), "type": "move", "x": 640, "y": round(560 - offset, 2)})
    events.append({"t": round(t + 41 / 60.0, 4), "type": "up", "x": 640, "y": 560})
    t += 61 / 60.0
    cycle += 1
until = max(0.0, frames / 60.0 - (events[-1]["t"] if events else 0))
json.dump({"size": {"width": 1280, "height": 800}, "events": events, "until": round(until, 4)}, sys.stdout)
