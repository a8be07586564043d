import Compositor

/// Bytes as windows, view trees and changes to them, with `Screen.hitTest` (the hit-test
/// index) checked against `Screen.hitTestNaive` (the walk UIKit's rules describe) at points
/// on a lattice, on the edges of changed views and at wild coordinates: the same window,
/// the same view and the same location, bit for bit. Every index update also verifies the
/// index's whole structure against the tree.
///
/// Some views are subclasses, which the index treats as opaque: they widen their hit area,
/// forward hits to another view, or, armed for one query, change the tree or the windows
/// from inside it, or ask a query of their own. An armed query only has to finish; the
/// queries after it must agree again.
package enum HitIndexFuzzTarget: FuzzTarget {
  /// The target\'s name.
  package static let name = "hit-index"

  /// The most operations an input runs.
  static let maximumOperations = 300
  /// The most views an input makes.
  static let maximumViews = 400

  /// Runs one input; throws when an invariant does not hold.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    var scene = HitIndexScene(FuzzBytes(input))
    var step = 0
    while !scene.bytes.isAtEnd && step < maximumOperations {
      step += 1
      try scene.step(step)
    }
    try scene.compare(scene.latticePoints(), "at the end")
  }
}
