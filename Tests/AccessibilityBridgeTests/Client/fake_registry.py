#!/usr/bin/python3
"""A stand-in for at-spi2-core's registry on a private bus, for the keystroke tests: it owns
org.a11y.atspi.Registry, answers Embed, GetRegisteredEvents and GetKeystrokeListeners (one
listener, as Orca registers), and takes NotifyListenersSync as the device event controller
does. Before it answers a key it asks the application (the caller) for its root's role, as
a screen reader asks about the focus while it decides: the answer only comes if the app
serves calls while it waits. It consumes a press of KP_Enter and nothing else, and prints one JSON line
per key: the event's fields and the role it was told. Its first line is "ready".

With "late" as its second argument it has no listener at first: once asked for them, it
says one registered (KeystrokeListenerRegistered, as the registry does when Orca starts
after the app), and after the first key it says it went (KeystrokeListenerDeregistered)."""
import json
import sys

import dbus
import dbus.lowlevel
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

KP_ENTER = 0xFF8D
DEC = "/org/a11y/atspi/registry/deviceeventcontroller"

DBusGMainLoop(set_as_default=True)
bus = dbus.bus.BusConnection(sys.argv[1])
late = len(sys.argv) > 2 and sys.argv[2] == "late"
LISTENER = (":1.99", dbus.ObjectPath("/org/a11y/atspi/listeners/0"), dbus.UInt32(0), dbus.UInt32(0),
            dbus.Array([], signature="(iisi)"), dbus.UInt32(0), (True, True, False))
name = dbus.service.BusName("org.a11y.atspi.Registry", bus)


class Root(dbus.service.Object):
    @dbus.service.method("org.a11y.atspi.Socket", in_signature="(so)", out_signature="(so)")
    def Embed(self, plug):
        return ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")


class Registry(dbus.service.Object):
    @dbus.service.method("org.a11y.atspi.Registry", in_signature="", out_signature="a(ss)")
    def GetRegisteredEvents(self):
        return dbus.Array([], signature="(ss)")


class Controller(dbus.service.Object):
    @dbus.service.method("org.a11y.atspi.DeviceEventController", in_signature="",
                         out_signature="a(souua(iisi)u(bbb))")
    def GetKeystrokeListeners(self):
        if late:
            GLib.timeout_add(300, self.announce, "KeystrokeListenerRegistered")
            return dbus.Array([], signature="(souua(iisi)u(bbb))")
        return dbus.Array([LISTENER], signature="(souua(iisi)u(bbb))")

    def announce(self, member):
        signal = dbus.lowlevel.SignalMessage(DEC, "org.a11y.atspi.DeviceEventListener", member)
        signal.append(dbus.Struct(LISTENER, signature="souua(iisi)u(bbb)"))
        bus.send_message(signal)
        return False

    @dbus.service.method("org.a11y.atspi.DeviceEventController", in_signature="(uinnisb)", out_signature="b",
                         sender_keyword="sender")
    def NotifyListenersSync(self, event, sender=None):
        kind, keysym, code, modifiers, time, string, is_text = event
        app = bus.get_object(sender, "/org/a11y/atspi/accessible/root")
        role = str(app.GetRoleName(dbus_interface="org.a11y.atspi.Accessible", timeout=5))
        print(json.dumps({"type": int(kind), "id": int(keysym), "hw_code": int(code), "modifiers": int(modifiers),
                          "timestamp": int(time), "string": str(string), "is_text": bool(is_text),
                          "role": role}), flush=True)
        if late:
            GLib.timeout_add(10, self.announce, "KeystrokeListenerDeregistered")
        return kind == 0 and keysym == KP_ENTER


Root(bus, "/org/a11y/atspi/accessible/root")
Registry(bus, "/org/a11y/atspi/registry")
Controller(bus, DEC)
print("ready", flush=True)
GLib.MainLoop().run()
