import CCairo
import Compositor

/// Turns a ``Screen``'s frames into pixels: draws each window's view tree into the
/// window's own buffer, then stacks the buffers by level into a screen-sized frame, with
/// blurred backdrops under materials — redrawing and recompositing only what was damaged.
///
/// ```swift
/// let renderer = FrameRenderer(assets: AssetCatalog(directory: "Assets/images"))
/// let frame = try renderer.render(screen.takeFrame())    // first frame: everything
/// sheet.translation.y -= 12
/// let next = try renderer.render(screen.takeFrame())     // only the strips the sheet moved over
/// for rect in next.damage { upload(next.surface, rect) }
/// ```
///
/// Damage comes from the ``ScreenFrame``: what to redraw in each window's buffer and each
/// layer's store, and what to recomposite. Render every frame taken, in order: damage in a
/// frame the renderer never sees is not drawn. The same frame may be rendered by several
/// renderers (a fresh one draws everything). A material spreads damage by its blur's reach,
/// so the frame is the same, pixel for pixel, as a full redraw. One renderer serves one
/// screen at a time; rendering another screen's frame redraws everything.
///
/// The frame has the ``ScreenFrame/scale`` pixels per point of its screen: views are laid
/// out in points and drawn at pixel resolution. The tiles to paint and the bands of rows to
/// composite are shared among up to ``threads`` threads; the frame is the same, byte for
/// byte, whatever their number.
public final class FrameRenderer {
  /// The painter that draws view trees; it holds the asset catalog.
  package let painter: ViewPainter
  /// The most threads a frame is drawn on at once.
  public let threads: Int
  /// The color behind every window; made opaque over black if it is not.
  public var backgroundColor: Color = .black {
    didSet { if backgroundColor != oldValue { needsFullFrame = true } }
  }
  /// Whether each frame's damage is tinted red so it can be seen.
  /// The tint is removed by the next frame, which redraws those pixels.
  public var showsDamage = false

  /// The tint laid over damaged pixels when ``showsDamage`` is on.
  package static let damageTint = Color(red: 1, green: 0.1, blue: 0.1, alpha: 0.35)

  /// The most recent frame, or `nil` before the first.
  package internal(set) var frameSurface: PixelSurface?
  var layers: [ObjectIdentifier: WindowLayer] = [:]
  var previousStack: [StackEntry] = []
  /// Where layers that were shown last frame and are not now were: their pixels changed.
  var vanished: [PixelRect] = []
  /// Whether the last frame ended early with an error, which can leave damage undrawn.
  var lastFrameFailed = false
  var caches: [BackdropKey: BackdropCache] = [:]
  /// The coverage of each material view's rounded shape, by view.
  var coverages: [ObjectIdentifier: ShapeCoverage] = [:]
  var overlayToErase: [PixelRect] = []
  /// The focus ring drawn in the last frame, and its coverage.
  var lastFocusRing: FocusRingGeometry?
  var ringCoverage: RingCoverage?
  weak var lastScreen: Screen?
  var needsFullFrame = true
  var screenBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
  /// The pixels per point of the frame being drawn (the screen's scale).
  var scale = 1.0
  let pool: WorkerPool
  /// Scratch memory for each thread of the pool.
  let scratch: [ScratchPool]

  /// Where a plane sits in the stack, to tell when the stack changed between frames.
  struct StackEntry: Equatable {
    let plane: PlaneID
    let frame: PixelRect
    /// The part of ``frame`` on screen and inside its window.
    let visible: PixelRect
    let alpha: Double
  }

  /// A plane's blurred and tinted backdrop for one material.
  struct BackdropKey: Hashable {
    let plane: PlaneID
    let material: Material
  }

  /// Creates a renderer whose views load images from `assets`, drawing on up to `threads`
  /// threads at once (by default as many as the machine has cores).
  public init(assets: AssetCatalog = AssetCatalog(), threads: Int? = nil) {
    painter = ViewPainter(assets: assets)
    pool = WorkerPool(threads: threads ?? WorkerPool.processorCount)
    self.threads = pool.threads
    scratch = (0..<pool.threads).map { _ in ScratchPool() }
  }

