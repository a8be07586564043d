import Compositor

/// A view that, armed with a change, makes it from inside the next hit test that reaches
/// it, once: the tree, the windows or a query of its own while the index is answering.
final class ArmedView: View {
  /// The change to make, cleared when made.
  var change: (() -> Void)?
  /// Whether a query made from inside a query disagreed with the walk.
  var innerDisagreement = false

  override func hitTest(_ point: Point) -> View? {
    if let c = change {
      change = nil
      c()
    }
    return super.hitTest(point)
  }
}
