/// A set of ``AtspiState``s, as `GetState` answers it: bits in two 32-bit words.
public struct AtspiStateSet: Equatable, Sendable {
  /// The bits: state number n is bit n.
  public private(set) var bits: UInt64 = 0

  /// The empty set.
  public init() {}

  /// A set holding `states`.
  public init(_ states: [AtspiState]) {
    for s in states { insert(s) }
  }

  /// Adds `state`.
  public mutating func insert(_ state: AtspiState) { bits |= 1 << UInt64(state.rawValue) }

  /// Whether the set holds `state`.
  public func contains(_ state: AtspiState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

  /// The states in the set, in number order.
  public var states: [AtspiState] { AtspiState.allCases.filter(contains) }

  /// The set as the `au` of `GetState`: the low word, then the high word.
  public var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
}
