import CX11
import Compositor

/// What the window reads input with and remembers from one event to the next: the
/// keyboard's input method and the filter that sees key strokes first, the pointer
/// sequence a button press opened, the mapping of server time onto the screen's clock,
/// and the events read early, while a present waited, for the next read to hand out.
///
/// Apart from ``X11Window`` because none of it draws: it is the input side of the window,
/// which the window's event reading (`readEvents()`, `translate(_:)`) consults and updates
/// while the window itself owns the X windows it reads from. ``keys`` holds the input
/// method's contexts; the window closes it in `close()`, before it destroys their windows.
struct X11InputState {
  /// The clock event timestamps are mapped onto (the screen's).
  let clock: FrameClock
  /// Key events to keys and text, through the input method.
  let keys: X11KeyTranslator
  /// Sees each key press and release before anything else; `true` drops it (see
  /// ``X11Host/keyStrokeFilter``).
  var keyStrokeFilter: ((X11KeyStroke) -> Bool)?
  /// A file descriptor that, once readable, makes `nextEvents(timeout:)` return early.
  var wakeDescriptor: Int32?
  /// Server timestamps to seconds on ``clock``; the Present extension's USTs share it.
  var timeMapper = ServerTimeMapper()
  /// Whether a pointer sequence is open: its button is down.
  var isPointerDown = false
  /// The button whose press opened the pointer sequence, while one is open.
  var pressedButton: PointerButton = .primary
  /// Events read while waiting for the server to release a pixmap, handed out by the
  /// next read.
  var deferredEvents: [X11Event] = []

  init(clock: FrameClock, keys: X11KeyTranslator) {
    self.clock = clock
    self.keys = keys
  }

  /// The time on ``clock`` of an event the server stamped `serverTime`, read now.
  mutating func time(ofServerTime serverTime: Time) -> Double {
    timeMapper.seconds(serverTime: serverTime, now: clock.now)
  }

  /// Opens a pointer sequence with `button`, unless one is open: the other button's
  /// presses meanwhile are not a sequence of their own. Returns whether it opened one.
  mutating func press(_ button: PointerButton) -> Bool {
    guard !isPointerDown else { return false }
    isPointerDown = true
    pressedButton = button
    return true
  }

  /// Closes the pointer sequence if `button` opened it; returns whether it did.
  mutating func release(_ button: PointerButton) -> Bool {
    guard isPointerDown, button == pressedButton else { return false }
    isPointerDown = false
    return true
  }

  /// The events read early, now the read is due; none are kept.
  mutating func takeDeferredEvents() -> [X11Event] {
    defer { deferredEvents.removeAll() }
    return deferredEvents
  }
}
