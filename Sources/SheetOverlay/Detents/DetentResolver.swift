import Compositor

/// Turns a list of detents into sorted, deduplicated resting heights for a container.
public struct DetentResolver: Sendable {
  /// The container's height.
  public let containerHeight: Double
  /// The container's safe-area insets.
  public let safeArea: EdgeInsets
  /// The content's own height, for `.fitContent`.
  public let contentHeight: Double

  /// Creates a resolver for a container.
  public init(containerHeight: Double, safeArea: EdgeInsets = .zero, contentHeight: Double = 0) {
    self.containerHeight = containerHeight.isFinite ? Swift.max(0, containerHeight) : 0
    self.safeArea = safeArea
    self.contentHeight = contentHeight
  }

  /// The largest height: H − top − 40 (never below the smallest).
  public var maximumHeight: Double { Swift.max(minimumHeight, containerHeight - clean(safeArea.top) - 40) }

  /// The smallest height: bottom + 40.
  public var minimumHeight: Double { clean(safeArea.bottom) + 40 }

  /// The sorted, deduplicated heights; an empty or all-inactive list means `[.medium]`.
  /// Values that are NaN, negative or out of range are clamped, each with a diagnostic.
  public func resolve(_ detents: [SheetOverlayDetent]) -> [ResolvedDetent] {
    var pairs: [(SheetOverlayDetent, Double)] = []
    for d in detents {
      if let h = height(of: d) { pairs.append((d, h)) }
    }
    if pairs.isEmpty {
      if !detents.isEmpty { Diagnostics.report("sheet: no detent is active; using [.medium]") }
      pairs = [(.medium, height(of: .medium)!)]
    }
    var result: [ResolvedDetent] = []
    for (d, h) in pairs.sorted(by: { $0.1 < $1.1 }) {
      if let last = result.last, abs(last.height - h) < 0.5 {
        if !last.detents.contains(d) {
          result[result.count - 1] = ResolvedDetent(height: last.height, detents: last.detents + [d])
        }
      } else {
        result.append(ResolvedDetent(height: h, detents: [d]))
      }
    }
    return result
  }

  /// The clamped height of one detent, or `nil` when a custom resolver makes it inactive.
  public func height(of detent: SheetOverlayDetent) -> Double? {
    let maxH = maximumHeight
    let raw: Double
    switch detent.kind {
    case .height(let h): raw = h
    case .fraction(let f):
      if !f.isFinite || f < 0 || f > 1 {
        Diagnostics.report("sheet: detent \(detent) has a fraction outside 0...1; clamping")
      }
      raw = (f.isNaN ? 0 : Swift.min(1, Swift.max(0, f))) * maxH
    case .medium: raw = 0.5 * maxH
    case .large: raw = maxH
    case .fitContent: raw = contentHeight
    case .custom(let name):
      let context = SheetOverlayDetent.Context(maximumDetentValue: maxH, containerHeight: containerHeight)
      guard let value = detent.resolver?(context) else { return nil }
      if !value.isFinite { Diagnostics.report("sheet: custom detent '\(name)' returned \(value); clamping") }
      raw = value
    }
    return clamp(raw, detent: detent)
  }

  private func clamp(_ value: Double, detent: SheetOverlayDetent) -> Double {
    let lo = minimumHeight
    let hi = maximumHeight
    if value.isNaN {
      Diagnostics.report("sheet: detent \(detent) is NaN; using the smallest height \(lo)")
      return lo
    }
    if value < lo {
      if case .fraction = detent.kind {
      } else if case .medium = detent.kind {
      } else {
        Diagnostics.report("sheet: detent \(detent) is below the smallest height \(lo); clamping")
      }
      return lo
    }
    if value > hi {
      Diagnostics.report("sheet: detent \(detent) is above the largest height \(hi); clamping")
      return hi
    }
    return value
  }

  private func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
}
