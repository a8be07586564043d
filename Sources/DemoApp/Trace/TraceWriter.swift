import Compositor
import SheetOverlay

/// Writes a scene's trace as JSON Lines: every delivered pointer, wheel and key event,
/// every recognized tap, every frame with the sheet's state, and every change of the
/// selected detent or of presentation.
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
    scene.onTap = { [weak self] window, view in
      guard let self else { return }
      self.sink(
        JSONText.object([
          ("t", self.now), ("kind", "\"tap\""), ("window", JSONText.string(window)), ("view", JSONText.string(view)),
        ]))
    }
  }

  private var now: String { JSONText.number(scene.screen.clock.now) }

  private func delivered(_ d: Delivery) {
    switch d {
    case .pointer(let e, let window, let view):
      sink(
        JSONText.object([
          ("t", now), ("kind", "\"pointer\""), ("phase", JSONText.string(e.phase.rawValue)),
          ("x", JSONText.number(e.location.x)), ("y", JSONText.number(e.location.y)),
          ("window", JSONText.optional(window?.name)), ("view", JSONText.optional(view?.identifier)),
        ]))
    case .wheel(let e, let window, let view):
      sink(
        JSONText.object([
          ("t", now), ("kind", "\"wheel\""), ("x", JSONText.number(e.location.x)),
          ("y", JSONText.number(e.location.y)), ("dy", JSONText.number(e.deltaY)),
          ("window", JSONText.optional(window?.name)), ("view", JSONText.optional(view?.identifier)),
        ]))
    case .key(let e, let window):
      sink(
        JSONText.object([
          ("t", now), ("kind", "\"key\""), ("key", JSONText.string(e.key)),
          ("window", JSONText.optional(window?.name)),
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
      sink(JSONText.object([("t", now), ("kind", "\"detent\""), ("detent", detent.scriptJSON)]))
    }
    let presented = p.isPresented
    if presented != lastPresented {
      lastPresented = presented
      sink(JSONText.object([("t", now), ("kind", "\"presentation\""), ("presented", presented ? "true" : "false")]))
    }
    let pos = p.position
    let size = scene.screen.size
    let sheet = JSONText.object([
      ("top", JSONText.number(pos.top)), ("height", JSONText.number(pos.height)), ("detent", detent.scriptJSON),
      ("presented", presented ? "true" : "false"), ("keyboardOffset", JSONText.number(pos.keyboardOffset)),
      ("phase", JSONText.string(p.phase.rawValue)),
    ])
    sink(
      JSONText.object([
        ("t", now), ("kind", "\"frame\""), ("n", String(n)),
        (
          "screen", JSONText.object([("width", JSONText.number(size.width)), ("height", JSONText.number(size.height))])
        ),
        ("sheet", sheet),
        ("mainTaps", String(scene.mainTapCount)),
      ]))
  }
}
