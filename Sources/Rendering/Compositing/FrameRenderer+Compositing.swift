import CCairo
import Compositor

extension FrameRenderer {
  /// What one compositing job works with: images of its own over the shared buffers, and
  /// scratch memory no other job uses at the same time.
  struct Job {
    let images: PixmanImages
    let scratch: ScratchPool
  }

  /// Composites the windows `stack[0..<end]` over `area` (screen pixels) into `target`,
  /// whose top-left pixel is screen pixel `origin`. Materials get their blurred backdrop
  /// before their window's buffer goes over it. `depth` counts nested backdrops, which
  /// each use their own scratch memory.
  func composite(
    _ stack: [LayerSnapshot], below end: Int, area: PixelRect, into target: OpaquePointer, origin: (x: Int, y: Int),
    depth: Int, from first: Int? = nil, job: Job
  ) throws(RenderingError) {
    guard !area.isEmpty else { return }
    // Nothing below the topmost opaque window that covers the area can show; nor below a
    // plane whose opaque material covers it (`first`): its backdrop is laid with SRC.
    var start = first ?? 0
    var startsOpaque = first != nil
    if first == nil {
      for j in stride(from: end - 1, through: 0, by: -1) where stack[j].isOpaque && stack[j].visible.encloses(area) {
        start = j
        startsOpaque = true
        break
      }
    }
    if !startsOpaque {
      var color = Self.pixmanColor(backgroundColor.over(.black))
      // pixman fills an unclipped image wherever it is told: keep the box inside it.
      let extent = PixelRect(
        x: 0, y: 0, width: Int(pixman_image_get_width(target)), height: Int(pixman_image_get_height(target)))
      let fill = area.moved(dx: -origin.x, dy: -origin.y).clipped(to: extent)
      if !fill.isEmpty, fill.maxX <= Int(Int16.max), fill.maxY <= Int(Int16.max) {
        var box = pixman_rectangle16_t(
          x: Int16(fill.x), y: Int16(fill.y), width: UInt16(fill.width), height: UInt16(fill.height))
        pixman_image_fill_rectangles(PIXMAN_OP_SRC, target, &color, 1, &box)
      }
    }
    for j in start..<end {
      let layer = stack[j]
      let a = area.clipped(to: layer.visible)
      guard !a.isEmpty else { continue }
      for m in layer.materials {
        let out = a.clipped(to: m.area)
        if !out.isEmpty {
          try applyBackdrop(
            of: m, stack, layerIndex: j, output: out, into: target, origin: origin, depth: depth, job: job)
        }
      }
      // A faded layer goes over through a constant mask of its opacity.
      var opacity = Self.pixmanColor(Color(white: 0, alpha: layer.alpha))
      let mask = layer.alpha >= 1 ? nil : pixman_image_create_solid_fill(&opacity)
      pixman_image_composite32(
        j == start && startsOpaque && first == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, job.images.image(layer.buffer),
        mask, target, Int32(a.x - layer.frame.x), Int32(a.y - layer.frame.y), 0, 0, Int32(a.x - origin.x),
        Int32(a.y - origin.y), Int32(a.width), Int32(a.height))
      if let mask { pixman_image_unref(mask) }
    }
  }

  /// Composites the whole stack over `area` into `target`, whose top-left is screen pixel
  /// `origin`, starting, where the topmost opaque material covers part of it, at that
  /// material's plane: its backdrop is laid with SRC there, so what lies below need not be
  /// composited first. The rest of the area is composited from the bottom.
  func compositeSkippingCovered(
    _ stack: [LayerSnapshot], area: PixelRect, into target: OpaquePointer, origin: (x: Int, y: Int), job: Job
  ) throws(RenderingError) {
    for j in stride(from: stack.count - 1, through: 0, by: -1) {
      for m in stack[j].materials where m.alpha >= 1 {
        let core = m.shape.solidPixels.clipped(to: m.area).clipped(to: stack[j].visible).clipped(to: area)
        // Only worth it for a sizeable part of the area.
        guard core.area * 4 >= area.area else { continue }
        try composite(stack, below: stack.count, area: core, into: target, origin: origin, depth: 0, from: j, job: job)
        for rest in ViewPainter.ring(around: core, in: area) {
          try compositeSkippingCovered(stack, area: rest, into: target, origin: origin, job: job)
        }
        return
      }
    }
    try composite(stack, below: stack.count, area: area, into: target, origin: origin, depth: 0, job: job)
  }

