import CCairo
import Compositor

/// Draws a window's view tree into a pixel buffer with cairo: backgrounds (colors, linear
/// gradients, the tint of materials), per-corner rounded shapes, blurred shadows, text,
/// images, strokes, clipping, group opacity, translations and scroll offsets.
///
/// Views draw back to front: a view's shadow, its background, its content, then its
/// subviews, cut to its rounded shape when it clips. Nothing is drawn outside a view's
/// ``View/visualFrameInWindow``, which is what keeps damage tracking exact.
///
/// A material background clears the view's shape in the buffer and lays only the tint there;
/// the ``FrameRenderer`` puts the blurred backdrop underneath when it composites.
public final class ViewPainter {
  /// Where ``ViewContent/image(_:)`` names are looked up.
  public let assets: AssetCatalog
  private var shadowMasks: [ShadowMask.Key: ShadowMask] = [:]
  private let fontOptions: OpaquePointer

  /// The fixed font options text is drawn with.
  var fontOptionsForText: OpaquePointer { fontOptions }

  /// The family text is drawn in, from Debian's fonts-dejavu-core.
  public static let fontFamily = "DejaVu Sans"

  /// Creates a painter that loads images from `assets`.
  public init(assets: AssetCatalog = AssetCatalog()) {
    self.assets = assets
    fontOptions = TextLine.makeFontOptions()
  }

  deinit {
    cairo_font_options_destroy(fontOptions)
  }

  /// Paints the tree under `root` into `surface`, whose pixels are the root's coordinate
  /// space (a window's buffer): only inside `area` (all of it when `nil`), which is cleared
  /// to transparent first.
  public func paint(_ root: View, into surface: PixelSurface, area: [PixelRect]? = nil) {
    paint(root, into: surface, area: area, scope: PaintScope())
  }

  /// Paints the part of the tree under `root` that `scope` names into `surface`, whose top-left
  /// pixel is root coordinate `origin`: only inside `area` (surface pixels, all of it when
  /// `nil`), which is cleared to transparent first.
  func paint(
    _ root: View, into surface: PixelSurface, area: [PixelRect]? = nil, scope: PaintScope,
    origin: (x: Int, y: Int) = (0, 0)
  ) {
    let rects = (area ?? [surface.bounds]).map { $0.intersection(surface.bounds) }.filter { !$0.isEmpty }
    guard !rects.isEmpty else { return }
    let cr = cairo_create(surface.cairoSurface)!
    CairoPath.clip(cr, toDeviceRects: rects)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_translate(cr, Double(-origin.x), Double(-origin.y))
    let cull = rects.dropFirst().reduce(rects[0]) { $0.union($1) }.offsetBy(dx: origin.x, dy: origin.y).rect
    var state = PaintState(stopBefore: nil, deviceOrigin: (-origin.x, -origin.y), scope: scope)
    paintView(root, cr, parentOffset: .zero, cull: cull, state: &state, isRoot: true)
    cairo_destroy(cr)
    cairo_surface_flush(surface.cairoSurface)
  }

