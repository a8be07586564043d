import Compositor

/// Turns a list of detents into sorted, deduplicated resting heights for a container.
package struct DetentResolver: Sendable {
  /// The container's height.
  package let containerHeight: Double
  /// The container's safe-area insets.
  package let safeArea: EdgeInsets
  /// The content's own height, for `.fitContent`.
  package let contentHeight: Double
  /// Whether rejected and clamped detents are reported to `Diagnostics`.
  package let reportsDiagnostics: Bool
  /// The gap the largest height leaves at the top: 40 points for a sheet along the bottom
  /// edge, as UIKit's; none for a floating card, whose margin is its gap.
  package let topGap: Double

  /// Creates a resolver for a container.
  package init(
    containerHeight: Double, safeArea: EdgeInsets = .zero, contentHeight: Double = 0, reportsDiagnostics: Bool = true,
    topGap: Double = 40
  ) {
    self.containerHeight = containerHeight.isFinite ? Swift.max(0, containerHeight) : 0
    self.safeArea = safeArea
    self.contentHeight = contentHeight.isFinite ? Swift.max(0, contentHeight) : 0
    self.reportsDiagnostics = reportsDiagnostics
    self.topGap = topGap.isFinite ? Swift.max(0, topGap) : 40
  }

  /// The largest height: H − top − the top gap (40), never below the smallest.
  package var maximumHeight: Double { Swift.max(minimumHeight, containerHeight - clean(safeArea.top) - topGap) }

  /// The smallest height: bottom + 40, or the container's height in a container shorter
  /// than that, so the sheet never rises above the container's top.
  package var minimumHeight: Double { Swift.min(clean(safeArea.bottom) + 40, containerHeight) }

  /// The sorted, deduplicated heights; an empty or all-inactive list means `[.medium]`.
  ///
  /// A height, fraction or custom value that is NaN or infinite is rejected with a
  /// diagnostic; a negative one, or a fraction outside 0...1, is clamped with one. A detent
  /// that does not fit the container (a height taller than a small window) is brought
  /// within its range without one: a small window is not a mistake. Detents that resolve
  /// within half a point of each other merge into one height that answers to each of them.
  package func resolve(_ detents: [SheetOverlayDetent]) -> [SheetOverlayResolvedDetent] {
    var pairs: [(SheetOverlayDetent, Double)] = []
    for d in detents {
      if let h = height(of: d) { pairs.append((d, h)) }
    }
    if pairs.isEmpty {
      if !detents.isEmpty { report("sheet: no detent is active; using [.medium]") }
      pairs = [(.medium, height(of: .medium)!)]
    }
    var result: [SheetOverlayResolvedDetent] = []
    for (d, h) in pairs.sorted(by: { $0.1 < $1.1 }) {
      if let last = result.last, abs(last.height - h) < 0.5 {
        if !last.detents.contains(d) {
          result[result.count - 1] = SheetOverlayResolvedDetent(height: last.height, detents: last.detents + [d])
        }
      } else {
        result.append(SheetOverlayResolvedDetent(height: h, detents: [d]))
      }
    }
    return result
  }

  /// The clamped height of one detent, or `nil` when it is inactive: a custom resolver
  /// returned `nil`, or the detent is NaN or infinite (rejected with a diagnostic).
  package func height(of detent: SheetOverlayDetent) -> Double? {
    let maxH = maximumHeight
    let raw: Double
    switch detent.kind {
    case .height(let h):
      guard h.isFinite else { return reject(detent, "its height is not a finite number") }
      raw = h
    case .fraction(let f):
      guard f.isFinite else { return reject(detent, "its fraction is not a finite number") }
      if f < 0 || f > 1 { report("sheet: detent \(detent) has a fraction outside 0...1; clamping") }
      raw = Swift.min(1, Swift.max(0, f)) * maxH
    case .medium: raw = 0.5 * maxH
    case .large: raw = maxH
    case .fitContent: raw = contentHeight
    case .custom:
      let context = SheetOverlayDetent.Context(maximumDetentValue: maxH, containerHeight: containerHeight)
      guard let value = detent.resolver?(context) else { return nil }
      guard value.isFinite else { return reject(detent, "its resolver returned \(value)") }
      raw = value
    }
    return clamp(raw, detent: detent)
  }

  private func reject(_ detent: SheetOverlayDetent, _ why: String) -> Double? {
    report("sheet: detent \(detent) is rejected: \(why)")
    return nil
  }

  private func report(_ message: String) {
    if reportsDiagnostics { Diagnostics.report(message) }
  }

  private func clamp(_ value: Double, detent: SheetOverlayDetent) -> Double {
    let lo = minimumHeight
    // Only a negative height is a mistake in the configuration; one the container cannot
    // hold is brought within it quietly, as every resize of a small window would.
    if value < 0 { report("sheet: detent \(detent) is negative; clamping to the smallest height \(lo)") }
    return Swift.min(maximumHeight, Swift.max(lo, value))
  }

  private func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
}
