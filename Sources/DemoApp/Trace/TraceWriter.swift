import Compositor
import JSONWriting
import SheetOverlay

/// Writes a scene's trace as JSON Lines: every delivered pointer, wheel and key event,
/// every move of the keyboard focus, every recognized tap, every accessibility action,
/// every frame with the sheet's state, and every change of the selected detent or of
/// presentation.
///
/// ```
/// {"t":0.5,"kind":"pointer","phase":"down","x":640,"y":600,"window":"overlay","view":"sheet.grabber"}
/// {"t":0.517,"kind":"frame","n":31,"sheet":{"top":550,"height":250,"detent":{"height":250},...}}
/// ```
public final class TraceWriter {
  /// Receives each finished line, without its newline.
  public let sink: (String) -> Void
  private unowned let scene: DemoScene
  private var lastDetent: SheetOverlayDetent?
  private var lastPresented: Bool?

  /// Attaches to `scene`, writing each line to `sink`.
  public init(scene: DemoScene, sink: @escaping (String) -> Void) {
    self.scene = scene
    self.sink = sink
    scene.onDelivery = { [weak self] d in self?.delivered(d) }
    scene.onAccessibility = { [weak self] view, action, performed in
      guard let self else { return }
      self.sink(
        JSONWriter.object([
          ("t", self.now), ("kind", "\"accessibility\""), ("view", JSONWriter.quoted(view)),
          ("action", JSONWriter.quoted(action)), ("performed", performed ? "true" : "false"),
        ]))
    }
    scene.onTap = { [weak self] window, view in
      guard let self else { return }
      self.sink(
        JSONWriter.object([
          ("t", self.now), ("kind", "\"tap\""), ("window", JSONWriter.quoted(window)),
          ("view", JSONWriter.quoted(view)),
        ]))
    }
  }

  private var now: String { JSONWriter.number(scene.screen.clock.now, decimals: 3) }

  private func delivered(_ d: Delivery) {
    switch d {
    case .pointer(let e, let window, let view):
      sink(
        JSONWriter.object([
          ("t", now), ("kind", "\"pointer\""), ("phase", JSONWriter.quoted(e.phase.rawValue)),
          ("x", JSONWriter.number(e.location.x, decimals: 3)), ("y", JSONWriter.number(e.location.y, decimals: 3)),
          ("window", JSONWriter.quotedOrNull(window?.name)), ("view", JSONWriter.quotedOrNull(view?.identifier)),
        ]))
    case .wheel(let e, let window, let view):
      sink(
        JSONWriter.object([
          ("t", now), ("kind", "\"wheel\""), ("x", JSONWriter.number(e.location.x, decimals: 3)),
          ("y", JSONWriter.number(e.location.y, decimals: 3)), ("dy", JSONWriter.number(e.deltaY, decimals: 3)),
          ("window", JSONWriter.quotedOrNull(window?.name)), ("view", JSONWriter.quotedOrNull(view?.identifier)),
        ]))
    case .key(let e, let window):
      sink(
        JSONWriter.object([
          ("t", now), ("kind", "\"key\""), ("key", JSONWriter.quoted(e.key)),
          ("window", JSONWriter.quotedOrNull(window?.name)),
        ]))
    case .focus(let window, let view):
      sink(
        JSONWriter.object([
          ("t", now), ("kind", "\"focus\""), ("window", JSONWriter.quotedOrNull(window?.name)),
          ("view", JSONWriter.quotedOrNull(view?.identifier)),
        ]))
    case .gesture:
      break
    }
  }

  /// Writes frame `n` and any change of detent or presentation since the last frame.
  public func frame(_ n: Int) {
    let p = scene.presentation!
    let detent = p.selectedDetent
    if detent != lastDetent {
      lastDetent = detent
      sink(JSONWriter.object([("t", now), ("kind", "\"detent\""), ("detent", detent.scriptJSON)]))
    }
    let presented = p.isPresented
    if presented != lastPresented {
      lastPresented = presented
      sink(JSONWriter.object([("t", now), ("kind", "\"presentation\""), ("presented", presented ? "true" : "false")]))
    }
    let pos = p.position
    let size = scene.screen.size
    let sheet = JSONWriter.object([
      ("x", JSONWriter.number(pos.x, decimals: 3)), ("width", JSONWriter.number(pos.width, decimals: 3)),
      ("top", JSONWriter.number(pos.top, decimals: 3)), ("height", JSONWriter.number(pos.height, decimals: 3)),
      ("detent", detent.scriptJSON),
      ("presented", presented ? "true" : "false"),
      ("keyboardOffset", JSONWriter.number(pos.keyboardOffset, decimals: 3)),
      ("phase", JSONWriter.quoted(p.phase.rawValue)),
      ("opacity", JSONWriter.number(p.state.opacity, decimals: 3)),
    ])
    sink(
      JSONWriter.object([
        ("t", now), ("kind", "\"frame\""), ("n", String(n)),
        (
          "screen",
          JSONWriter.object([
            ("width", JSONWriter.number(size.width, decimals: 3)),
            ("height", JSONWriter.number(size.height, decimals: 3)),
          ])
        ),
        ("sheet", sheet),
        ("mainTaps", String(scene.mainTapCount)),
      ]))
  }
}