  /// Makes the next frame recomposite the whole screen, as after an expose: the retained
  /// buffers and stores are composited again, not drawn again.
  public func invalidate() {
    needsFullFrame = true
  }

  /// Drops every retained buffer, store and blurred backdrop, so the next frame draws
  /// everything afresh, as the first one does.
  package func invalidateRetainedPixels() {
    layers.removeAll()
    caches.removeAll()
    coverages.removeAll()
    needsFullFrame = true
  }

  /// The bytes the renderer retains between frames: the frame, the windows' buffers, the
  /// layers' stores and the blurred backdrops. Hidden windows keep none.
  package var retainedBytes: Int {
    (frameSurface.map { $0.stride * $0.height } ?? 0) + layers.values.reduce(0) { $0 + $1.bytes }
      + caches.values.reduce(0) { $0 + $1.surface.stride * $1.surface.height }
  }

  /// Marks every cached blurred backdrop out of date, so the next frame blurs afresh all
  /// it shows; for measuring the blur itself.
  func invalidateBackdrops() {
    for cache in caches.values { cache.invalidateAll() }
  }

  /// Renders a frame of a screen and returns its pixels with what changed in them.
  ///
  /// Throws ``RenderingError/invalidSize(what:width:height:)`` for a screen smaller than one
  /// pixel and ``RenderingError/tooLarge(what:width:height:)`` for a screen or window past
  /// the surface limits. After an error the next frame is a full one.
  public func render(_ screenFrame: ScreenFrame) throws(RenderingError) -> RenderedFrame {
    let newScale = screenFrame.scale
    let width = Self.pixels(screenFrame.size.width * newScale)
    let height = Self.pixels(screenFrame.size.height * newScale)
    guard width >= 1, height >= 1 else {
      throw .invalidSize(
        what: "screen", width: screenFrame.size.width * newScale, height: screenFrame.size.height * newScale)
    }
    let screen = screenFrame.screen
    try PixelSurface.validate(width: width, height: height, what: "screen")
    var full = needsFullFrame || lastScreen !== screen
    if frameSurface?.width != width || frameSurface?.height != height {
      frameSurface = nil
      caches.removeAll()
      frameSurface = try PixelSurface(width: width, height: height, what: "frame")
      full = true
    }
    let frame = frameSurface!
    // A frame that ended early may have left damage undrawn, and buffers drawn at another
    // scale are of no use: start afresh.
    if lastFrameFailed || lastScreen !== screen || newScale != scale {
      layers.removeAll()
      caches.removeAll()
      full = true
    }
    scale = newScale
    lastFrameFailed = true
    // Until this frame completes, an error leaves the next one to redraw everything.
    needsFullFrame = true
    lastScreen = screen
    screenBounds = frame.bounds

    var damage = screenFrame.damagedArea.rects.map { PixelRect(enclosing: $0, scale: scale) } + overlayToErase
    overlayToErase = []
    vanished = []
    var tiles: [ViewPainter.Tile] = []
    let stack = try drawPlanes(of: screenFrame, tiles: &tiles)
    paint(tiles)
    let entries = stack.map { StackEntry(plane: $0.id, frame: $0.frame, visible: $0.visible, alpha: $0.alpha) }
    damage += Self.placementChanges(from: previousStack, to: entries)
    damage += try spreadMaterialDamage(stack, entries: entries)
    prepareCoverages(stack)
    previousStack = entries
    for layer in stack { damage += layer.redrawn }
    damage += vanished
    let ring = screenFrame.focusRingGeometry
    damage += focusRingDamage(ring)

    let rects = full ? [screenBounds] : Self.disjoint(damage, in: screenBounds)
    cairo_surface_flush(frame.cairoSurface)
    let bands = Self.bands(of: rects, count: pool.threads)
    try pool.run(bands.count) { (band, worker) throws(RenderingError) in
      let job = Job(images: PixmanImages(), scratch: scratch[worker])
      let target = job.images.image(frame)
      for r in bands[band] { try compositeSkippingCovered(stack, area: r, into: target, origin: (0, 0), job: job) }
    }
    if showsDamage {
      var color = Self.pixmanColor(Self.damageTint)
      let overlay = pixman_image_create_solid_fill(&color)!
      for r in rects {
        pixman_image_composite32(
          PIXMAN_OP_OVER, overlay, nil, frame.pixmanImage, 0, 0, 0, 0, Int32(r.x), Int32(r.y), Int32(r.width),
          Int32(r.height))
      }
      pixman_image_unref(overlay)
      overlayToErase = rects
    }
    drawFocusRing(ring, over: rects, into: frame)
    frame.markPixelsChanged()
    needsFullFrame = false
    lastFrameFailed = false
    return RenderedFrame(surface: frame, damage: rects, isFullFrame: full, scale: scale)
  }

