/// A height at which the sheet comes to rest, as SheetOverlay's and SwiftUI's detents.
///
/// ```swift
/// content.sheetOverlayDetents([.height(250), .medium, .large, .fraction(0.3)])
/// ```
///
/// With container height H and safe-area insets top and bottom, the largest height is
/// H − top − 40 and the smallest bottom + 40; every detent is clamped into that range.
public struct SheetOverlayDetent: Hashable, Sendable, CustomStringConvertible {
  /// What a detent is made of.
  public enum Kind: Hashable, Sendable {
    /// A fixed height in points.
    case height(Double)
    /// A fraction of the largest height.
    case fraction(Double)
    /// Half the largest height.
    case medium
    /// The largest height.
    case large
    /// The content's own height (its frame height when presented) plus the grabber area.
    case fitContent
    /// A height computed by a resolver, identified by name.
    case custom(String)
  }

  /// What this detent is made of.
  public let kind: Kind

  /// The resolver of a custom detent; not part of equality (the name is).
  let resolver: (@Sendable (Context) -> Double?)?

  /// What a custom resolver may read.
  public struct Context: Sendable {
    /// The largest height a detent may have.
    public let maximumDetentValue: Double
    /// The container's height.
    public let containerHeight: Double
  }

  init(kind: Kind, resolver: (@Sendable (Context) -> Double?)? = nil) {
    self.kind = kind
    self.resolver = resolver
  }

  /// A fixed height in points.
  public static func height(_ points: Double) -> SheetOverlayDetent { .init(kind: .height(points)) }
  /// A fraction of the largest height, such as `.fraction(0.3)`.
  public static func fraction(_ f: Double) -> SheetOverlayDetent { .init(kind: .fraction(f)) }
  /// Half the largest height.
  public static let medium = SheetOverlayDetent(kind: .medium)
  /// The largest height: the container less the top safe area and 40 points.
  public static let large = SheetOverlayDetent(kind: .large)
  /// The content's own height, as FloatingPanel's intrinsic anchor.
  public static let fitContent = SheetOverlayDetent(kind: .fitContent)

  /// A detent whose height a resolver computes from the context; returning `nil` makes it
  /// inactive. Two custom detents are equal when their names are.
  ///
  /// ```swift
  /// .custom("third") { context in context.maximumDetentValue / 3 }
  /// ```
  public static func custom(
    _ name: String, resolver: @escaping @Sendable (Context) -> Double?
  ) -> SheetOverlayDetent {
    .init(kind: .custom(name), resolver: resolver)
  }

  /// Equality by kind (a custom detent by name). A height or fraction compares its value
  /// bit for bit, so `.fraction(.nan)` equals itself, as a value held in a binding must.
  public static func == (lhs: SheetOverlayDetent, rhs: SheetOverlayDetent) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.height(let a), .height(let b)), (.fraction(let a), .fraction(let b)): Self.same(a, b)
    default: lhs.kind == rhs.kind
    }
  }

  /// Hashes the kind, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .height(let v):
      hasher.combine(0)
      hasher.combine(Self.canonical(v))
    case .fraction(let v):
      hasher.combine(1)
      hasher.combine(Self.canonical(v))
    default:
      hasher.combine(kind)
    }
  }

  /// Whether two values are the same number: equal, or both NaN.
  private static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

  /// One bit pattern for each number: every NaN alike, and 0 for ±0.
  private static func canonical(_ v: Double) -> UInt64 { v.isNaN ? Double.nan.bitPattern : (v == 0 ? 0 : v.bitPattern) }

  /// A textual form such as `medium`, `height(250)` or `fraction(0.3)`, as scripts write it.
  public var description: String {
    switch kind {
    case .height(let h): "height(\(Self.format(h)))"
    case .fraction(let f): "fraction(\(Self.format(f)))"
    case .medium: "medium"
    case .large: "large"
    case .fitContent: "fitContent"
    case .custom(let name): "custom(\(name))"
    }
  }

  static func format(_ v: Double) -> String {
    v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }
}
