/// What a view draws on top of its background, below its subviews.
public enum ViewContent: Hashable, Sendable {
  /// Nothing beyond the background.
  case none
  /// A line of text.
  case text(Text)
  /// A line of text being edited: its caret, selection and sideways scroll.
  case editableText(EditableText)
  /// An image loaded by name from the renderer's asset catalog, scaled to fill the view.
  case image(String)
  /// A rectangle outline of the given width and color, following the corner radii.
  case stroke(Color, width: Double)
}
