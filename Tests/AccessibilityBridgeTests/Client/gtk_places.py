#!/usr/bin/python3
"""A small GTK 3 app with the demo's kinds of controls, for the screen-reader tests to hear
Orca speak for a toolkit it knows: a window titled "GTK Places" holding a push button
("Show sheet"), an entry named "Search places", a slider named "Sheet grabber" and a list
of two places. It prints "ready" once its window is shown, and runs until killed."""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

window = Gtk.Window(title="GTK Places")
window.set_default_size(400, 300)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
button = Gtk.Button(label="Show sheet")
entry = Gtk.Entry()
entry.get_accessible().set_name("Search places")
scale = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 2, 1)
scale.get_accessible().set_name("Sheet grabber")
places = Gtk.ListBox()
places.get_accessible().set_name("Places")
for name in ["City Museum", "Musée des Beaux-Arts"]:
    places.add(Gtk.Label(label=name))
for widget in [button, entry, scale, places]:
    box.pack_start(widget, False, False, 0)
window.add(box)
window.connect("destroy", Gtk.main_quit)
window.show_all()


def ready():
    print("ready", flush=True)
    return False


GLib.idle_add(ready)
Gtk.main()
sys.exit(0)
