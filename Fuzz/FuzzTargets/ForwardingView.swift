import Compositor

/// A view whose hit test sends every hit inside it to another view, anywhere.
final class ForwardingView: View {
  weak var target: View?

  init(identifier: String, frame: Rect, target: View?) {
    self.target = target
    super.init(identifier: identifier, frame: frame)
  }

  override func hitTest(_ point: Point) -> View? {
    guard let hit = super.hitTest(point) else { return nil }
    return target ?? hit
  }
}
