/// Where the focus ring shows: a stroke around the focused view's rounded shape, cut to
/// the part of the screen the view shows in.
///
/// The renderer draws the ring where the frame says; an app moves the focus
/// (``Screen/focus(_:)``, ``Screen/moveFocus(backward:)``) and reads it
/// (``Screen/focusedView``). This type leaves the public API in the next release.
@available(
  *, deprecated,
  message: "the focus ring's geometry is the renderer's; apps read Screen.focusedView. Removed in the next release"
)
public struct FocusRing: Hashable, Sendable {
  /// The geometry this one forwards to.
  package var geometry: FocusRingGeometry

  /// The ring of `geometry`.
  package init(_ geometry: FocusRingGeometry) { self.geometry = geometry }

  /// The rectangle the stroke's centre line runs along, in screen coordinates.
  public var rect: Rect {
    get { geometry.rect }
    set { geometry.rect = newValue }
  }
  /// The centre line's corner radii.
  public var radii: CornerRadii {
    get { geometry.radii }
    set { geometry.radii = newValue }
  }
  /// The part of the screen the ring may cover.
  public var clip: Rect {
    get { geometry.clip }
    set { geometry.clip = newValue }
  }
  /// The rounded shapes of the view's clipping ancestors, in screen coordinates.
  public var clipShapes: [RoundedRect] {
    get { geometry.clipShapes.map(RoundedRect.init) }
    set { geometry.clipShapes = newValue.map(\.shape) }
  }

  /// How far outside the view the ring's centre line runs, in points.
  public static let offset = FocusRingGeometry.offset
  /// The ring's stroke width, in points.
  public static let width = FocusRingGeometry.width
  /// The ring's colour: the system accent blue, as macOS and iOS draw focus rings.
  public static let color = FocusRingGeometry.color

  /// The rectangle the ring's stroke covers, antialiasing included.
  public var bounds: Rect { geometry.bounds }
}
