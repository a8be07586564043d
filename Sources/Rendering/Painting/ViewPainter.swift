import CCairo
import Compositor
import Foundation

/// Draws a window's view tree into a pixel buffer with cairo: backgrounds (colors, linear
/// gradients, the tint of materials), per-corner rounded shapes, blurred shadows, text,
/// images, strokes, clipping, group opacity, translations and scroll offsets.
///
/// Views draw back to front: a view's shadow, its background, its content, then its
/// subviews, cut to its rounded shape when it clips. Nothing is drawn outside a view's
/// ``View/visualFrameInWindow``, which is what keeps damage tracking exact.
///
/// Views are laid out in points; a buffer holds pixels, `scale` of them per point, and
/// everything is drawn at that resolution: text at its pixel size, paths and radii, shadows.
///
/// A buffer is painted in square tiles of ``tileSize`` pixels anchored at its top-left
/// corner, each drawn whole into its own cairo surface. A tile's pixels then depend on the
/// tile alone, never on which other tiles a frame repaints (cairo rounds an antialiased
/// edge a unit differently under a clip, or shifted), so a buffer repainted where it was
/// damaged equals one painted afresh; and tiles use disjoint memory, so threads may paint
/// different tiles at once.
///
/// A material background clears the view's shape in the buffer and lays only the tint there;
/// the ``FrameRenderer`` puts the blurred backdrop underneath when it composites. (Its own
/// buffers leave the tint out: it lays the tint over the blurred backdrop it keeps.)
package final class ViewPainter {
  /// Where ``ViewContent/image(_:)`` names are looked up.
  package let assets: AssetCatalog
  /// Shadow masks by what they depend on; tiles painted at once share it, under the lock.
  private var shadowMasks: [ShadowMask.Key: ShadowMask] = [:]
  private let shadowLock = NSLock()
  /// Guards the views' retained drawings (``drawnContents(of:_:scale:)``) while tiles are
  /// painted at once, and the count of those made.
  let drawnLock = NSLock()
  /// How many drawings were turned into pixels; read under ``drawnLock``.
  var drawingsMade = 0
  private let fontOptions: OpaquePointer

  /// The fixed font options text is drawn with.
  var fontOptionsForText: OpaquePointer { fontOptions }

  /// The family text is drawn in, from Debian's fonts-dejavu-core.
  package static let fontFamily = "DejaVu Sans"

  /// The side of the square tiles buffers are painted in, in pixels.
  package static let tileSize = 256

  /// Creates a painter that loads images from `assets`.
  package init(assets: AssetCatalog = AssetCatalog()) {
    self.assets = assets
    fontOptions = TextLine.makeFontOptions()
  }

  deinit {
    cairo_font_options_destroy(fontOptions)
  }

  /// Paints the tree under `root` into `surface`, whose pixels are the root's coordinate
  /// space at `scale` pixels per point (a window's buffer): the tiles that `area` touches
  /// (all of them when `nil`), each cleared to transparent first.
  package func paint(_ root: View, into surface: PixelSurface, area: [PixelRect]? = nil, scale: Double = 1) {
    cairo_surface_flush(surface.cairoSurface)
    for tile in Self.tiles(covering: area ?? [surface.bounds], in: surface.bounds) {
      paint(Tile(root: root, scope: PaintScope(), surface: surface, rect: tile, origin: (0, 0), scale: scale))
    }
    surface.markPixelsChanged()
  }

  /// One tile of a buffer to paint: what, where, and at what scale.
  struct Tile {
    /// The view whose tree the buffer holds, and which part of it.
    let root: View
    let scope: PaintScope
    /// The buffer.
    let surface: PixelSurface
    /// The tile, in the buffer's pixels.
    let rect: PixelRect
    /// The root pixel (root coordinates × scale) at the buffer's top-left corner.
    let origin: (x: Int, y: Int)
    /// Pixels per point.
    let scale: Double

    /// The tile in root pixels.
    var area: PixelRect { rect.moved(dx: origin.x, dy: origin.y) }
  }

  /// The tiles of a buffer of `bounds` that `area` touches, each once, row by row.
  static func tiles(covering area: [PixelRect], in bounds: PixelRect) -> [PixelRect] {
    let t = tileSize
    var keys = Set<Int>()
    var tiles: [PixelRect] = []
    let columns = (bounds.width + t - 1) / t
    for r in area {
      let c = r.clipped(to: bounds)
      guard !c.isEmpty else { continue }
      for row in (c.y / t)...((c.maxY - 1) / t) {
        for column in (c.x / t)...((c.maxX - 1) / t) where keys.insert(row * columns + column).inserted {
          tiles.append(PixelRect(x: column * t, y: row * t, width: t, height: t).clipped(to: bounds))
        }
      }
    }
    return tiles.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  /// Paints one tile into its buffer; the caller flushes the buffer before and marks it
  /// dirty after. Different tiles may be painted on different threads at once.
  func paint(_ tile: Tile) {
    let s = tile.surface
    paint(
      tile.root, scope: tile.scope, scale: tile.scale, area: tile.area,
      into: s.pixels + tile.rect.y * s.stride + tile.rect.x * 4, stride: s.stride)
  }

  /// Paints the part of the tree under `root` that `scope` names and that falls in `area`
  /// (root pixels: root coordinates × `scale`) into the `area.width`×`area.height` pixels
  /// at `data`, rows `stride` bytes apart, cleared first; with `stopBefore`, only what is
  /// painted before that view.
  func paint(
    _ root: View, scope: PaintScope, scale: Double, area: PixelRect, into data: UnsafeMutableRawPointer,
    stride: Int, stopBefore: View? = nil
  ) {
    guard !area.isEmpty else { return }
    for row in 0..<area.height {
      (data + row * stride).initializeMemory(as: UInt8.self, repeating: 0, count: area.width * 4)
    }
    let surface = cairo_image_surface_create_for_data(
      data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height),
      Int32(stride))!
    cairo_surface_mark_dirty(surface)
    let cr = cairo_create(surface)!
    cairo_translate(cr, Double(-area.x), Double(-area.y))
    cairo_scale(cr, scale, scale)
    let cull = area.rect.scaled(by: 1 / scale)
    var state = PaintState(stopBefore: stopBefore, deviceOrigin: (-area.x, -area.y), scale: scale, scope: scope)
    paintView(root, cr, parentOffset: .zero, cull: cull, state: &state, isRoot: true)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    cairo_surface_destroy(surface)
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
    /// Whether a material's tint is laid in its hole. The renderer's planes leave it out:
    /// the tint goes over the blurred backdrop, which is kept with it, so the plane is
    /// transparent there and compositing it over the backdrop costs little.
    var laysMaterialTint = true
  }

  struct PaintState {
    /// The view at which painting stops, for drawing only what lies behind it.
    var stopBefore: View?
    /// The device pixel of the root's origin.
    var deviceOrigin: (x: Int, y: Int)
    /// Pixels per point.
    var scale: Double
    /// What part of the tree is painted.
    var scope = PaintScope()
    /// Whether that view has been reached.
    var stopped = false

    /// `rect` (root coordinates, points) as the device pixels that cover it.
    func device(_ rect: Rect) -> PixelRect {
      PixelRect(enclosing: rect, scale: scale).moved(dx: deviceOrigin.x, dy: deviceOrigin.y)
    }
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
      CairoPath.clip(cr, toDeviceRects: [state.device(visual)])
      cairo_push_group(cr)
    }
    if (!isRoot || state.scope.paintsRoot) && view.ownVisualRect(offset: offset).intersects(cull) {
      if let shadow = view.shadow { drawShadow(shadow, of: view, cr, offset: offset, state: state) }
      if let background = view.background {
        drawBackground(background, of: view, cr, laysTint: state.scope.laysMaterialTint)
      }
      drawContent(of: view, cr, scale: state.scale)
      drawRetainedDrawing(of: view, cr, offset: offset, state: state)
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

  private func drawBackground(_ fill: Fill, of view: View, _ cr: OpaquePointer, laysTint: Bool) {
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
      // Leave a hole for the backdrop the compositor blurs in, and lay the tint over it
      // unless the compositor lays it with the backdrop.
      CairoPath.addRoundedRect(cr, b, view.cornerRadii)
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      guard laysTint else {
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return
      }
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
  /// standard deviation is half of it, so the shadow stays within ``Shadow/extent``. The
  /// mask is made in pixels: its size, radii and blur scaled.
  private func drawShadow(_ shadow: Shadow, of view: View, _ cr: OpaquePointer, offset: Point, state: PaintState) {
    let b = view.bounds
    guard shadow.color.alpha > 0, !b.isEmpty else { return }
    let scale = state.scale
    let shape = b.offsetBy(dx: offset.x + shadow.offset.x, dy: offset.y + shadow.offset.y)
    let extent = PixelRect(enclosing: view.ownVisualRect(offset: offset), scale: scale)
    let width = Swift.max(1, Int((b.width * scale).rounded()))
    let height = Swift.max(1, Int((b.height * scale).rounded()))
    let radii = view.cornerRadii.scaled(by: scale)
    let sigma = shadow.radius / 2 * scale
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Everything below works in root pixels, so the mask lands on whole device pixels.
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(state.deviceOrigin.x), Double(state.deviceOrigin.y))
    var clip = [extent]
    if Self.backgroundHidesUnderneath(view) && view.alpha >= 1 {
      clip = Self.ring(around: Self.solidCore(of: view, offset: offset, scale: scale), in: extent)
    }
    CairoPath.clip(
      cr, toDeviceRects: clip.map { $0.moved(dx: state.deviceOrigin.x, dy: state.deviceOrigin.y) })
    CairoPath.setColor(cr, shadow.color)
    let key = ShadowMask.Key(width: width, height: height, radii: radii, sigma: sigma)
    guard !BoxBlur.radii(sigma: sigma).isEmpty else {
      CairoPath.addRoundedRect(cr, shape.scaled(by: scale), radii)
      cairo_fill(cr)
      return
    }
    let mask = shadowMask(for: key)
    let x = Int((shape.minX * scale).rounded()) - mask.padding
    let y = Int((shape.minY * scale).rounded()) - mask.padding
    cairo_mask_surface(cr, mask.mask.cairoSurface, Double(x), Double(y))
  }

  /// The mask for `key`, made once and kept (a few of them); tiles painted at once wait
  /// for each other here.
  private func shadowMask(for key: ShadowMask.Key) -> ShadowMask {
    shadowLock.withLock {
      if let mask = shadowMasks[key] { return mask }
      if shadowMasks.count >= 16 { shadowMasks.removeAll() }
      let mask = ShadowMask(key: key)
      shadowMasks[key] = mask
      return mask
    }
  }

  /// The whole pixels the view's shape covers fully, in root pixels at `scale`.
  static func solidCore(of view: View, offset: Point, scale: Double) -> PixelRect {
    RoundedRectShape(
      rect: view.bounds.offsetBy(dx: offset.x, dy: offset.y).scaled(by: scale),
      radii: view.cornerRadii.scaled(by: scale)
    ).solidPixels
  }

  /// `outer` without `core`: up to four rectangles (above, below, left, right).
  static func ring(around core: PixelRect, in outer: PixelRect) -> [PixelRect] {
    let c = core.clipped(to: outer)
    guard !c.isEmpty else { return [outer] }
    return [
      PixelRect(x: outer.x, y: outer.y, width: outer.width, height: c.y - outer.y),
      PixelRect(x: outer.x, y: c.maxY, width: outer.width, height: outer.maxY - c.maxY),
      PixelRect(x: outer.x, y: c.y, width: c.x - outer.x, height: c.height),
      PixelRect(x: c.maxX, y: c.y, width: outer.maxX - c.maxX, height: c.height),
    ].filter { !$0.isEmpty }
  }
}
