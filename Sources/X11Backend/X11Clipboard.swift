import CX11
import Compositor
import Glibc

/// An X selection behind ``Compositor/Clipboard``: `CLIPBOARD` for the screen's clipboard,
/// `PRIMARY` for its primary selection. Copying (or selecting, for `PRIMARY`) takes
/// ownership of the selection and answers other clients' requests for it (`TARGETS`,
/// `UTF8_STRING`, `STRING`); pasting asks the owner with `XConvertSelection` and hands the
/// text over when its answer arrives, from the host's loop.
///
/// What it does not do: transfers in pieces (`INCR`), so a text larger than the server's
/// request limit is refused to others and a piecewise answer reads as no text.
final class X11Clipboard: Clipboard {
  /// How long a paste waits for the owner's answer before it reads as no text.
  static let answerTimeout = 2.0

  private let connection: X11Connection
  private let window: UInt
  private let clock: FrameClock
  /// The selection's name (`CLIPBOARD`, `PRIMARY`), for messages.
  private let name: String
  /// The selection this clipboard is.
  let selection: Atom
  private let targets: Atom
  private let utf8: Atom
  private let string: Atom
  private let property: Atom
  private let incremental: Atom
  private let atomType: Atom
  /// The text while this window owns the selection.
  private var owned: String?
  /// Pastes waiting for the owner's answer, with when they give up.
  private var waiting: [(completion: (String?) -> Void, deadline: Double)] = []
  /// The server time of the latest input event, which ownership is claimed at.
  var lastEventTime: UInt = 0

  /// The selection named `selectionName` (`CLIPBOARD` or `PRIMARY`) for `window`.
  init(connection: X11Connection, window: UInt, clock: FrameClock, selectionName: String = "CLIPBOARD") {
    self.connection = connection
    self.window = window
    self.clock = clock
    name = selectionName
    selection = connection.atom(selectionName)
    targets = connection.atom("TARGETS")
    utf8 = connection.atom("UTF8_STRING")
    string = connection.atom("STRING")
    property = connection.atom("SHEET_COMPOSITOR_" + selectionName)
    incremental = connection.atom("INCR")
    atomType = connection.atom("ATOM")
  }

  /// Puts `text` on the clipboard: this window takes the selection. While it holds it (a
  /// selection growing under a drag), only the text it answers with changes.
  func setText(_ text: String) {
    if owned != nil {
      owned = text
      return
    }
    owned = text
    XSetSelectionOwner(connection.display, selection, window, lastEventTime)
    if XGetSelectionOwner(connection.display, selection) != window {
      owned = nil
      Diagnostics.report("X11 \(connection.name): another client kept the \(name) selection")
    }
    XFlush(connection.display)
  }

  /// Reads the clipboard: at once when this window owns it, else when the owner answers
  /// (`nil` without an owner, a text, or an answer within ``answerTimeout``).
  func readText(_ completion: @escaping (String?) -> Void) {
    // Another client may have taken the selection since: its SelectionClear may still wait
    // in the queue, so ask the server who owns it.
    let owner = XGetSelectionOwner(connection.display, selection)
    if owner == window, let owned {
      completion(owned)
      return
    }
    owned = nil
    guard owner != 0 else {
      completion(nil)
      return
    }
    // One request answers every paste waiting for it.
    if waiting.isEmpty {
      XConvertSelection(connection.display, selection, utf8, property, window, lastEventTime)
      XFlush(connection.display)
    }
    waiting.append((completion, clock.now + Self.answerTimeout))
  }

  /// When the earliest waiting paste gives up, if any waits.
  var nextDeadline: Double? { waiting.map(\.deadline).min() }

  /// Gives up on pastes whose owner did not answer in time.
  func expire() {
    let now = clock.now
    let late = waiting.filter { $0.deadline <= now }
    guard !late.isEmpty else { return }
    waiting.removeAll { $0.deadline <= now }
    Diagnostics.report("X11 \(connection.name): the \(name) owner did not answer")
    for paste in late { paste.completion(nil) }
  }

  /// Another client took the selection.
  func selectionCleared(_ event: XSelectionClearEvent) {
    guard event.selection == selection else { return }
    owned = nil
  }

  /// Answers another client's request for the selection this window owns.
  func answer(_ request: XSelectionRequestEvent) {
    var reply = XSelectionEvent()
    reply.type = SelectionNotify
    reply.display = request.display
    reply.requestor = request.requestor
    reply.selection = request.selection
    reply.target = request.target
    reply.time = request.time
    // An old client names no property: it wants the target's own.
    let destination = request.property != 0 ? request.property : request.target
    reply.property = 0
    if request.selection == selection, let owned {
      let display = connection.display
      if request.target == targets {
        var offered: [Atom] = [targets, utf8, string]
        let count = Int32(offered.count)
        offered.withUnsafeMutableBytes { bytes in
          _ = XChangeProperty(
            display, request.requestor, destination, atomType, 32, PropModeReplace,
            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
        reply.property = destination
      } else if request.target == utf8 || request.target == string {
        // STRING is Latin-1: a text it cannot hold goes as UTF-8 anyway, as GTK sends it.
        let bytes = Array(owned.utf8)
        if bytes.count < Int(XMaxRequestSize(display)) * 4 - 64 {
          XChangeProperty(
            display, request.requestor, destination, request.target, 8, PropModeReplace, bytes, Int32(bytes.count))
          reply.property = destination
        } else {
          Diagnostics.report("X11 \(connection.name): a clipboard text of \(bytes.count) bytes is too large to send")
        }
      }
    }
    var event = XEvent()
    event.xselection = reply
    XSendEvent(connection.display, request.requestor, 0, 0, &event)
    XFlush(connection.display)
  }

  /// The owner's answer to this window's request: the text, read from the property.
  func received(_ notify: XSelectionEvent) {
    guard notify.selection == selection, !waiting.isEmpty else { return }
    let pastes = waiting
    waiting.removeAll()
    let text = notify.property == 0 ? nil : readProperty()
    for paste in pastes { paste.completion(text) }
  }

  /// The text in this window's property, which is then deleted; `nil` for none, for a
  /// type other than UTF-8 or Latin-1, and for a transfer in pieces.
  private func readProperty() -> String? {
    let display = connection.display
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, property, 0, Int(Int32.max) / 4, 1, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, format == 8 else {
      if type == incremental {
        Diagnostics.report("X11 \(connection.name): a clipboard text sent in pieces is refused")
      }
      return nil
    }
    let bytes = UnsafeBufferPointer(start: data, count: Int(count))
    if type == utf8 { return String(decoding: bytes, as: UTF8.self) }
    if type == string { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
    return nil
  }
}
