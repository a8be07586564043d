#!/usr/bin/python3
"""A real AT-SPI client for the accessibility tests, on Debian's pyatspi (libatspi).

Run under dbus-run-session: it starts at-spi2-core's bus launcher on that private session
bus, then answers commands, one JSON object a line read from the FIFO named by its only
argument, with one JSON line each on standard output. Its first line says where the buses
are: {"session": ..., "a11y": ...}. It never waits longer than a command's timeout.
"""
import json
import os
import select
import signal
import subprocess
import sys
import time

from process_tree import children_of

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def start_bus():
    env = dict(os.environ)
    env.pop("DISPLAY", None)  # the launcher would publish the address on that display
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"], env=env, stdout=subprocess.DEVNULL)
    import dbus
    bus = dbus.SessionBus()
    deadline = time.monotonic() + 20
    while not bus.name_has_owner("org.a11y.Bus"):
        if time.monotonic() > deadline:
            raise SystemExit("the bus launcher did not come up")
        time.sleep(0.02)
    address = str(bus.get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus"))
    return launcher, bus, address


launcher, session, a11y_address = start_bus()
os.environ.pop("DISPLAY", None)
import gi  # noqa: E402
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

events = []


def on_event(event):
    try:
        data = event.any_data
        if isinstance(data, pyatspi.Accessible):
            data = {"name": data.name, "role": data.getRoleName()}
        elif data is not None and not isinstance(data, (str, int, float, bool)):
            data = str(data)
    except Exception as e:  # a source already gone
        data = "error: %s" % e
    try:
        source = {"name": event.source.name, "role": event.source.getRoleName(), "id": event.source.accessibleId}
    except Exception:
        source = {}
    events.append({"type": event.type, "detail1": event.detail1, "detail2": event.detail2,
                   "source": source, "data": data})


def pump(seconds=0.0):
    """Dispatches what libatspi has received, for at least `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def app(name, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for a in desktop:
            if a is not None and a.name == name:
                return a
        if time.monotonic() > deadline:
            return None
        pump(0.05)


def walk(acc, visit, depth=0):
    if depth > 50:
        return None
    if visit(acc):
        return acc
    for child in acc:
        if child is None:
            continue
        found = walk(child, visit, depth + 1)
        if found is not None:
            return found
    return None


def find(cmd, timeout=None):
    root = app(cmd.get("app", "sheet-demo"), cmd.get("timeout", 10.0))
    if root is None:
        return None
    role, name = cmd.get("role"), cmd.get("name")
    deadline = time.monotonic() + (timeout if timeout is not None else cmd.get("timeout", 10.0))
    while True:
        found = walk(root, lambda a: (role is None or a.getRoleName() == role) and (name is None or a.name == name))
        if found is not None or time.monotonic() > deadline:
            return found
        pump(0.05)


def describe(acc):
    out = {"name": acc.name, "role": acc.getRoleName(), "description": acc.description,
           "id": acc.accessibleId,
           "states": sorted(pyatspi.stateToString(s) for s in acc.getState().getStates()),
           "children": [c.name for c in acc], "index": acc.getIndexInParent(),
           "interfaces": list(acc.get_interfaces()),
           "attributes": dict(a.split(":", 1) for a in acc.getAttributes() if ":" in a)}
    try:
        e = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        out["extents"] = [e.x, e.y, e.width, e.height]
    except NotImplementedError:
        pass
    try:
        v = acc.queryValue()
        out["value"] = {"current": v.currentValue, "minimum": v.minimumValue, "maximum": v.maximumValue,
                        "text": Atspi.Value.get_text(acc)}
    except NotImplementedError:
        pass
    try:
        a = acc.queryAction()
        out["actions"] = [a.getName(i) for i in range(a.nActions)]
    except NotImplementedError:
        pass
    try:
        t = acc.queryText()
        out["text"] = t.getText(0, -1)
    except NotImplementedError:
        pass
    return out


def kill_bus():
    """Kills the accessibility bus: the launcher's dbus-daemon, then the launcher."""
    daemon = session.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus")
    launcher_pid = int(daemon.GetConnectionUnixProcessID("org.a11y.Bus", dbus_interface="org.freedesktop.DBus"))
    children = children_of(launcher_pid)
    for pid in children + [launcher_pid]:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return {"killed": children + [launcher_pid]}


def handle(cmd):
    c = cmd["cmd"]
    if c == "apps":
        deadline = time.monotonic() + cmd.get("timeout", 10.0)
        while True:
            names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
            if cmd.get("until") is None or cmd["until"] in names or time.monotonic() > deadline:
                return {"apps": names}
            pump(0.05)
    if c == "listen":
        for t in cmd["events"]:
            pyatspi.Registry.registerEventListener(on_event, t)
        pump(0.2)
        return {"listening": cmd["events"]}
    if c == "find":
        acc = find(cmd)
        return describe(acc) if acc is not None else {"error": "not found"}
    if c == "do_action":
        acc = find(cmd)
        if acc is None:
            return {"error": "not found"}
        a = acc.queryAction()
        names = [a.getName(i) for i in range(a.nActions)]
        if cmd["action"] not in names:
            return {"error": "no action %s in %s" % (cmd["action"], names)}
        return {"done": bool(a.doAction(names.index(cmd["action"])))}
    if c == "set_value":
        acc = find(cmd)
        if acc is None:
            return {"error": "not found"}
        acc.queryValue().currentValue = float(cmd["value"])
        return {"done": True}
    if c == "text":
        acc = find(cmd)
        if acc is None:
            return {"error": "not found"}
        t = acc.queryText()
        n = t.getNSelections()
        return {"text": t.getText(0, -1), "caret": t.caretOffset,
                "selections": [list(t.getSelection(i)) for i in range(n)], "selection0": list(t.getSelection(0))}
    if c == "text_call":
        acc = find(cmd)
        if acc is None:
            return {"error": "not found"}
        target = acc.queryEditableText() if cmd.get("editable") else acc.queryText()
        result = getattr(target, cmd["method"])(*cmd.get("args", []))
        return {"result": list(result) if isinstance(result, tuple) else result}
    if c == "grab_focus":
        acc = find(cmd)
        return {"done": bool(acc.queryComponent().grabFocus())} if acc is not None else {"error": "not found"}
    if c == "wait_event":
        deadline = time.monotonic() + cmd.get("timeout", 10.0)
        while True:
            for i, e in enumerate(events):
                if e["type"] == cmd["type"] and all(e.get(k) == v for k, v in cmd.get("match", {}).items()) and \
                        all(e["source"].get(k) == v for k, v in cmd.get("source", {}).items()):
                    del events[:i + 1]
                    return {"event": e}
            if time.monotonic() > deadline:
                return {"error": "no %s within %ss" % (cmd["type"], cmd.get("timeout", 10.0)),
                        "seen": [e["type"] for e in events][-20:]}
            pump(0.02)
    if c == "events":
        pump(cmd.get("pump", 0.0))
        seen = list(events)
        del events[:]
        return {"events": seen}
    if c == "kill_bus":
        return kill_bus()
    return {"error": "unknown command %s" % c}


def main():
    fifo = os.open(sys.argv[1], os.O_RDONLY | os.O_NONBLOCK)
    say({"session": os.environ.get("DBUS_SESSION_BUS_ADDRESS", ""), "a11y": a11y_address})
    buffer = b""
    while True:
        ready, _, _ = select.select([fifo], [], [], 0.02)
        pump()
        if not ready:
            continue
        chunk = os.read(fifo, 65536)
        if not chunk:  # no writer yet, or the test closed it
            time.sleep(0.02)
            continue
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            cmd = json.loads(line)
            if cmd["cmd"] == "quit":
                # The launcher's bus daemon outlives the session bus: end it with the
                # launcher (the registry leaves with its bus).
                try:
                    kill_bus()
                except Exception:
                    launcher.kill()
                say({"bye": True})
                return
            try:
                say(handle(cmd))
            except Exception as e:  # an answer, never a hang
                say({"error": "%s: %s" % (type(e).__name__, e)})


main()
