import FuzzTargets

/// Bytes as a script, into the script parser.
@main enum FuzzScripts {
  static func main() { FuzzDriver.main(ScriptsFuzzTarget.self) }
}
