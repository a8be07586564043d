import Compositor
import JSONWriting
import SheetOverlay

/// Writes a scene's trace as JSON Lines: every delivered pointer, wheel and key event,
/// every move of the keyboard focus, every edit of a text field, every recognized tap,
/// every accessibility action, every refused dismissal, every frame with the sheets' state
/// and the list's scroll offset, and every change of a sheet's selected detent or
/// presentation.
///
/// ```
/// {"t":0.5,"kind":"pointer","phase":"down","x":640,"y":600,"window":"overlay","view":"sheet.grabber"}
/// {"t":0.517,"kind":"frame","n":31,"sheet":{"top":550,"height":250,"detent":{"height":250},...}}
/// {"t":0.6,"kind":"key","key":"a","view":"search","at":0,"insert":"a"}
/// {"t":0.8,"kind":"text","view":"search","caret":0,"selection":[0,1]}
/// ```
///
/// An edit is written as what changed, in characters, never as the whole text, so a long
/// note typed key by key makes a trace as long as the note, not as its square: `"at"` and
/// `"insert"` for text put in at a point, `"delete"` for characters taken away,
/// `"replace"` and `"with"` for both, then `"caret"` and `"selection"` when they are not
/// where the edit leaves them (after the new text, nothing selected). A key that edited
/// a field is one line, the key's with the field's `"view"` and its edit in place of the
/// window; an edit by the pointer (a click placing the caret, a drag or a double-click
/// selecting, a middle-click paste) or by the app is a `"text"` line.
package final class TraceWriter {
  /// Receives each finished line, without its newline.
  private let sink: (String) -> Void
  private unowned let scene: DemoScene
  /// Whether a frame whose state equals the last one written still gets its line.
  let writesUnchangedFrames: Bool
  /// The detent and presentation last written, by sheet id (`""` while there is one).
  private var last: [String: (detent: SheetOverlayDetent?, presented: Bool?)] = [:]
  /// The state the last frame line wrote: all of it but its time and number.
  private var lastFrameState: String?
  /// The line of the key being delivered, held until it is known whether it edited a
  /// field (then the edit joins it) or not (then it is written as it is).
  private var pendingKey: (time: String, key: [(String, String)], window: (String, String))?

  /// Attaches to `scene`, writing each line to `sink`.
  ///
  /// A headless replay writes every frame of its virtual clock (`writesUnchangedFrames`),
  /// the time base its traces are read against. The window draws a frame whenever input
  /// wakes it, a pointer merely passing over the map included; there a frame line is
  /// written only when the state it shows changed, so the trace says what happened, not
  /// how often the loop woke.
  init(scene: DemoScene, sink: @escaping (String) -> Void, writesUnchangedFrames: Bool = true) {
    self.scene = scene
    self.sink = sink
    self.writesUnchangedFrames = writesUnchangedFrames
    scene.onDelivery = { [weak self] d in self?.delivered(d) }
    scene.onAccessibility = { [weak self] view, action, performed in
      guard let self else { return }
      self.write([
        ("t", self.now), ("kind", "\"accessibility\""), ("view", JSONWriter.quoted(view)),
        ("action", JSONWriter.quoted(action)), ("performed", performed ? "true" : "false"),
      ])
    }
    scene.onDismissAttempt = { [weak self] id, reason in
      guard let self else { return }
      self.write([
        ("t", self.now), ("kind", "\"dismissAttempt\""), ("id", JSONWriter.quoted(id)),
        ("reason", JSONWriter.quoted(reason)),
      ])
    }
    scene.onTextEdit = { [weak self] view, line in self?.edited(view, line) }
    scene.onTap = { [weak self] window, view in
      guard let self else { return }
      self.write([
        ("t", self.now), ("kind", "\"tap\""), ("window", JSONWriter.quoted(window)),
        ("view", JSONWriter.quoted(view)),
      ])
    }
  }

  /// Writes the key line still held, if any: the trace is whole up to now.
  func flush() {
    guard let key = pendingKey else { return }
    pendingKey = nil
    sink(JSONWriter.object([("t", key.time), ("kind", "\"key\"")] + key.key + [key.window]))
  }

  /// Writes one line of `members`, after the key line still held.
  private func write(_ members: [(String, String)]) {
    flush()
    sink(JSONWriter.object(members))
  }

  /// An edit of the field `view`, which holds `line` now: joined to the key that made it,
  /// or a line of its own.
  private func edited(_ view: String, _ line: LineEditor) {
    var members: [(String, String)] = [("view", JSONWriter.quoted(view))]
    var implied = false
    if let change = line.lastChange {
      let r = change.range
      if r.isEmpty {
        members += [("at", String(r.lowerBound)), ("insert", JSONWriter.quoted(change.replacement))]
      } else if change.replacement.isEmpty {
        members += [("delete", "[\(r.lowerBound),\(r.upperBound)]")]
      } else {
        members += [("replace", "[\(r.lowerBound),\(r.upperBound)]"), ("with", JSONWriter.quoted(change.replacement))]
      }
      implied = !line.hasSelection && line.caret == r.lowerBound + change.replacement.count
    }
    if !implied {
      let s = line.selection
      members += [("caret", String(line.caret)), ("selection", "[\(s.lowerBound),\(s.upperBound)]")]
    }
    if let key = pendingKey {
      pendingKey = nil
      sink(JSONWriter.object([("t", key.time), ("kind", "\"key\"")] + key.key + members))
    } else {
      write([("t", now), ("kind", "\"text\"")] + members)
    }
  }

  private var now: String { JSONWriter.number(scene.screen.clock.now, decimals: 3) }

  private func delivered(_ d: Delivery) {
    switch d {
    case .pointer(let e, let window, let view):
      // A button other than the primary and the modifiers held are written when there
      // are any, as a script gives them.
      var extra: [(String, String)] = []
      if e.button != .primary { extra.append(("button", JSONWriter.quoted(e.button.rawValue))) }
      if !e.modifiers.isEmpty { extra.append(("modifiers", KeyName.modifiersJSON(e.modifiers))) }
      write(
        [
          ("t", now), ("kind", "\"pointer\""), ("phase", JSONWriter.quoted(e.phase.rawValue)),
          ("x", JSONWriter.number(e.location.x, decimals: 3)), ("y", JSONWriter.number(e.location.y, decimals: 3)),
        ] + extra + [
          ("window", JSONWriter.quotedOrNull(window?.name)), ("view", JSONWriter.quotedOrNull(view?.identifier)),
        ])
    case .wheel(let e, let window, let view):
      write([
        ("t", now), ("kind", "\"wheel\""), ("x", JSONWriter.number(e.location.x, decimals: 3)),
        ("y", JSONWriter.number(e.location.y, decimals: 3)), ("dy", JSONWriter.number(e.deltaY, decimals: 3)),
        ("window", JSONWriter.quotedOrNull(window?.name)), ("view", JSONWriter.quotedOrNull(view?.identifier)),
      ])
    case .key(let e, let window):
      // Key lines are presses, as a script writes them; releases reach the screen untraced.
      guard e.phase == .down else { return }
      flush()
      pendingKey = (now, KeyName.members(e.key, e.modifiers), ("window", JSONWriter.quotedOrNull(window?.name)))
    case .focus(let window, let view):
      write([
        ("t", now), ("kind", "\"focus\""), ("window", JSONWriter.quotedOrNull(window?.name)),
        ("view", JSONWriter.quotedOrNull(view?.identifier)),
      ])
    case .gesture:
      break
    }
  }

  /// Writes frame `n` (unless it shows nothing new and unchanged frames are not written)
  /// and any change of detent or presentation since the last frame.
  ///
  /// With more than one sheet (the details stacked over the list), detent and presentation
  /// lines carry the sheet's `"id"`, and frame lines add `"sheets"`: every presented
  /// sheet's id and state, bottom first. `"sheet"` stays the list sheet's.
  func frame(_ n: Int) {
    flush()
    let sheets = scene.sheets
    let many = sheets.count > 1
    for (name, p) in sheets {
      let id: (String, String)? = many ? ("id", JSONWriter.quoted(name)) : nil
      let key = many ? name : ""
      var seen = last[key] ?? (nil, nil)
      let detent = p.selectedDetent
      if detent != seen.detent {
        seen.detent = detent
        sink(
          JSONWriter.object(
            [("t", now), ("kind", "\"detent\"")] + [id].compactMap { $0 } + [("detent", detent.scriptJSON)]))
      }
      if p.isPresented != seen.presented {
        seen.presented = p.isPresented
        sink(
          JSONWriter.object(
            [("t", now), ("kind", "\"presentation\"")] + [id].compactMap { $0 }
              + [("presented", p.isPresented ? "true" : "false")]))
      }
      last[key] = seen
    }
    let size = scene.screen.size
    var members: [(String, String)] = [
      (
        "screen",
        JSONWriter.object([
          ("width", JSONWriter.number(size.width, decimals: 3)),
          ("height", JSONWriter.number(size.height, decimals: 3)),
        ])
      ),
      ("sheet", JSONWriter.object(Self.state(of: scene.presentation))),
    ]
    if many {
      let shown = sheets.filter { $0.presentation.phase != .dismissed }
      let list = shown.map { JSONWriter.object([("id", JSONWriter.quoted($0.id))] + Self.state(of: $0.presentation)) }
      members.append(("sheets", "[" + list.joined(separator: ",") + "]"))
    }
    members.append(("listOffset", JSONWriter.number(scene.places.list.contentOffset.y, decimals: 3)))
    members.append(("mainTaps", String(scene.topBar.tapCount)))
    let state = JSONWriter.object(members)
    guard writesUnchangedFrames || state != lastFrameState else { return }
    lastFrameState = state
    sink(JSONWriter.object([("t", now), ("kind", "\"frame\""), ("n", String(n))] + members))
  }

  /// A sheet's state this frame, as frame lines write it.
  static func state(of p: SheetOverlayPresentation) -> [(String, String)] {
    let pos = p.position
    return [
      ("x", JSONWriter.number(pos.x, decimals: 3)), ("width", JSONWriter.number(pos.width, decimals: 3)),
      ("top", JSONWriter.number(pos.top, decimals: 3)), ("height", JSONWriter.number(pos.height, decimals: 3)),
      ("detent", p.selectedDetent.scriptJSON),
      ("presented", p.isPresented ? "true" : "false"),
      ("keyboardOffset", JSONWriter.number(pos.keyboardOffset, decimals: 3)),
      ("phase", JSONWriter.quoted(p.phase.rawValue)),
      ("opacity", JSONWriter.number(p.state.opacity, decimals: 3)),
    ]
  }
}
