#!/usr/bin/env bash
# Installs the system packages SheetCompositor builds and tests against, if any are missing.
# Idempotent: does nothing when everything is present. Needs root (or sudo) to install.
set -euo pipefail

packages=(
  pkg-config
  libx11-dev libxext-dev libxtst-dev   # the X11 window, MIT-SHM, XTest input injection
  libxkbcommon-dev                     # keysyms to text when no X input method opens
  libxrandr-dev                        # the display's refresh rate, to pace frames
  libxpresent-dev libxfixes-dev        # frames at the display's vblank (the Present extension)
  libcairo2-dev libpixman-1-dev        # drawing and compositing
  libpng-dev                           # PNG in and out
  libgif-dev                           # the README's animated GIF (giflib)
  libfontconfig-dev                    # a face for characters DejaVu has no glyph for
  fonts-dejavu-core                    # the font text is drawn with
  fonts-droid-fallback                 # the faces for Chinese, Japanese and Korean text
  xclip                                # a second X client on the CLIPBOARD, for the tests
  xvfb xauth                           # a display for tests and headless screenshots
  valgrind                             # counting the script parser's instructions (growth test), leak checks
  xdotool x11-utils                    # the tests' second X clients: closing a window, xprop
  libdbus-1-dev                        # the accessibility bridge's D-Bus library (libdbus)
  dbus at-spi2-core                    # the accessibility tests: a session bus (dbus-run-session),
                                       # the AT-SPI bus launcher and registry
  python3-pyatspi                      # the accessibility tests' client (run with /usr/bin/python3)
  imagemagick                          # scripts/dev/screenshots.sh: import captures the screen, convert crops
  orca speech-dispatcher               # the screen-reader test: Orca itself, speaking through
                                       # speech-dispatcher's dummy module
  python3-gi gir1.2-gtk-3.0            # the screen-reader test's GTK 3 app, Orca's bar
  python3-dbus                         # the tests' bus helpers (the client's bus, a stand-in registry)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "setup: swift is at /opt/swift/usr/bin; add it to PATH" >&2
  else
    echo "setup: a Swift 6 toolchain is required (swift not found on PATH)" >&2
    exit 1
  fi
fi
