/// What a view draws its content with, in code: paths filled and stroked with colors and
/// gradients, text, images by asset name, clips and transforms. UIKit's graphics context in
/// `draw(_:)` and SwiftUI's `GraphicsContext` in a `Canvas`.
///
/// A context is handed to ``View/draw(in:)`` (or a ``CanvasView``'s closure) when the view
/// must be drawn: the first time it is shown, after ``View/setNeedsDisplay()``, and when its
/// size or the screen's scale changes. What is drawn is kept in the view's retained layer;
/// moving, scrolling or fading the view composites those pixels again without asking it to
/// draw. The context is valid only during that call.
///
/// Coordinates are in points with the origin at the view's top-left corner and y growing
/// down; the renderer draws at the screen's ``scale``, so lines and text are sharp at any
/// scale. Drawing outside ``size`` is cut off.
///
/// ```swift
/// override func draw(in context: GraphicsContext) {
///   let bounds = Rect(origin: .zero, size: context.size)
///   context.fill(Path(roundedRect: bounds, cornerRadius: 12), with: .color(Color(hex: 0xA9CFEF)))
///   context.withSavedState {
///     context.translateBy(x: bounds.midX, y: bounds.midY)
///     context.rotate(by: .degrees(-20))
///     context.stroke(Path(Rect(x: -30, y: -10, width: 60, height: 20)), with: .color(.white), lineWidth: 2)
///   }
///   context.draw(Text("Harbour", fontSize: 13, isBold: true), at: Point(x: bounds.midX, y: 16))
/// }
/// ```
public final class GraphicsContext {
  /// The size of the area drawn in: the view's bounds size, in points.
  public let size: Size
  /// The pixels per point the drawing is made at (the screen's ``Screen/scale``): a line
  /// `1 / scale` wide is one pixel.
  public let scale: Double
  /// How text will measure when drawn: the screen's ``Screen/textMetrics``.
  public let textMetrics: any TextMetrics

  /// What was drawn, in order.
  package private(set) var commands: [DrawingCommand] = []
  /// The transforms and opacities saved and not yet restored.
  private var saved: [(transform: Transform, opacity: Double)] = []
  /// Whether the call it was made for has returned: drawing after it is ignored.
  private var isFinished = false

  /// The transform from the context's current coordinates to the view's: changed by
  /// ``translateBy(x:y:)``, ``scaleBy(x:y:)``, ``rotate(by:)`` and ``concatenate(_:)``,
  /// restored by ``restoreState()``.
  public private(set) var transform: Transform = .identity

  /// The opacity from 0 to 1 everything drawn next is drawn with, as SwiftUI's
  /// `GraphicsContext.opacity`; saved and restored with the state.
  public var opacity: Double {
    get { currentOpacity }
    set {
      guard !newValue.isNaN else { return reject("opacity \(newValue)") }
      let clamped = Swift.min(1, Swift.max(0, newValue))
      guard clamped != currentOpacity, record(.opacity(clamped)) else { return }
      currentOpacity = clamped
    }
  }

  private var currentOpacity = 1.0

  /// Creates a context for an area of `size` points drawn at `scale` pixels per point,
  /// measuring text with `textMetrics` (`nil`: the estimate a screen uses until a host
  /// installs its renderer's). Views are handed theirs; make one yourself to test a drawing
  /// routine.
  public init(size: Size, scale: Double = 1, textMetrics: (any TextMetrics)? = nil) {
    self.size = size
    self.scale = scale
    self.textMetrics = textMetrics ?? EstimatedTextMetrics.shared
  }

  // MARK: Shapes

  /// Fills the inside of `path` with `shading`, the inside decided by `rule`.
  public func fill(_ path: Path, with shading: Shading, rule: FillRule = .nonZero) {
    guard accepts(path, "fill"), accepts(shading, "fill") else { return }
    record(.fill(path, shading, rule))
  }

