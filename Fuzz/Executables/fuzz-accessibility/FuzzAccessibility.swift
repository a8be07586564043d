import FuzzTargets

/// Method calls to the accessibility bridge, answered from the demo scene's tree.
///
/// `fuzz-accessibility --seeds OUT` writes the seed corpus into OUT.
@main enum FuzzAccessibility {
  static func main() {
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "--seeds" {
      AccessibilitySeeds.write(into: arguments[2])
    }
    FuzzDriver.main(AccessibilityFuzzTarget.self)
  }
}