  /// Paints the tree under `root` (in `scope`) on top of what `cr` already holds, inside
  /// `cull` (root coordinates), stopping before `stopBefore` and everything painted after
  /// it. The root's origin lands on device pixel `deviceOrigin`.
  func paint(
    _ root: View, context cr: OpaquePointer, deviceOrigin: (x: Int, y: Int), cull: Rect, stopBefore: View?,
    scope: PaintScope = PaintScope()
  ) {
    var state = PaintState(stopBefore: stopBefore, deviceOrigin: deviceOrigin, scope: scope)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(deviceOrigin.x), Double(deviceOrigin.y))
    paintView(root, cr, parentOffset: .zero, cull: cull, state: &state, isRoot: true)
    cairo_restore(cr)
  }

  /// Which part of a tree a paint covers: a window's own pixels (some of its root's
  /// subviews, the root itself or not), or a layer's store (its subtree, drawn where it is
  /// in its own coordinates, its placement and opacity left to the compositor).
  struct PaintScope {
    /// The root's subviews to paint, by index; all when `nil`.
    var rootSubviews: Range<Int>? = nil
    /// Whether the root draws its own shadow, background and content.
    var paintsRoot = true
    /// Whether the root is a layer: painted in its own bounds' coordinates, at full
    /// opacity, wherever its frame and translation put it.
    var rootIsLayer = false
  }

  struct PaintState {
    /// The view at which painting stops, for drawing only what lies behind it.
    var stopBefore: View?
    /// The device pixel of the root's origin.
    var deviceOrigin: (x: Int, y: Int)
    /// What part of the tree is painted.
    var scope = PaintScope()
    /// Whether that view has been reached.
    var stopped = false

    /// `rect` (root coordinates) in device pixels.
    func device(_ rect: PixelRect) -> PixelRect { rect.offsetBy(dx: deviceOrigin.x, dy: deviceOrigin.y) }
  }

  /// Paints one view and its subtree. `parentOffset` maps the superview's coordinate space
  /// to root coordinates; the cairo matrix already maps it to device pixels.
  private func paintView(
    _ view: View, _ cr: OpaquePointer, parentOffset: Point, cull: Rect, state: inout PaintState, isRoot: Bool = false
  ) {
    guard !state.stopped else { return }
    if let stop = state.stopBefore, stop === view {
      state.stopped = true
      return
    }
    let asLayer = isRoot && state.scope.rootIsLayer
    guard !view.isHidden, view.alpha > 0 || asLayer else { return }
    let b = view.bounds
    let shift = asLayer ? Point.zero : view.offsetInSuperview
    let offset = parentOffset + shift
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, shift.x, shift.y)
    let isGroup = view.alpha < 1 && !asLayer
    if isGroup {
      let visual = view.visualRect(offset: offset)
      guard visual.intersects(cull) else { return }
      CairoPath.clip(cr, toDeviceRects: [state.device(PixelRect(enclosing: visual))])
      cairo_push_group(cr)
    }
    if (!isRoot || state.scope.paintsRoot) && view.ownVisualRect(offset: offset).intersects(cull) {
      if let shadow = view.shadow { drawShadow(shadow, of: view, cr, offset: offset, state: state) }
      if let background = view.background { drawBackground(background, of: view, cr) }
      drawContent(of: view, cr)
    }
    var paintsSubviews = true
    if view.clipsToBounds {
      CairoPath.addRoundedRect(cr, b, view.cornerRadii)
      cairo_clip(cr)
      paintsSubviews = b.offsetBy(dx: offset.x, dy: offset.y).intersects(cull)
    }
    if paintsSubviews {
      let range = isRoot ? state.scope.rootSubviews ?? view.subviews.indices : view.subviews.indices
      for i in range where view.subviews.indices.contains(i) {
        paintView(view.subviews[i], cr, parentOffset: offset, cull: cull, state: &state)
      }
    }
    if isGroup {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, view.alpha)
    }
  }

  // MARK: Backgrounds

  private func drawBackground(_ fill: Fill, of view: View, _ cr: OpaquePointer) {
    let b = view.bounds
    guard !b.isEmpty else { return }
    switch fill {
    case .color(let color):
      guard color.alpha > 0 else { return }
      CairoPath.setColor(cr, color)
      CairoPath.addRoundedRect(cr, b, view.cornerRadii)
      cairo_fill(cr)
    case .linearGradient(let gradient):
      guard !gradient.stops.isEmpty else { return }
      let pattern = cairo_pattern_create_linear(
        b.minX + gradient.startPoint.x * b.width, b.minY + gradient.startPoint.y * b.height,
        b.minX + gradient.endPoint.x * b.width, b.minY + gradient.endPoint.y * b.height)!
      for stop in gradient.stops {
        let s = stop.color.straight
        cairo_pattern_add_color_stop_rgba(pattern, stop.location, s.red, s.green, s.blue, s.alpha)
      }
      cairo_set_source(cr, pattern)
      CairoPath.addRoundedRect(cr, b, view.cornerRadii)
      cairo_fill(cr)
      cairo_pattern_destroy(pattern)
    case .material(let material):
      // Leave a hole for the backdrop the compositor blurs in, and lay the tint over it.
      CairoPath.addRoundedRect(cr, b, view.cornerRadii)
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_fill_preserve(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      CairoPath.setColor(cr, material.tint)
      cairo_fill(cr)
    }
  }

  /// Whether the background covers its whole shape with full opacity (a shadow beneath it
  /// can then be skipped there).
  static func backgroundHidesUnderneath(_ view: View) -> Bool {
    switch view.background {
    case .color(let c): return c.alpha >= 1
    case .linearGradient(let g): return !g.stops.isEmpty && g.stops.allSatisfy { $0.color.alpha >= 1 }
    case .material: return true
    case nil: return false
    }
  }

  // MARK: Shadows

  /// Draws the view shape's blurred shadow. The radius follows CSS `box-shadow`: the blur's
  /// standard deviation is half of it, so the shadow stays within ``Shadow/extent``.
  private func drawShadow(_ shadow: Shadow, of view: View, _ cr: OpaquePointer, offset: Point, state: PaintState) {
    let b = view.bounds
    guard shadow.color.alpha > 0, !b.isEmpty else { return }
    let shape = b.offsetBy(dx: offset.x + shadow.offset.x, dy: offset.y + shadow.offset.y)
    let extent = PixelRect(enclosing: view.ownVisualRect(offset: offset))
    let width = Swift.max(1, Int(b.width.rounded()))
    let height = Swift.max(1, Int(b.height.rounded()))
    let sigma = shadow.radius / 2
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Everything below works in root pixels, so the mask lands on whole device pixels.
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(state.deviceOrigin.x), Double(state.deviceOrigin.y))
    var clip = [extent]
    if Self.backgroundHidesUnderneath(view) && view.alpha >= 1 {
      clip = Self.ring(around: Self.solidCore(of: view, offset: offset), in: extent)
    }
    CairoPath.clip(cr, toDeviceRects: clip.map(state.device))
    CairoPath.setColor(cr, shadow.color)
    let key = ShadowMask.Key(width: width, height: height, radii: view.cornerRadii, sigma: sigma)
    guard !BoxBlur.radii(sigma: sigma).isEmpty else {
      CairoPath.addRoundedRect(cr, shape, view.cornerRadii)
      cairo_fill(cr)
      return
    }
    let mask = shadowMask(for: key)
    let x = Int(shape.minX.rounded()) - mask.padding
    let y = Int(shape.minY.rounded()) - mask.padding
    cairo_mask_surface(cr, mask.mask.cairoSurface, Double(x), Double(y))
  }

  private func shadowMask(for key: ShadowMask.Key) -> ShadowMask {
    if let mask = shadowMasks[key] { return mask }
    if shadowMasks.count >= 16 { shadowMasks.removeAll() }
    let mask = ShadowMask(key: key)
    shadowMasks[key] = mask
    return mask
  }

  /// The whole pixels the view's shape covers fully, in root coordinates.
  static func solidCore(of view: View, offset: Point) -> PixelRect {
    RoundedRect(rect: view.bounds.offsetBy(dx: offset.x, dy: offset.y), radii: view.cornerRadii).solidPixels
  }

  /// `outer` without `core`: up to four rectangles (above, below, left, right).
  static func ring(around core: PixelRect, in outer: PixelRect) -> [PixelRect] {
    let c = core.intersection(outer)
    guard !c.isEmpty else { return [outer] }
    return [
      PixelRect(x: outer.x, y: outer.y, width: outer.width, height: c.y - outer.y),
      PixelRect(x: outer.x, y: c.maxY, width: outer.width, height: outer.maxY - c.maxY),
      PixelRect(x: outer.x, y: c.y, width: c.x - outer.x, height: c.height),
      PixelRect(x: c.maxX, y: c.y, width: outer.maxX - c.maxX, height: c.height),
    ].filter { !$0.isEmpty }
  }
}