  /// Draws the outline of `path` with `shading`, as `style` says.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard accepts(path, "stroke"), accepts(shading, "stroke") else { return }
    guard style.isDrawable else {
      if !(style.lineWidth == 0) { Diagnostics.report("drawing: stroke style \(style) cannot be drawn; skipping") }
      return
    }
    record(.stroke(path, shading, style))
  }

  /// Draws the outline of `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text and images

  /// Draws a line of text in `rect`, as a view draws its ``ViewContent/text(_:)``: aligned
  /// by the text's ``Text/alignment``, centered vertically, not wrapped.
  public func draw(_ text: Text, in rect: Rect) {
    guard rect.isFinite else { return reject("text rectangle \(rect)") }
    record(.text(text, in: rect))
  }

  /// Draws a line of text with the point `anchor` of its box at `point`: the box is the
  /// text's advance wide and its line height tall (``measure(_:)``), and `anchor` is in unit
  /// coordinates of it, `(0.5, 0.5)` its center (the default) and `(0, 0)` its top-left
  /// corner.
  public func draw(_ text: Text, at point: Point, anchor: Point = Point(x: 0.5, y: 0.5)) {
    guard point.isFinite, anchor.isFinite else { return reject("text point \(point) or anchor \(anchor)") }
    record(.textAt(text, point: point, anchor: anchor))
  }

  /// Draws the image the renderer finds under `name` (as ``ViewContent/image(_:)`` names
  /// one) stretched to fill `rect`; a missing image draws the renderer's placeholder.
  public func drawImage(named name: String, in rect: Rect) {
    guard rect.isFinite else { return reject("image rectangle \(rect)") }
    record(.image(name, in: rect))
  }

  /// The size `text` takes when drawn: its advance and its line height, from
  /// ``textMetrics``.
  public func measure(_ text: Text) -> Size {
    Size(width: textMetrics.advance(of: text), height: textMetrics.lineHeight(of: text))
  }

  // MARK: Clipping and transforms

  /// Narrows the area later drawing shows in to the inside of `path`, until the state is
  /// restored.
  public func clip(to path: Path, rule: FillRule = .nonZero) {
    guard accepts(path, "clip") else { return }
    record(.clip(path, rule))
  }

  /// Moves the origin of later drawing by `x` and `y`.
  public func translateBy(x: Double, y: Double) {
    concatenate(Transform(translationX: x, y: y))
  }

  /// Scales later drawing by `x` and `y` about the current origin.
  public func scaleBy(x: Double, y: Double) {
    concatenate(Transform(scaleX: x, y: y))
  }

  /// Rotates later drawing by `angle` about the current origin (clockwise on screen for a
  /// positive angle).
  public func rotate(by angle: Angle) {
    concatenate(Transform(rotationAngle: angle))
  }

  /// Applies `transform` to later drawing, before the current transform. A transform that
  /// cannot be undone (a scale by 0, a non-finite number) is ignored with a diagnostic.
  public func concatenate(_ transform: Transform) {
    guard transform.isInvertible else { return reject("transform \(transform)") }
    guard transform != .identity else { return }
    guard record(.concatenate(transform)) else { return }
    self.transform = transform.concatenating(self.transform)
  }

  /// Saves the transform, the clip and the opacity, to be put back by ``restoreState()``.
  public func saveState() {
    guard record(.save) else { return }
    saved.append((transform, opacity))
  }

  /// Puts back the transform, clip and opacity of the matching ``saveState()``; a restore
  /// without one is ignored with a diagnostic.
  public func restoreState() {
    guard let state = saved.popLast() else {
      return Diagnostics.report("drawing: restoreState() without a matching saveState(); ignoring it")
    }
    record(.restore)
    transform = state.transform
    currentOpacity = state.opacity
  }

  /// Runs `body` between ``saveState()`` and ``restoreState()``, as SwiftUI's scoped copies of
  /// a context: what it changes of the transform, clip and opacity ends with it.
  public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
    saveState()
    defer { restoreState() }
    return try body()
  }

  // MARK: Recording

  /// Appends `command` unless the drawing is over; returns whether it did.
  @discardableResult
  private func record(_ command: DrawingCommand) -> Bool {
    guard !isFinished else {
      Diagnostics.report("drawing: the context was used after the view's draw(in:) returned; ignoring it")
      return false
    }
    commands.append(command)
    return true
  }

  private func accepts(_ path: Path, _ what: String) -> Bool {
    guard path.isFinite else {
      reject("\(what) of a path with a non-finite point")
      return false
    }
    return !path.isEmpty
  }

  private func accepts(_ shading: Shading, _ what: String) -> Bool {
    guard shading.isFinite else {
      reject("\(what) with a non-finite shading")
      return false
    }
    return true
  }

  private func reject(_ what: String) {
    Diagnostics.report("drawing: \(what) cannot be drawn; skipping it")
  }

  /// Ends the drawing: unmatched saves are closed, later calls ignored, and the commands
  /// handed over.
  package func finish() -> [DrawingCommand] {
    while !saved.isEmpty { restoreState() }
    isFinished = true
    return commands
  }
}
