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
public final class FrameRenderer {
  /// The painter that draws view trees; it holds the asset catalog.
  public let painter: ViewPainter
  /// The color behind every window; made opaque over black if it is not.
  public var backgroundColor: Color = .black {
    didSet { if backgroundColor != oldValue { needsFullFrame = true } }
  }
  /// Whether each frame's damage is tinted (``damageOverlayColor``) so it can be seen.
  /// The tint is removed by the next frame, which redraws those pixels.
  public var showsDamage = false

  /// The tint laid over damaged pixels when ``showsDamage`` is on.
  public static let damageOverlayColor = Color(red: 1, green: 0.1, blue: 0.1, alpha: 0.35)

  var frameSurface: PixelSurface?
  var layers: [ObjectIdentifier: WindowLayer] = [:]
  var previousStack: [StackEntry] = []
  /// Where layers that were shown last frame and are not now were: their pixels changed.
  var vanished: [PixelRect] = []
  /// Whether the last frame ended early with an error, which can leave damage undrawn.
  var lastFrameFailed = false
  var caches: [BackdropKey: BackdropCache] = [:]
  var overlayToErase: [PixelRect] = []
  /// The focus ring drawn in the last frame.
  var lastFocusRing: FocusRing?
  weak var lastScreen: Screen?
  var needsFullFrame = true
  var screenBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
  let scratch = ScratchPool()

  /// Where a plane sits in the stack, to tell when the stack changed between frames.
  struct StackEntry: Equatable {
    let plane: PlaneID
    let frame: PixelRect
    let alpha: Double
  }

  /// A plane's blurred backdrop for one blur strength.
  struct BackdropKey: Hashable {
    let plane: PlaneID
    let sigma: Double
  }

  /// Creates a renderer whose views load images from `assets`.
  public init(assets: AssetCatalog = AssetCatalog()) {
    painter = ViewPainter(assets: assets)
  }

  /// Makes the next frame recomposite the whole screen, as after an expose: the retained
  /// buffers and stores are composited again, not drawn again.
  public func invalidate() {
    needsFullFrame = true
  }

  /// Drops every retained buffer, store and blurred backdrop, so the next frame draws
  /// everything afresh, as the first one does.
  public func invalidateRetainedPixels() {
    layers.removeAll()
    caches.removeAll()
    needsFullFrame = true
  }

  /// The bytes the renderer retains between frames: the frame, the windows' buffers, the
  /// layers' stores and the blurred backdrops. Hidden windows keep none.
  public var retainedBytes: Int {
    (frameSurface.map { $0.stride * $0.height } ?? 0) + layers.values.reduce(0) { $0 + $1.bytes }
      + caches.values.reduce(0) { $0 + $1.surface.stride * $1.surface.height }
  }

  /// Marks every cached blurred backdrop out of date, so the next frame blurs afresh all
  /// it shows; for measuring the blur itself.
  func invalidateBackdrops() {
    for cache in caches.values { cache.invalidateAll() }
  }

  /// The most recent frame, or `nil` before the first.
  public var currentFrame: PixelSurface? { frameSurface }

