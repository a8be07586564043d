/// Where the focus ring shows: a stroke around the focused view's rounded shape, just
/// outside it, or just inside it where a clipping ancestor would cut an outside ring (a
/// sheet's grabber at the sheet's top edge), cut to the part of the screen the view shows
/// in.
public struct FocusRing: Hashable, Sendable {
  /// The rectangle the stroke's centre line runs along, in screen coordinates.
  public var rect: Rect
  /// The centre line's corner radii.
  public var radii: CornerRadii
  /// The part of the screen the ring may cover: the view's visible area, grown by the
  /// ring's reach, cut by its clipping ancestors and the screen.
  public var clip: Rect
  /// The rounded shapes of the view's clipping ancestors, in screen coordinates: the ring is
  /// cut to each of them too, so it never shows outside a rounded card it is clipped by.
  public var clipShapes: [RoundedRect]

  /// How far outside the view the ring's centre line runs, in points.
  public static let offset = 3.0
  /// The ring's stroke width, in points.
  public static let width = 3.0
  /// The ring's colour: the system accent blue, as macOS and iOS draw focus rings.
  public static let color = Color(hex: 0x007AFF, alpha: 0.9)

  /// The ring around a view at `frame` with corner radii `radii`, outside it when the ring
  /// fits within `room`, else inside it; cut to `clip` and to each of `clipShapes`.
  public init(around frame: Rect, radii: CornerRadii, room: Rect, clip: Rect, clipShapes: [RoundedRect] = []) {
    let reach = Self.offset + Self.width / 2
    let outside = frame.insetBy(dx: -reach, dy: -reach)
    let d = room.contains(outside) ? -Self.offset : Self.width / 2 + 1
    rect = frame.insetBy(dx: d, dy: d)
    func radius(_ r: Double) -> Double { r > 0 ? Swift.max(0, r - d) : 0 }
    self.radii = CornerRadii(
      topLeft: radius(radii.topLeft), topRight: radius(radii.topRight), bottomLeft: radius(radii.bottomLeft),
      bottomRight: radius(radii.bottomRight))
    self.clip = clip
    self.clipShapes = clipShapes
  }

  /// The rectangle the ring's stroke covers, antialiasing included.
  public var bounds: Rect {
    let reach = Self.width / 2 + 1
    return rect.insetBy(dx: -reach, dy: -reach).intersection(clip)
  }
}
