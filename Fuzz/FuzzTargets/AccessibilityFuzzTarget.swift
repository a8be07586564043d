import AccessibilityBridge

/// Bytes as method calls to the accessibility bridge (``AccessibilityCallFormat``): the
/// demo scene on a manual clock, sized and configured by the first byte, then calls of any
/// interface, member and object path (objects that exist, numbers that name none, paths
/// that are no path, strings of any size), with the arguments the method takes, changed,
/// or of random types, and frames between them.
///
/// Each call is answered by the bridge's pure dispatch (`AccessibleMethods.outcome(of:in:)`)
/// from the tree as it is, and the answer checked (`AccessibilityReplyCheck`): a reply or
/// a D-Bus error, never a crash or a hang. Each answer, and each call libdbus can carry,
/// also goes through real libdbus messages (`AccessibilityWire`). What a call asks to be
/// done (an action, a value, the focus) is carried out on the live views, as the bridge
/// does, and the events the change makes are checked on the wire too.
///
/// The checks read the bridge's wire layer, which the package shares with its fuzzers and
/// tests (`package`), so every build runs them.
package enum AccessibilityFuzzTarget: FuzzTarget {
  /// The target's name.
  package static let name = "accessibility"

  /// Runs one input; throws when an answer breaks a rule.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    try play(input) { _, _ in }
  }

  /// Runs one input, telling `observe` each call and its answer, once checked.
  static func play(_ input: [UInt8], _ observe: (MethodCall, MethodOutcome) -> Void) throws(FuzzFailure) {
    var decoder = AccessibilityCallDecoder(input)
    let setup = decoder.scene()
    // A scene no call has changed is the same as a new one, numbers included: keep it
    // for the next input with the same header, and build one only when needed.
    let live = AccessibilityFuzzScenes.take(setup) ?? AccessibilityFuzzScene(setup)
    var tree = live.tree
    var changed = false
    func refresh() throws(FuzzFailure) {
      let next = live.service.snapshot()
      try AccessibilityWire.check(AccessibilityEvents.between(tree, next), old: tree, new: next)
      tree = next
    }
    var steps = 0
    while steps < AccessibilityCallFormat.maximumSteps, let step = decoder.next(in: tree) {
      steps += 1
      switch step {
      case .frames(let count):
        changed = true
        live.run(frames: count)
        try refresh()
      case .call(let call):
        let outcome = AccessibleMethods.outcome(of: call, in: tree)
        try AccessibilityReplyCheck.check(outcome, of: call, in: tree)
        try AccessibilityWire.check(call, outcome, in: tree)
        observe(call, outcome)
        if let request = outcome.request {
          changed = true
          live.service.carryOut(request)
          try refresh()
        }
      }
    }
    if !changed { AccessibilityFuzzScenes.keep(live) }
  }
}
