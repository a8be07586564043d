import DemoApp
import SceneInvariants

/// Bytes as a stream of input to the demo scene (``StreamFormat``): pointer, wheel, key,
/// resize, present, dismiss, select and accessibility events, on a manual clock, on a
/// screen with the sheet, the details sheet a row stacks over it, and the list's scroll
/// view. After every event and frame the fuzz suite's invariants are checked
/// (`InvariantChecker`: pointer pairing, hidden windows, focus, the rubber-band bounds,
/// the indexed hit test against the naive walk and UIKit's rules), and at the end that the
/// sheet comes to rest. A failure prints the script, to replay with
/// `sheet-demo --headless --script FILE`.
package enum StreamsFuzzTarget: FuzzTarget {
  /// The target's name.
  package static let name = "streams"

  /// Runs one input; throws when an invariant does not hold.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    let script = StreamDecoder.script(input)
    // Every stream is a valid script, so a failure can be replayed from its text.
    let text = script.jsonText()
    guard (try? Script.parse(text)) == script else {
      throw FuzzFailure("the decoded stream does not read back from its text:\n\(text)")
    }
    // One stream in two keeps damage tracking on, as the fuzz suite does one in four.
    if let violation = InvariantChecker.check(script, tracksDamage: (input.first ?? 0) & 0x80 != 0) {
      throw FuzzFailure("\(violation)\nscript:\n\(text)")
    }
  }
}
