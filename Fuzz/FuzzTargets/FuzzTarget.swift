/// A fuzz target: a function from bytes to nothing that must never trap and that throws
/// ``FuzzFailure`` when an invariant it checks does not hold.
package protocol FuzzTarget {
  /// The short name, as `scripts/dev/fuzz-coverage.sh` and the corpus directory spell it.
  static var name: String { get }
  /// Runs one input.
  static func run(_ input: [UInt8]) throws(FuzzFailure)
}
