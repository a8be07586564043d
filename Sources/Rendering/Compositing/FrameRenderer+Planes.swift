import Compositor

extension FrameRenderer {
  /// Finds what changed in every visible window's planes and describes the stack, back to
  /// front: each window's own pixels, split into runs of its root's subviews around its
  /// layers, and each layer's store. The tiles to paint again go to `tiles`: a buffer is
  /// painted whole only when it is new or its size changed; otherwise where its damage says.
  ///
  /// Views are in points; buffers, frames and damage here are in pixels, ``scale`` per point.
  func drawPlanes(of frame: ScreenFrame, tiles: inout [ViewPainter.Tile]) throws(RenderingError) -> [LayerSnapshot] {
    var stack: [LayerSnapshot] = []
    var seen = Set<ObjectIdentifier>()
    for windowState in frame.windows {
      let window = windowState.window
      let id = ObjectIdentifier(window)
      seen.insert(id)
      let state: WindowLayer
      if let existing = layers[id], existing.window === window {
        state = existing
      } else {
        state = WindowLayer(window: window)
        layers[id] = state
      }
      state.pendingDamage.formUnion(windowState.damage)
      if state.pendingDamage.rects.count > Window.damageRectangleLimit {
        // A long-hidden window's damage only grows more fragmented; its bounds will do.
        state.pendingDamage = RectRegion(state.pendingDamage.bounds)
      }
      let layerViews = window.rootView.subviews.filter(\.isLayer)
      let width = Self.pixels(window.frame.width * scale)
      let height = Self.pixels(window.frame.height * scale)
      guard !window.isHidden, width >= 1, height >= 1 else {
        // Hidden windows keep no pixels; showing one draws it afresh.
        state.dropBuffers()
        continue
      }
      try drawWindow(
        window, state: state, layerViews: layerViews, layerDamage: windowState.layerDamage, size: (width, height),
        into: &stack, tiles: &tiles)
    }
    layers = layers.filter { seen.contains($0.key) }
    return stack
  }

  private func drawWindow(
    _ window: Window, state: WindowLayer, layerViews: [View], layerDamage: [ObjectIdentifier: RectRegion],
    size: (width: Int, height: Int), into stack: inout [LayerSnapshot], tiles: inout [ViewPainter.Tile]
  ) throws(RenderingError) {
    // A window too large for a buffer is an error whether or not it draws anything yet.
    try PixelSurface.validate(width: size.width, height: size.height, what: "window '\(window.name)'")
    let root = window.rootView
    let origin = (x: pixel(window.frame.minX), y: pixel(window.frame.minY))
    let windowRect = PixelRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    var ranges: [Range<Int>] = []
    var start = 0
    for (i, sub) in root.subviews.enumerated() where sub.isLayer {
      ranges.append(start..<i)
      start = i + 1
    }
    ranges.append(start..<root.subviews.count)
    if ranges != state.runRanges {
      state.runRanges = ranges
      state.needsFullRedraw = true
    }
    // Changes under a root too transparent to count as visible (below 0.01) are not
    // recorded, but a root above 0 is still drawn: draw it all.
    if !root.isVisibleInTree { state.needsFullRedraw = true }
    let damage = state.pendingDamage.rects.map { PixelRect(enclosing: $0, scale: scale) }
    state.pendingDamage.removeAll()
    for (k, range) in ranges.enumerated() {
      let scope = ViewPainter.PaintScope(rootSubviews: range, paintsRoot: k == 0, laysMaterialTint: false)
      let drawsRoot =
        k == 0 && !root.isHidden && (root.background != nil || root.content != .none || root.shadow != nil)
      if drawsRoot || range.contains(where: { !root.subviews[$0].isHidden }) {
        var buffer = state.runs[k]
        var whole = state.needsFullRedraw
        if buffer?.width != size.width || buffer?.height != size.height {
          state.runs[k] = nil
          buffer = try PixelSurface(width: size.width, height: size.height, what: "window '\(window.name)'")
          state.runs[k] = buffer
          whole = true
        }
        let surface = buffer!
        let redraw =
          whole ? [surface.bounds] : damage.map { $0.clipped(to: surface.bounds) }.filter { !$0.isEmpty }
        for tile in ViewPainter.tiles(covering: redraw, in: surface.bounds) {
          tiles.append(
            ViewPainter.Tile(root: root, scope: scope, surface: surface, rect: tile, origin: (0, 0), scale: scale))
        }
        let materials = MaterialRegion.collect(
          root: root, scope: scope, origin: origin, clip: Rect(origin: .zero, size: window.frame.size), alpha: 1,
          scale: scale)
        stack.append(
          LayerSnapshot(
            id: PlaneID(window: ObjectIdentifier(window), layer: nil, run: k), window: window, buffer: surface,
            frame: windowRect, visible: windowRect, alpha: 1, materials: materials,
            isOpaque: k == 0 && LayerSnapshot.isOpaque(window, materials: materials, scale: scale),
            redrawn: onScreen(redraw.map { $0.moved(dx: origin.x, dy: origin.y) }), paintRoot: root, scope: scope,
            rootOrigin: origin))
      } else {
        state.runs[k] = nil
      }
      if k < layerViews.count {
        try drawLayer(
          layerViews[k], damage: layerDamage[ObjectIdentifier(layerViews[k])] ?? RectRegion(), of: window, state: state,
          origin: origin, windowRect: windowRect, into: &stack, tiles: &tiles)
      }
    }
    state.needsFullRedraw = false
    let live = Set(layerViews.map(ObjectIdentifier.init))
    state.stores = state.stores.filter { live.contains($0.key) }
  }