  /// Paints `tiles` on the pool's threads: each tile is its own memory.
  private func paint(_ tiles: [ViewPainter.Tile]) {
    guard !tiles.isEmpty else { return }
    var surfaces: [ObjectIdentifier: PixelSurface] = [:]
    for t in tiles { surfaces[ObjectIdentifier(t.surface)] = t.surface }
    for s in surfaces.values { cairo_surface_flush(s.cairoSurface) }
    try? pool.run(tiles.count) { job, _ in painter.paint(tiles[job]) }
    for s in surfaces.values { s.markPixelsChanged() }
  }

  /// `rects` (disjoint) split into about `count` bands of rows with about as many pixels
  /// each, for as many jobs; the rows are cut on the backdrop cache's tile grid, so no
  /// two jobs fill one tile. One band when `count` is 1.
  static func bands(of rects: [PixelRect], count: Int) -> [[PixelRect]] {
    let total = rects.reduce(0) { $0 + $1.area }
    guard count > 1, total > 0 else { return rects.isEmpty ? [] : [rects] }
    let t = BackdropCache.tileSize
    let top = rects.map(\.y).min()! / t
    let bottom = (rects.map(\.maxY).max()! + t - 1) / t
    // Pixels per strip of tile rows.
    var strips = [Int](repeating: 0, count: bottom - top)
    for r in rects {
      for k in (r.y / t)..<((r.maxY + t - 1) / t) {
        let rows = Swift.min(r.maxY, (k + 1) * t) - Swift.max(r.y, k * t)
        strips[k - top] += rows * r.width
      }
    }
    // Four bands a thread, each a run of whole strips: the threads take them as they come
    // free, so bands that cost more than others (a material's new tiles to blur, a corner's
    // coverage) even out.
    let target = Swift.max(1, total / (count * 4))
    var cuts: [Int] = [top * t]
    var sum = 0
    for (i, pixels) in strips.enumerated() {
      sum += pixels
      if sum >= target && i < strips.count - 1 {
        cuts.append((top + i + 1) * t)
        sum = 0
      }
    }
    cuts.append(bottom * t)
    var bands: [[PixelRect]] = []
    for i in 0..<(cuts.count - 1) {
      let rows = PixelRect(x: Int(Int32.min / 2), y: cuts[i], width: Int(Int32.max), height: cuts[i + 1] - cuts[i])
      let band = rects.map { $0.clipped(to: rows) }.filter { !$0.isEmpty }
      if !band.isEmpty { bands.append(band) }
    }
    return bands
  }

