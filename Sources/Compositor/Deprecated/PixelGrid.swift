/// The pixels a window shows at a scale: how its points land on the whole pixels of the
/// output window that shows it.
///
/// Where a window's pixels lie is the renderer's and the window-system hosts' business; an
/// app works in points and sets ``Screen/scale``. This type leaves the public API in the
/// next release.
@available(
  *, deprecated,
  message: "a window's pixels are the renderer's and the hosts'; apps work in points. Removed in the next release"
)
public struct PixelGrid: Hashable, Sendable {
  /// The grid this one forwards to.
  package let windowGrid: WindowPixelGrid

  /// The grid of a window at `frame` (screen points) on a screen of `scale` pixels per point.
  public init(frame: Rect, scale: Double) { windowGrid = WindowPixelGrid(frame: frame, scale: scale) }

  /// Pixels per point.
  public var scale: Double { windowGrid.scale }
  /// Where the window's point `(0, 0)` is, in the output window's pixels.
  public var offset: Point { windowGrid.offset }
  /// The screen pixels whose centres lie in the window's frame: where the output window
  /// sits on the screen's pixels, and how big it is.
  public var pixelFrame: PixelRect { windowGrid.pixelFrame }

  /// The window point at the centre of pixel `(x, y)` of the output window.
  public func centre(x: Int, y: Int) -> Point { windowGrid.centre(x: x, y: y) }

  /// The pixels whose centres lie in `rect` (window points).
  public func pixelCentres(in rect: Rect) -> PixelRect { windowGrid.pixelCentres(in: rect) }
}
