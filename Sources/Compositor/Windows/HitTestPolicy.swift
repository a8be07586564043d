/// How a window answers a point that lands on its own root view.
public enum HitTestPolicy: Hashable, Sendable {
  /// The root view answers: the window blocks everything below it within its frame.
  case opaque
  /// The root view never answers, so a point on no subview falls through to the
  /// windows below — SheetOverlay's window, whose only target is the sheet.
  case passthrough
}