  /// Lays the blurred and tinted backdrop of material `m` (of window `layerIndex`) into
  /// `target` over `output`, within the material's rounded shape and at its opacity. The
  /// plane's buffer is transparent in the material's shape but for the views over it.
  private func applyBackdrop(
    of m: MaterialRegion, _ stack: [LayerSnapshot], layerIndex: Int, output: PixelRect, into target: OpaquePointer,
    origin: (x: Int, y: Int), depth: Int, job: Job
  ) throws(RenderingError) {
    let plan = BackdropBlurPlan(sigma: m.material.blurRadius * scale)
    let source: OpaquePointer
    let sourceOrigin: (x: Int, y: Int)
    var temporary: ScratchImage?
    if !m.hasContentBehind, let cache = caches[BackdropKey(plane: stack[layerIndex].id, material: m.material)] {
      let image = job.images.image(cache.surface)
      if let missing = cache.missingArea(in: output) {
        try blurBackdrop(
          stack, below: layerIndex, behind: nil, output: missing, plan: plan, tint: m.material.tint, into: image,
          origin: (0, 0), depth: depth, job: job)
        cache.markValid(missing)
      }
      source = image
      sourceOrigin = (0, 0)
    } else {
      let image = job.scratch.image(slot: depth * 8 + 7, width: output.width, height: output.height)
      try blurBackdrop(
        stack, below: layerIndex, behind: m.hasContentBehind ? m : nil, output: output, plan: plan,
        tint: m.material.tint, into: image.pixmanImage, origin: (output.x, output.y), depth: depth, job: job)
      source = image.pixmanImage
      sourceOrigin = (output.x, output.y)
      temporary = image
    }
    // Full coverage away from the corners: a plain copy (or a constant-opacity blend).
    let core = m.shape.solidPixels.clipped(to: output)
    if !core.isEmpty {
      var opacity = Self.pixmanColor(Color(white: 0, alpha: m.alpha))
      let mask = m.alpha >= 1 ? nil : pixman_image_create_solid_fill(&opacity)
      pixman_image_composite32(
        m.alpha >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask, target, Int32(core.x - sourceOrigin.x),
        Int32(core.y - sourceOrigin.y), 0, 0, Int32(core.x - origin.x), Int32(core.y - origin.y), Int32(core.width),
        Int32(core.height))
      if let mask { pixman_image_unref(mask) }
    }
    // Rounded corners and fractional edges: blend through the shape's coverage.
    if let coverage = coverages[ObjectIdentifier(m.view)] {
      for piece in ViewPainter.ring(around: core, in: output) {
        coverage.composite(
          source, sourceOrigin: sourceOrigin, over: piece, into: target, origin: origin, images: job.images)
      }
    }
    withExtendedLifetime(temporary) {}
  }

  /// Makes sure every material of `stack` has the coverage of its rounded shape, kept from
  /// frame to frame while it fits; before the jobs run, which only read it.
  func prepareCoverages(_ stack: [LayerSnapshot]) {
    var used = Set<ObjectIdentifier>()
    for layer in stack {
      for m in layer.materials {
        let id = ObjectIdentifier(m.view)
        used.insert(id)
        let (key, anchor) = ShapeCoverage.key(for: m.shape, alpha: m.alpha)
        if let kept = coverages[id], kept.key == key {
          kept.move(to: anchor)
        } else {
          coverages[id] = ShapeCoverage(key: key, anchor: anchor)
        }
      }
    }
    coverages = coverages.filter { used.contains($0.key) }
  }

