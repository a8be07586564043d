import CX11
import Compositor

/// A window's two X selections: `CLIPBOARD`, the screen's clipboard, and `PRIMARY`, its
/// primary selection.
///
/// Apart from ``X11Window`` because the selections are a protocol of their own between
/// clients, carried by the window's events: the window hands each selection event to the
/// clipboard it names (``selection(_:)``) and the time of each input event to both
/// (``noteInputTime(_:)``), and the host gives the clipboards to the screen.
struct X11Selections {
  /// The `CLIPBOARD` selection, for the screen's clipboard.
  let clipboard: X11Clipboard
  /// The `PRIMARY` selection, for the screen's primary clipboard.
  let primary: X11Clipboard

  /// Both selections for `window` on `connection`, their answers timed on `clock`.
  init(connection: X11Connection, window: UInt, clock: FrameClock) {
    clipboard = X11Clipboard(connection: connection, window: window, clock: clock)
    primary = X11Clipboard(connection: connection, window: window, clock: clock, selectionName: "PRIMARY")
  }

  /// The clipboard of the selection `atom` names: `PRIMARY`'s, else `CLIPBOARD`'s (which
  /// refuses requests for any other).
  func selection(_ atom: Atom) -> X11Clipboard {
    atom == primary.selection ? primary : clipboard
  }

  /// The server time of the latest input event, at which the selections are claimed.
  func noteInputTime(_ time: Time) {
    clipboard.lastEventTime = time
    primary.lastEventTime = time
  }
}
