import CCairo
import Compositor

extension ViewPainter {
  /// Composites what `view` drew with code (``View/draw(in:)``) over its background and
  /// content, cut to its rounded shape: its retained pixels, made from its drawing the first
  /// time and again only when the drawing or the scale changed. The pixels land on whole
  /// device pixels, so every tile shows them alike and moving the view never redraws them.
  func drawRetainedDrawing(of view: View, _ cr: OpaquePointer, offset: Point, state: PaintState) {
    guard let drawing = view.drawing, let surface = drawnContents(of: view, drawing, scale: state.scale)?.surface
    else { return }
    let b = view.bounds
    let x = ((b.minX + offset.x) * state.scale + 0.5).rounded(.down) + Double(state.deviceOrigin.x)
    let y = ((b.minY + offset.y) * state.scale + 0.5).rounded(.down) + Double(state.deviceOrigin.y)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoPath.addRoundedRect(cr, b, view.cornerRadii)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface.cairoSurface, x, y)
    cairo_paint(cr)
  }

  /// The view's retained pixels for its drawing at `scale`, made now if it has none or
  /// they are stale. Tiles painted at once wait for each other here, so a drawing is made
  /// once per change whatever the number of tiles it spans.
  func drawnContents(of view: View, _ drawing: Drawing, scale: Double) -> DrawnContents? {
    drawnLock.withLock {
      if let kept = view.retainedContents as? DrawnContents, kept.generation == view.drawingGeneration,
        kept.scale == scale
      {
        return kept
      }
      let made = DrawnContents(
        surface: rasterize(drawing, scale: scale, name: view.identifier), generation: view.drawingGeneration,
        scale: scale)
      view.retainedContents = made
      drawingsMade += 1
      return made
    }
  }

  /// How many drawings were turned into pixels (``drawnContents(of:_:scale:)``), for tests
  /// that count redraws.
  package var drawingsRasterized: Int { drawnLock.withLock { drawingsMade } }

  /// Replays `drawing` into new pixels at `scale`: its size in points times the scale,
  /// transparent where nothing was drawn; `nil` when that is not one pixel or too large.
  func rasterize(_ drawing: Drawing, scale: Double, name: String) -> PixelSurface? {
    let width = FrameRenderer.pixels(drawing.size.width * scale)
    let height = FrameRenderer.pixels(drawing.size.height * scale)
    guard width >= 1, height >= 1 else { return nil }
    let surface: PixelSurface
    do {
      surface = try PixelSurface(width: width, height: height, what: "drawing of '\(name)'")
    } catch {
      Diagnostics.report("rendering: \(error); the view's drawing is not shown")
      return nil
    }
    let cr = cairo_create(surface.cairoSurface)!
    cairo_scale(cr, scale, scale)
    replay(drawing.commands, cr, scale: scale)
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      Diagnostics.report(
        "rendering: the drawing of '\(name)' stopped: \(String(cString: cairo_status_to_string(status)))")
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface.cairoSurface)
    return surface
  }

  /// Draws `commands` with `cr`, whose matrix maps the drawing's points to its pixels.
  private func replay(_ commands: [DrawingCommand], _ cr: OpaquePointer, scale: Double) {
    var opacity = 1.0
    var saved: [Double] = []
    for command in commands {
      switch command {
      case .save:
        cairo_save(cr)
        saved.append(opacity)
      case .restore:
        cairo_restore(cr)
        opacity = saved.popLast() ?? 1
      case .opacity(let value):
        opacity = value
      case .concatenate(let t):
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
      case .clip(let path, let rule):
        Self.addPath(path, cr)
        cairo_set_fill_rule(cr, Self.cairoRule(rule))
        cairo_clip(cr)
      case .fill(let path, let shading, let rule):
        Self.addPath(path, cr)
        cairo_set_fill_rule(cr, Self.cairoRule(rule))
        Self.setSource(shading, opacity: opacity, cr)
        cairo_fill(cr)
      case .stroke(let path, let shading, let style):
        Self.addPath(path, cr)
        Self.setStroke(style, cr)
        Self.setSource(shading, opacity: opacity, cr)
        cairo_stroke(cr)
      case .text(var text, let rect):
        text.color = text.color.opacity(opacity)
        drawText(text, in: rect, radii: .zero, cr)
      case .textAt(var text, let point, let anchor):
        text.color = text.color.opacity(opacity)
        drawText(text, at: point, anchor: anchor, cr)
      case .image(let name, let rect):
        drawImage(named: name, in: rect, opacity: opacity, scale: scale, cr)
      }
    }
  }

  /// One line of text with the point `anchor` (unit coordinates) of its box at `point`.
  private func drawText(_ text: Text, at point: Point, anchor: Point, _ cr: OpaquePointer) {
    guard !text.string.isEmpty, text.color.alpha > 0 else { return }
    CairoTextLock.withLock {
      cairo_save(cr)
      defer { cairo_restore(cr) }
      TextLine.setFont(of: text, options: fontOptionsForText, cr)
      var font = cairo_font_extents_t()
      cairo_font_extents(cr, &font)
      let line = TextLine(text.string, isBold: text.isBold, cr)
      let x = point.x - anchor.x * line.advance
      let top = point.y - anchor.y * (font.ascent + font.descent)
      CairoPath.setColor(cr, text.color)
      line.show(x: x, baseline: top + font.ascent, cr)
    }
  }

  /// The image called `name` stretched into `rect`, or the placeholder where it is missing.
  private func drawImage(named name: String, in rect: Rect, opacity: Double, scale: Double, _ cr: OpaquePointer) {
    guard !rect.isEmpty, opacity > 0 else { return }
    guard opacity < 1 else {
      switch assets.image(named: name, scale: scale) {
      case .success(let image): drawImage(image, in: rect, radii: .zero, cr)
      case .failure: drawPlaceholder(in: rect, radii: .zero, cr)
      }
      return
    }
    cairo_push_group(cr)
    drawImage(named: name, in: rect, opacity: 1, scale: scale, cr)
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, opacity)
  }

  /// Adds `path` to `cr`'s current path, after clearing it.
  static func addPath(_ path: Path, _ cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
      case .quadCurve(let p, let c):
        // cairo draws cubics: the quadratic's control point two thirds of the way in.
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(
          cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y),
          p.x, p.y)
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath:
        cairo_close_path(cr)
      }
    }
  }

  static func cairoRule(_ rule: FillRule) -> cairo_fill_rule_t {
    rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
  }

  /// Makes `shading`, at `opacity`, the source.
  static func setSource(_ shading: Shading, opacity: Double, _ cr: OpaquePointer) {
    let pattern: OpaquePointer
    let gradient: Gradient
    switch shading {
    case .color(let color):
      CairoPath.setColor(cr, color.opacity(opacity))
      return
    case .linearGradient(let g, let start, let end):
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      gradient = g
    case .radialGradient(let g, let center, let r0, let r1):
      pattern = cairo_pattern_create_radial(center.x, center.y, Swift.max(0, r0), center.x, center.y, Swift.max(0, r1))!
      gradient = g
    }
    for stop in gradient.stops {
      let s = stop.color.straight
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, s.red, s.green, s.blue, s.alpha * opacity)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Sets the line width, caps, joins and dashes of `style`.
  static func setStroke(_ style: StrokeStyle, _ cr: OpaquePointer) {
    cairo_set_line_width(cr, style.lineWidth)
    switch style.lineCap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit)
    style.dash.withUnsafeBufferPointer { dashes in
      cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
    }
  }
}
