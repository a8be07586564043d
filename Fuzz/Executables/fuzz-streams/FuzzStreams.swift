import FuzzTargets

/// Input streams through the demo scene, with the fuzz suite's invariants.
///
/// `fuzz-streams --encode DIR OUT` writes each recording (a script) in DIR as a seed in OUT.
@main enum FuzzStreams {
  static func main() {
    let arguments = CommandLine.arguments
    if arguments.count == 4, arguments[1] == "--encode" {
      StreamSeeds.encode(recordingsIn: arguments[2], into: arguments[3])
    }
    FuzzDriver.main(StreamsFuzzTarget.self)
  }
}