  /// Invalidates cached backdrops where what lies below a material changed, and returns
  /// the material pixels whose blurred backdrop changed with it (the change spread by the
  /// blur's reach). Drops the backdrops no material uses this frame: one that comes back
  /// (a background switched away and back) has not followed what changed meanwhile.
  ///
  /// A plane's backdrop is what the planes below it show. When that stack below is not the
  /// one of the last frame — a plane below moved, faded, appeared or went, as a modal's
  /// dimming does when it hides — the whole backdrop is recomputed; otherwise only where
  /// the planes below drew again, spread by the blur's reach. The stack is compared plane
  /// by plane, not index by index: a plane that leaves below the material shifts the
  /// material's own index, which must not pass for the material having moved.
  private func spreadMaterialDamage(
    _ stack: [LayerSnapshot], entries: [StackEntry]
  ) throws(RenderingError) -> [PixelRect] {
    var added: [PixelRect] = []
    var used = Set<BackdropKey>()
    var changedBelow: [PixelRect] = []
    for (k, layer) in stack.enumerated() {
      var changedHere = layer.redrawn
      let belowChanged = Self.stackBelowChanged(entries, at: k, previous: previousStack)
      for m in layer.materials {
        let plan = BackdropBlurPlan(sigma: m.material.blurRadius * scale)
        var cache: BackdropCache?
        if !m.hasContentBehind {
          // Made here, before the jobs that fill it run.
          let key = BackdropKey(plane: layer.id, material: m.material)
          used.insert(key)
          if caches[key] == nil {
            caches[key] = try BackdropCache(width: screenBounds.width, height: screenBounds.height)
            // A new backdrop is computed wherever it shows.
            added.append(m.area)
          }
          cache = caches[key]
        }
        if belowChanged {
          cache?.invalidateAll()
          added.append(m.area)
          changedHere.append(m.area)
          continue
        }
        for source in m.hasContentBehind ? changedBelow + layer.redrawn : changedBelow {
          let reach = source.grown(by: plan.margin).clipped(to: screenBounds)
          cache?.invalidate(reach)
          let affected = reach.clipped(to: m.area)
          if !affected.isEmpty {
            added.append(affected)
            changedHere.append(affected)
          }
        }
      }
      changedBelow += changedHere
    }
    caches = caches.filter { used.contains($0.key) }
    return added
  }

  /// Whether what lies below plane `k` of `entries` differs from what lay below the same
  /// plane in `previous`: another plane, or one placed or faded otherwise. A plane that was
  /// not there before has nothing retained to keep.
  static func stackBelowChanged(_ entries: [StackEntry], at k: Int, previous: [StackEntry]) -> Bool {
    guard let p = previous.firstIndex(where: { $0.plane == entries[k].plane }) else { return true }
    return previous[0..<p] != entries[0..<k]
  }

  /// Where planes that went, moved or faded since `previous` were and are, on screen: those
  /// pixels are composited again. (A layer reports its own move too; a run of a window's
  /// pixels, such as a modal's dimming that hides, only goes.)
  static func placementChanges(from previous: [StackEntry], to entries: [StackEntry]) -> [PixelRect] {
    var changed: [PixelRect] = []
    for old in previous {
      if let now = entries.first(where: { $0.plane == old.plane }) {
        if now != old { changed += [old.visible, now.visible] }
      } else {
        changed.append(old.visible)
      }
    }
    return changed
  }

  /// The union of `rects` inside `bounds`, as disjoint rectangles.
  static func disjoint(_ rects: [PixelRect], in bounds: PixelRect) -> [PixelRect] {
    var region = RectRegion()
    for r in rects {
      let c = r.clipped(to: bounds)
      if !c.isEmpty { region.formUnion(c.rect) }
    }
    return region.rects.map(PixelRect.init(roundingOut:))
  }

  /// A length in points as whole pixels: rounded up, so a fractional edge is still drawn.
  /// (A length within a rounding error of a whole number, as a size times a scale can be,
  /// is that number.)
  package static func pixels(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return length > Double(Int32.max) ? Int(Int32.max) : Int(length.snappedToWholePixel.rounded(.up))
  }

  /// `color` as pixman's 16-bit premultiplied color.
  static func pixmanColor(_ color: Color) -> pixman_color_t {
    func c(_ v: Double) -> UInt16 { UInt16((Swift.min(1, Swift.max(0, v)) * 65535).rounded()) }
    return pixman_color_t(red: c(color.red), green: c(color.green), blue: c(color.blue), alpha: c(color.alpha))
  }
}
