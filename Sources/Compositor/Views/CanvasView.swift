/// A view that draws its content with a closure, as SwiftUI's `Canvas` and GTK's
/// `GtkDrawingArea`: ``View/draw(in:)`` for apps that do not subclass.
///
/// The closure runs when the view must be drawn: when it is first shown, after
/// ``View/setNeedsDisplay()``, and when its size or the screen's scale changes. What it
/// draws is kept in the view's retained layer, so moving, scrolling or fading the view
/// never runs it again.
///
/// ```swift
/// let map = CanvasView(identifier: "map") { context, size in
///   context.fill(Path(Rect(origin: .zero, size: size)), with: .color(Color(hex: 0xE4EBD8)))
///   var trail = Path()
///   trail.move(to: Point(x: 20, y: size.height - 20))
///   trail.addCurve(
///     to: Point(x: size.width - 20, y: 30), control1: Point(x: size.width / 2, y: size.height),
///     control2: Point(x: size.width / 2, y: 0))
///   context.stroke(trail, with: .color(Color(hex: 0x8C6D46)), style: StrokeStyle(lineWidth: 4, lineCap: .round))
/// }
/// ```
open class CanvasView: View {
  /// Draws the view's content into the context, which is the size of the view's bounds
  /// (given again as the second argument). Setting it draws the view again.
  public var onDraw: ((GraphicsContext, Size) -> Void)? {
    didSet { setNeedsDisplay() }
  }

  /// Creates a canvas that draws with `onDraw`.
  public init(
    identifier: String = "", frame: Rect = .zero, onDraw: ((GraphicsContext, Size) -> Void)? = nil
  ) {
    self.onDraw = onDraw
    super.init(identifier: identifier, frame: frame)
  }

  /// Runs ``onDraw``.
  open override func draw(in context: GraphicsContext) {
    onDraw?(context, context.size)
  }
}
