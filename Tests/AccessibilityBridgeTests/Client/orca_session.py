#!/usr/bin/python3
"""A private desktop with Orca for the screen-reader tests.

Run under dbus-run-session with HOME, XDG_RUNTIME_DIR, XDG_CONFIG_HOME, XDG_DATA_HOME and
DISPLAY set to the test's own: it starts at-spi2-core's bus launcher on that private session
bus, speech-dispatcher with its dummy output module (no sound device: libao's null driver),
and Orca (Debian's, from its Python package) with user preferences and logs in the work
directory named by the second argument. Orca's speech and braille go, one line each and
flushed at once, to `speech.log`; its debug output, line-buffered, to `orca.debug`.

Its first line on standard output says where the session bus is and every process it
started: {"session": ..., "a11y": ..., "pids": [...]}. It then waits for "quit" on the FIFO
named by the first argument (or for SIGTERM, or for the test's process, the third argument,
to go away), and ends Orca, speech-dispatcher, the accessibility bus and the launcher,
whatever happened; each also dies with this driver (PR_SET_PDEATHSIG).
"""
import ctypes
import json
import os
import select
import signal
import subprocess
import sys
import time

from process_tree import children_of, runs

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SPEECHD = "/usr/bin/speech-dispatcher"
MODULES = "/usr/lib/speech-dispatcher-modules"

fifo_path, work, test_pid = sys.argv[1], sys.argv[2], int(sys.argv[3])
children = []


def die_with_parent():
    """In the child: SIGKILL when this driver dies, however it dies."""
    ctypes.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def start(argv, env=None, log=None):
    out = open(os.path.join(work, log), "ab") if log else subprocess.DEVNULL
    p = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                         preexec_fn=die_with_parent)
    children.append(p.pid)
    return p


def alive(pid):
    try:
        if os.waitpid(pid, os.WNOHANG)[0] == pid:
            return False
    except ChildProcessError:
        pass  # not ours to reap (the launcher's bus daemon): ask /proc
    return runs(pid)


def end_all():
    """Orca first (it talks to the others), then speech-dispatcher, the bus and the launcher;
    whatever has not gone after a few seconds is killed."""
    for pid in reversed(children):
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
        deadline = time.monotonic() + 1
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
    for pid in children:
        if alive(pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
    for pid in children:
        deadline = time.monotonic() + 2
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)


def on_term(signum, frame):
    end_all()
    sys.exit(0)


signal.signal(signal.SIGTERM, on_term)

# The launcher publishes the accessibility bus on the session bus only (not on the display).
env = dict(os.environ)
display = env.pop("DISPLAY", None)
launcher = start([LAUNCHER, "--launch-immediately"], env=env)
import dbus  # noqa: E402

session = dbus.SessionBus()
deadline = time.monotonic() + 20
while not session.name_has_owner("org.a11y.Bus"):
    if time.monotonic() > deadline:
        end_all()
        raise SystemExit("the bus launcher did not come up")
    time.sleep(0.02)
a11y = str(session.get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus"))
# The launcher's own bus daemon is its child: it goes with the others at the end.
children[1:1] = children_of(launcher.pid)

# speech-dispatcher with the dummy module, in the foreground, never timing out; Orca finds
# it at its default socket in XDG_RUNTIME_DIR.
conf = os.path.join(work, "speechd")
os.makedirs(conf, exist_ok=True)
with open(os.path.join(conf, "speechd.conf"), "w") as f:
    f.write('AddModule "dummy" "sd_dummy" ""\nDefaultModule dummy\nAudioOutputMethod "libao"\nLogLevel 3\n')
with open(os.path.join(os.environ["HOME"], ".libao"), "w") as f:
    f.write("default_driver=null\n")
start([SPEECHD, "-s", "-t", "0", "-C", conf, "-m", MODULES, "-L", work], log="speechd.out")

# Orca, from its package, with its speech and braille logged line by line.
launch = r'''
import logging, sys
work, prefs = sys.argv[1], sys.argv[2]
handler = logging.FileHandler(work + "/speech.log", encoding="utf-8")
handler.setFormatter(logging.Formatter("%(message)s"))
for name in ("speech", "braille"):
    logging.getLogger(name).addHandler(handler)
sys.path.insert(1, "/usr/lib/python3/dist-packages")
from orca import debug
debug.debugLevel = debug.LEVEL_ALL
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(work + "/orca.debug", "w", buffering=1, encoding="utf-8")
from orca import orca
manager = orca.getSettingsManager()
manager.activate(prefs, {})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
'''
prefs = os.path.join(work, "orca-prefs")
os.makedirs(prefs, exist_ok=True)
orca_env = dict(os.environ)
orca_env["DISPLAY"] = display or ""
start(["/usr/bin/python3", "-c", launch, work, prefs], env=orca_env, log="orca.out")

sys.stdout.write(json.dumps({"session": os.environ.get("DBUS_SESSION_BUS_ADDRESS", ""), "a11y": a11y,
                             "pids": children}) + "\n")
sys.stdout.flush()

fifo = os.open(fifo_path, os.O_RDONLY | os.O_NONBLOCK)
buffer = b""
try:
    while b"quit" not in buffer:
        select.select([fifo], [], [], 0.1)
        try:
            chunk = os.read(fifo, 4096)
        except BlockingIOError:  # a writer, nothing written yet
            chunk = b""
        buffer += chunk
        if not chunk:
            time.sleep(0.05)
        # The test that started us is gone: so are we.
        try:
            os.kill(test_pid, 0)
        except OSError:
            break
finally:
    end_all()
    sys.stdout.write(json.dumps({"bye": True}) + "\n")
    sys.stdout.flush()
