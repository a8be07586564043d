// Placeholder until the X11Backend module lands.
