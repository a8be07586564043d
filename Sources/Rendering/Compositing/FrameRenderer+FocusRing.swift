import CCairo
import Compositor

extension FrameRenderer {
  /// The pixels the focus ring covers this frame and covered last frame, when it moved,
  /// appeared or went: they are recomposited, so the old ring leaves and the new one is
  /// drawn over fresh pixels.
  func focusRingDamage(_ ring: FocusRingGeometry?) -> [PixelRect] {
    guard ring != lastFocusRing || ringCoverage.map({ $0.scale != scale }) == true else { return [] }
    return [lastFocusRing, ring].compactMap { $0.map(ringArea) }.filter { !$0.isEmpty }
  }

  /// Lays the focus ring over the frame, inside the recomposited `rects` only (the rest of
  /// the frame still holds the ring laid before), and remembers it.
  func drawFocusRing(_ ring: FocusRingGeometry?, over rects: [PixelRect], into frame: PixelSurface) {
    defer { lastFocusRing = ring }
    guard let ring else {
      ringCoverage = nil
      return
    }
    let area = ringArea(ring)
    guard !area.isEmpty else { return }
    if ringCoverage.map({ $0.ring != ring || $0.scale != scale || $0.area != area }) ?? true {
      ringCoverage = RingCoverage(ring: ring, scale: scale, area: area)
    }
    guard let coverage = ringCoverage else { return }
    var color = Self.pixmanColor(FocusRingGeometry.color)
    let source = pixman_image_create_solid_fill(&color)!
    defer { pixman_image_unref(source) }
    for p in rects.map({ $0.clipped(to: area) }) where !p.isEmpty {
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, coverage.mask.pixmanImage, frame.pixmanImage, 0, 0, Int32(p.x - area.x),
        Int32(p.y - area.y), Int32(p.x), Int32(p.y), Int32(p.width), Int32(p.height))
    }
  }

  /// The whole pixels the ring may cover.
  private func ringArea(_ ring: FocusRingGeometry) -> PixelRect {
    PixelRect(enclosing: ring.bounds, scale: scale).clipped(to: screenBounds)
  }
}
