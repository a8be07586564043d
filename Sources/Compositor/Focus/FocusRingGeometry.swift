/// Where the focus ring shows: a stroke around the focused view's rounded shape, just
/// outside it, or just inside it where a clipping ancestor would cut an outside ring (a
/// sheet's grabber at the sheet's top edge), cut to the part of the screen the view shows
/// in.
package struct FocusRingGeometry: Hashable, Sendable {
  /// The rectangle the stroke's centre line runs along, in screen coordinates.
  package var rect: Rect
  /// The centre line's corner radii.
  package var radii: CornerRadii
  /// The part of the screen the ring may cover: the view's visible area, grown by the
  /// ring's reach, cut by its clipping ancestors and the screen.
  package var clip: Rect
  /// The rounded shapes of the view's clipping ancestors, in screen coordinates: the ring is
  /// cut to each of them too, so it never shows outside a rounded card it is clipped by.
  package var clipShapes: [RoundedRectShape]

  /// How far outside the view the ring's centre line runs, in points.
  package static let offset = 3.0
  /// The ring's stroke width, in points.
  package static let width = 3.0
  /// The ring's colour: the system accent blue, as macOS and iOS draw focus rings.
  package static let color = Color(hex: 0x007AFF, alpha: 0.9)

  /// The ring around a view at `frame` with corner radii `radii`, outside it when the ring
  /// fits within `room`, else inside it; cut to `clip` and to each of `clipShapes`.
  package init(around frame: Rect, radii: CornerRadii, room: Rect, clip: Rect, clipShapes: [RoundedRectShape] = []) {
    let reach = Self.offset + Self.width / 2
    let outside = frame.insetBy(dx: -reach, dy: -reach)
    let d = room.contains(outside) ? -Self.offset : Self.width / 2 + 1
    let rect = frame.insetBy(dx: d, dy: d)
    self.rect = rect
    func radius(_ r: Double) -> Double { r > 0 ? Swift.max(0, r - d) : 0 }
    var ring = CornerRadii(
      topLeft: radius(radii.topLeft), topRight: radius(radii.topRight), bottomLeft: radius(radii.bottomLeft),
      bottomRight: radius(radii.bottomRight))
    for shape in clipShapes { ring = Self.following(shape, rect: rect, radii: ring) }
    self.radii = ring
    self.clip = clip
    self.clipShapes = clipShapes
  }

  /// `radii` for a ring along `rect`, rounded further where a corner of `rect` runs into a
  /// rounded corner of `shape` (a clipping ancestor): there the ring follows the
  /// ancestor's curve, the stroke's width inside it, rather than being cut open by it (the
  /// last row of a list in a card with rounded corners).
  static func following(_ shape: RoundedRectShape, rect: Rect, radii: CornerRadii) -> CornerRadii {
    let inset = width / 2 + 1
    let inner = shape.rect.insetBy(dx: inset, dy: inset)
    guard !inner.isEmpty else { return radii }
    // How far a corner of `rect` lies in from the same corner of `inner`, along each
    // axis, and the radius that keeps its arc inside the inner curve of radius `r`.
    func adjusted(_ current: Double, _ inX: Double, _ inY: Double, _ r: Double) -> Double {
      let r = Swift.max(0, r - inset)
      // A corner past the inner edge by no more than the stroke's reach counts as on it.
      guard r > 0, inX > -inset, inY > -inset else { return current }
      let depth = Swift.max(0, Swift.max(inX, inY))
      return depth < r ? Swift.max(current, r - depth) : current
    }
    let s = shape.radii
    return CornerRadii(
      topLeft: adjusted(radii.topLeft, rect.minX - inner.minX, rect.minY - inner.minY, s.topLeft),
      topRight: adjusted(radii.topRight, inner.maxX - rect.maxX, rect.minY - inner.minY, s.topRight),
      bottomLeft: adjusted(radii.bottomLeft, rect.minX - inner.minX, inner.maxY - rect.maxY, s.bottomLeft),
      bottomRight: adjusted(radii.bottomRight, inner.maxX - rect.maxX, inner.maxY - rect.maxY, s.bottomRight))
  }

  /// The rectangle the ring's stroke covers, antialiasing included.
  package var bounds: Rect {
    let reach = Self.width / 2 + 1
    return rect.insetBy(dx: -reach, dy: -reach).intersection(clip)
  }
}
