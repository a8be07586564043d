/// What the index reads from a view to compute its records, read once.
struct HitViewSnapshot {
  /// The view's frame origin.
  var frameOrigin: Point
  /// The view's translation.
  var translation: Point
  /// The view's ``View/offsetInSuperview``.
  var offset: Point
  /// The view's bounds.
  var bounds: Rect
  /// The view's shape, as ``View/point(inside:)`` builds it (radii clamped).
  var shape: RoundedRectShape
  /// Whether the view clips its subviews.
  var clips: Bool
  /// Whether the view itself takes hits: not hidden, alpha at least 0.01, interaction on.
  var takesHits: Bool

  /// Reads `view`.
  init(_ view: View) {
    frameOrigin = view.frame.origin
    translation = view.translation
    offset = view.offsetInSuperview
    bounds = view.bounds
    shape = RoundedRectShape(rect: bounds, radii: view.cornerRadii)
    clips = view.clipsToBounds
    takesHits = !view.isHidden && view.alpha >= 0.01 && view.isUserInteractionEnabled
  }

  /// The largest of the shape's (clamped) corner radii.
  var largestRadius: Double {
    let r = shape.radii
    return Swift.max(r.topLeft, r.topRight, r.bottomLeft, r.bottomRight)
  }

  /// The largest magnitude among the shape's edges.
  var extent: Double {
    let r = shape.rect
    return Swift.max(abs(r.minX), abs(r.maxX), abs(r.minY), abs(r.maxY))
  }

  /// The context this view hands its subviews, given its parent's; `isOpaque` for a view
  /// whose subclass answers its own hit tests (its flags are then its own business).
  func context(parent: HitNodeContext, isOpaque: Bool) -> HitNodeContext {
    var context = parent
    // Approximately, a window point plus the offset is the point in this view's space.
    context.offsetX = parent.offsetX - offset.x
    context.offsetY = parent.offsetY - offset.y
    context.magnitude =
      parent.magnitude + abs(frameOrigin.x) + abs(translation.x) + abs(bounds.origin.x) + abs(frameOrigin.y)
      + abs(translation.y) + abs(bounds.origin.y)
    let trusted =
      context.magnitude < HitTestIndex.trustedMagnitude && extent < HitTestIndex.trustedMagnitude
    context.isExactOnly = parent.isExactOnly || !trusted
    context.isEligible = parent.isEligible && (isOpaque || takesHits)
    if clips {
      let r = shape.rect
      context.clipMinX = Swift.max(parent.clipMinX, r.minX - context.offsetX)
      context.clipMinY = Swift.max(parent.clipMinY, r.minY - context.offsetY)
      context.clipMaxX = Swift.min(parent.clipMaxX, r.maxX - context.offsetX)
      context.clipMaxY = Swift.min(parent.clipMaxY, r.maxY - context.offsetY)
      context.clipBand = Swift.max(parent.clipBand, largestRadius)
    }
    return context
  }
}
