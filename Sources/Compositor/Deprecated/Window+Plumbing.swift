// A window's damage and its shapes in pixels: the renderer's and the hosts' plumbing,
// public until this release.
extension Window {
  /// Whether view changes are recorded as damage.
  @available(
    *, deprecated,
    message: "damage is the renderer's and the hosts'. Removed in the next release"
  )
  public var tracksDamage: Bool {
    get { recordsDamage }
    set { recordsDamage = newValue }
  }

  /// The area of the window's own pixels, in window coordinates, that changed since the
  /// renderer last took it.
  @available(
    *, deprecated,
    message: "damage is the renderer's and the hosts'; apps call View.setNeedsDisplay(). Removed in the next release"
  )
  public var damage: Region { Region(damagedArea) }

  /// Marks `rect` (window coordinates) as needing to be redrawn and recomposited.
  @available(
    *, deprecated,
    message: "damage is the renderer's and the hosts'; apps call View.setNeedsDisplay(). Removed in the next release"
  )
  public func addDamage(_ rect: Rect) { markDamaged(rect) }

  /// The pixels whose centres this window's hit test takes, as disjoint whole-pixel
  /// rectangles: the input shape a window system such as X11's SHAPE wants.
  @available(
    *, deprecated,
    message: "the input shape is the X11 host's; apps ask Screen.hitTest(_:). Removed in the next release"
  )
  public func hitRegion(scale: Double = 1) -> [PixelRect] { inputShape(scale: scale) }

  /// The pixels this window draws, as disjoint whole-pixel rectangles: what a window
  /// system such as X11's SHAPE shows of it.
  @available(
    *, deprecated,
    message: "the visual shape is the X11 host's. Removed in the next release"
  )
  public func visualRegion(scale: Double = 1) -> [PixelRect] { visualShape(scale: scale) }
}
