/// A set of ``AtspiState``s, as `GetState` answers it: bits in two 32-bit words.
package struct AtspiStateSet: Equatable, Sendable {
  /// The bits: state number n is bit n.
  package private(set) var bits: UInt64 = 0

  /// The empty set.
  package init() {}

  /// A set holding `states`.
  package init(_ states: [AtspiState]) {
    for s in states { insert(s) }
  }

  /// Adds `state`.
  package mutating func insert(_ state: AtspiState) { bits |= 1 << UInt64(state.rawValue) }

  /// Whether the set holds `state`.
  package func contains(_ state: AtspiState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

  /// The states in the set, in number order.
  package var states: [AtspiState] { AtspiState.allCases.filter(contains) }

  /// The set as the `au` of `GetState`: the low word, then the high word.
  package var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
}
