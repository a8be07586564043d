/// One step of a recorded drawing (``GraphicsContext``), in the order it was made. The
/// renderer replays them into the view's retained pixels.
package enum DrawingCommand: Hashable, Sendable {
  /// Fills a path.
  case fill(Path, Shading, FillRule)
  /// Strokes a path's outline.
  case stroke(Path, Shading, StrokeStyle)
  /// A line of text, aligned in a rectangle as a view aligns its text.
  case text(Text, in: Rect)
  /// A line of text placed by an anchor of its box at a point.
  case textAt(Text, point: Point, anchor: Point)
  /// An image by asset name, stretched to fill a rectangle.
  case image(String, in: Rect)
  /// Narrows the clip to a path.
  case clip(Path, FillRule)
  /// Applies a transform before the current one.
  case concatenate(Transform)
  /// Sets the opacity everything after it is drawn with.
  case opacity(Double)
  /// Saves the transform, clip and opacity.
  case save
  /// Restores what the matching save saved.
  case restore
}