  /// Computes the blurred backdrop of window `layerIndex` over `output` into `target`
  /// (whose top-left is screen pixel `origin`): composites the windows below over the
  /// blur's input area, adds the window's own views behind `behind` when given, then
  /// downsamples, blurs and upsamples as `plan` says, and lays the material's `tint` over
  /// the result (the plane's buffer leaves it out, so it goes over the backdrop once, when
  /// the backdrop is computed, rather than with the plane on every frame).
  private func blurBackdrop(
    _ stack: [LayerSnapshot], below layerIndex: Int, behind: MaterialRegion?, output: PixelRect,
    plan: BackdropBlurPlan, tint: Color, into target: OpaquePointer, origin: (x: Int, y: Int), depth: Int, job: Job
  ) throws(RenderingError) {
    let input = plan.input(for: output, screen: screenBounds)
    let base = job.scratch.image(slot: depth * 8, width: input.width, height: input.height)
    try composite(
      stack, below: layerIndex, area: input, into: base.pixmanImage, origin: (input.x, input.y), depth: depth + 1,
      job: job)
    if let behind {
      try addViews(behind: behind, of: stack[layerIndex], over: input, into: base, slot: depth * 8 + 6, job: job)
    }
    // Slots depth*8 + 1... hold the levels, depth*8 + 6 a tile of views behind and
    // depth*8 + 7 the caller's temporary image: a level reaching slot 6 would free memory
    // still in use.
    assert(plan.levels < 6, "a backdrop blur of \(plan.levels) levels overlaps the tile and temporary slots")
    var level = base
    for i in 0..<plan.levels {
      let next = job.scratch.image(
        slot: depth * 8 + 1 + i, width: (level.width + 1) / 2, height: (level.height + 1) / 2)
      Self.setScale(level.pixmanImage, 2)
      pixman_image_composite32(
        PIXMAN_OP_SRC, level.pixmanImage, nil, next.pixmanImage, 0, 0, 0, 0, 0, 0, Int32(next.width),
        Int32(next.height))
      level = next
    }
    BoxBlur.blur(
      level.data.assumingMemoryBound(to: UInt8.self), width: level.width, height: level.height, stride: level.stride,
      channels: 4, radii: plan.radii)
    Self.setScale(level.pixmanImage, 1 / Double(plan.factor))
    pixman_image_composite32(
      PIXMAN_OP_SRC, level.pixmanImage, nil, target, Int32(output.x - input.x), Int32(output.y - input.y), 0, 0,
      Int32(output.x - origin.x), Int32(output.y - origin.y), Int32(output.width), Int32(output.height))
    guard tint.alpha > 0 else { return }
    var color = Self.pixmanColor(tint)
    let tintImage = pixman_image_create_solid_fill(&color)
    pixman_image_composite32(
      PIXMAN_OP_OVER, tintImage, nil, target, 0, 0, 0, 0, Int32(output.x - origin.x), Int32(output.y - origin.y),
      Int32(output.width), Int32(output.height))
    if let tintImage { pixman_image_unref(tintImage) }
  }

  /// Lays the views of `layer`'s plane painted before `behind` over `input` of `base`. They
  /// are painted tile by tile on the plane buffer's own grid, each tile whole, as the
  /// buffer is, so a backdrop computed for any area agrees with one for any other.
  private func addViews(
    behind: MaterialRegion, of layer: LayerSnapshot, over input: PixelRect, into base: ScratchImage, slot: Int,
    job: Job
  ) throws(RenderingError) {
    // The plane buffer's pixels that `input` covers.
    let offset = (x: layer.frame.x, y: layer.frame.y)
    let inBuffer = input.moved(dx: -offset.x, dy: -offset.y)
    let bounds = layer.buffer.bounds
    for tile in ViewPainter.tiles(covering: [inBuffer], in: bounds) {
      let image = job.scratch.image(slot: slot, width: tile.width, height: tile.height)
      // Materials painted before `behind` show with their tint, as a view would.
      var scope = layer.scope
      scope.laysMaterialTint = true
      painter.paint(
        layer.paintRoot, scope: scope, scale: scale,
        area: tile.moved(dx: layer.bufferOrigin.x, dy: layer.bufferOrigin.y), into: image.data,
        stride: image.stride, stopBefore: behind.view)
      let part = tile.clipped(to: inBuffer)
      pixman_image_composite32(
        PIXMAN_OP_OVER, image.pixmanImage, nil, base.pixmanImage, Int32(part.x - tile.x), Int32(part.y - tile.y), 0, 0,
        Int32(part.x + offset.x - input.x), Int32(part.y + offset.y - input.y), Int32(part.width),
        Int32(part.height))
    }
  }

  /// Makes `image` sample bilinearly, padded at its edges, with destination pixels mapped
  /// to `scale` source pixels (2 halves it, 1/4 enlarges it four times).
  private static func setScale(_ image: OpaquePointer, _ scale: Double) {
    var transform = pixman_transform_t()
    let fixed = pixman_fixed_t(scale * 65536)
    pixman_transform_init_scale(&transform, fixed, fixed)
    pixman_image_set_transform(image, &transform)
    pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
  }
}
