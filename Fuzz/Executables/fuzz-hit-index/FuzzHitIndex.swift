import FuzzTargets

/// The hit-test index against the naive walk.
@main enum FuzzHitIndex {
  static func main() { FuzzDriver.main(HitIndexFuzzTarget.self) }
}