  /// Renders a frame of a screen and returns its pixels with what changed in them.
  ///
  /// Throws ``RenderingError/invalidSize(what:width:height:)`` for a screen smaller than one
  /// pixel and ``RenderingError/tooLarge(what:width:height:)`` for a screen or window past
  /// the surface limits. After an error the next frame is a full one.
  public func render(_ screenFrame: ScreenFrame) throws(RenderingError) -> RenderedFrame {
    let width = Self.pixels(screenFrame.size.width)
    let height = Self.pixels(screenFrame.size.height)
    guard width >= 1, height >= 1 else {
      throw .invalidSize(what: "screen", width: screenFrame.size.width, height: screenFrame.size.height)
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
    // A frame that ended early may have left damage undrawn: start afresh.
    if lastFrameFailed || lastScreen !== screen {
      layers.removeAll()
      caches.removeAll()
      full = true
    }
    lastFrameFailed = true
    // Until this frame completes, an error leaves the next one to redraw everything.
    needsFullFrame = true
    lastScreen = screen
    screenBounds = frame.bounds

    var damage = screenFrame.damage.rects.map(PixelRect.init(enclosing:)) + overlayToErase
    overlayToErase = []
    vanished = []
    let stack = try drawPlanes(of: screenFrame)
    let entries = stack.map { StackEntry(plane: $0.id, frame: $0.frame, alpha: $0.alpha) }
    let firstChange = Self.firstDifference(entries, previousStack)
    previousStack = entries
    caches = caches.filter { key, _ in entries.contains { $0.plane == key.plane } }
    damage += spreadMaterialDamage(stack, firstChange: firstChange)
    for layer in stack { damage += layer.redrawn }
    damage += vanished
    let ring = screenFrame.focusRing
    damage += focusRingDamage(ring)

    let rects = full ? [screenBounds] : Self.disjoint(damage, in: screenBounds)
    cairo_surface_flush(frame.cairoSurface)
    for r in rects { try compositeSkippingCovered(stack, area: r, into: frame.pixmanImage) }
    if showsDamage {
      var color = Self.pixmanColor(Self.damageOverlayColor)
      let overlay = pixman_image_create_solid_fill(&color)!
      for r in rects {
        pixman_image_composite32(
          PIXMAN_OP_OVER, overlay, nil, frame.pixmanImage, 0, 0, 0, 0, Int32(r.x), Int32(r.y), Int32(r.width),
          Int32(r.height))
      }
      pixman_image_unref(overlay)
      overlayToErase = rects
    }
    frame.markDirty()
    drawFocusRing(ring, over: rects, into: frame)
    needsFullFrame = false
    lastFrameFailed = false
    return RenderedFrame(surface: frame, damage: rects, isFullFrame: full)
  }

  /// Invalidates cached backdrops where what lies below a material changed, and returns
  /// the material pixels whose blurred backdrop changed with it (the change spread by the
  /// blur's reach). Materials of windows at or above `firstChange` (where the stack itself
  /// changed) are recomputed whole.
  private func spreadMaterialDamage(_ stack: [LayerSnapshot], firstChange: Int?) -> [PixelRect] {
    var added: [PixelRect] = []
    var changedBelow: [PixelRect] = vanished
    for (k, layer) in stack.enumerated() {
      var changedHere = layer.redrawn
      for m in layer.materials {
        let plan = BackdropBlurPlan(sigma: m.material.blurRadius)
        let cache = m.hasContentBehind ? nil : caches[BackdropKey(plane: layer.id, sigma: m.material.blurRadius)]
        // Planes above the first that moved or changed in the stack see another backdrop;
        // the one that moved keeps its own, which is of what lies below it.
        if let first = firstChange, k > first {
          cache?.invalidateAll()
          added.append(m.area)
          changedHere.append(m.area)
          continue
        }
        for source in m.hasContentBehind ? changedBelow + layer.redrawn : changedBelow {
          let reach = source.expanded(by: plan.margin).intersection(screenBounds)
          cache?.invalidate(reach)
          let affected = reach.intersection(m.area)
          if !affected.isEmpty {
            added.append(affected)
            changedHere.append(affected)
          }
        }
      }
      changedBelow += changedHere
    }
    return added
  }

  /// The index of the first entry that differs, or `nil` when both stacks are the same.
  static func firstDifference(_ a: [StackEntry], _ b: [StackEntry]) -> Int? {
    for i in 0..<Swift.min(a.count, b.count) where a[i] != b[i] { return i }
    return a.count == b.count ? nil : Swift.min(a.count, b.count)
  }

  /// The union of `rects` inside `bounds`, as disjoint rectangles.
  static func disjoint(_ rects: [PixelRect], in bounds: PixelRect) -> [PixelRect] {
    var region = Region()
    for r in rects {
      let c = r.intersection(bounds)
      if !c.isEmpty { region.formUnion(c.rect) }
    }
    return region.rects.map(PixelRect.init(enclosing:))
  }

  /// A length in points as whole pixels: rounded up, so a fractional edge is still drawn.
  static func pixels(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return length > Double(Int32.max) ? Int(Int32.max) : Int(length.rounded(.up))
  }

  /// `color` as pixman's 16-bit premultiplied color.
  static func pixmanColor(_ color: Color) -> pixman_color_t {
    func c(_ v: Double) -> UInt16 { UInt16((Swift.min(1, Swift.max(0, v)) * 65535).rounded()) }
    return pixman_color_t(red: c(color.red), green: c(color.green), blue: c(color.blue), alpha: c(color.alpha))
  }
}