  /// Finds what changed in `view`'s store and adds its plane to the stack, where the layer
  /// is now; a layer that moved, faded, appeared or went changed where it was and is.
  private func drawLayer(
    _ view: View, damage: RectRegion, of window: Window, state: WindowLayer, origin: (x: Int, y: Int),
    windowRect: PixelRect, into stack: inout [LayerSnapshot], tiles: inout [ViewPainter.Tile]
  ) throws(RenderingError) {
    let vid = ObjectIdentifier(view)
    let store = state.stores[vid] ?? LayerStore()
    state.stores[vid] = store
    let alpha = view.alpha * window.rootView.alpha
    guard !view.isHidden, !window.rootView.isHidden, alpha > 0 else {
      if let old = store.placement { vanished.append(old.frame) }
      store.placement = nil
      return
    }
    // The store holds the subtree in the layer's own pixels: its coordinates × scale.
    let local = PixelRect(enclosing: view.visualRect(offset: .zero), scale: scale)
    guard !local.isEmpty else {
      if let old = store.placement { vanished.append(old.frame) }
      store.placement = nil
      store.buffer = nil
      return
    }
    // Changes inside a layer too transparent to count as visible (below 0.01) are not
    // recorded, but it is still drawn: draw it all. (Once it shows, it is damaged whole.)
    var whole = state.needsFullRedraw || !view.isVisibleInTree
    if store.buffer == nil || store.rect != local {
      store.buffer = nil
      store.buffer = try PixelSurface(width: local.width, height: local.height, what: "layer '\(view.identifier)'")
      store.rect = local
      whole = true
    }
    let buffer = store.buffer!
    let redraw =
      whole
      ? [buffer.bounds]
      : damage.rects.map {
        PixelRect(enclosing: $0, scale: scale).moved(dx: -local.x, dy: -local.y).clipped(to: buffer.bounds)
      }
      .filter { !$0.isEmpty }
    let scope = ViewPainter.PaintScope(rootIsLayer: true, laysMaterialTint: false)
    for tile in ViewPainter.tiles(covering: redraw, in: buffer.bounds) {
      tiles.append(
        ViewPainter.Tile(
          root: view, scope: scope, surface: buffer, rect: tile, origin: (local.x, local.y), scale: scale))
    }
    // Where the layer's own coordinate origin lands, in whole screen pixels.
    let p = view.convertToWindow(.zero)
    let rootOrigin = (x: origin.x + pixel(p.x), y: origin.y + pixel(p.y))
    let frame = local.moved(dx: rootOrigin.x, dy: rootOrigin.y)
    let visible = frame.clipped(to: windowRect)
    var changed = redraw.map { $0.moved(dx: frame.x, dy: frame.y) }
    if let old = store.placement, old.frame != frame || old.alpha != alpha {
      changed += [old.frame, frame]
    } else if store.placement == nil {
      changed.append(frame)
    }
    store.placement = (frame, alpha)
    // The clip in the layer's points: the visible part, as seen from the layer's origin.
    let clip = visible.moved(dx: -rootOrigin.x, dy: -rootOrigin.y).rect.scaled(by: 1 / scale)
    let materials = MaterialRegion.collect(
      root: view, scope: scope, origin: rootOrigin, clip: clip, alpha: alpha, scale: scale)
    stack.append(
      LayerSnapshot(
        id: PlaneID(window: ObjectIdentifier(window), layer: vid, run: -1), window: window, buffer: buffer,
        frame: frame, visible: visible, alpha: alpha, materials: materials, isOpaque: false,
        redrawn: onScreen(changed), paintRoot: view, scope: scope, rootOrigin: rootOrigin,
        bufferOrigin: (local.x, local.y)))
  }

  /// `rects` inside the screen, empty ones dropped.
  func onScreen(_ rects: [PixelRect]) -> [PixelRect] {
    rects.map { $0.clipped(to: screenBounds) }.filter { !$0.isEmpty }
  }

  /// A coordinate in points as a whole pixel: the first pixel whose centre is at or past
  /// it, the rule `WindowPixelGrid` places windows and the hit test takes points by, so a window
  /// or a layer half a pixel off the grid is drawn where its X window and its hits are.
  func pixel(_ value: Double) -> Int {
    let v = (value * scale - 0.5).rounded(.up)
    guard v.isFinite else { return 0 }
    return Int(Swift.min(Double(Int32.max), Swift.max(Double(Int32.min), v)))
  }
}
