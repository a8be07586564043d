/// Every fuzz target, by name.
package enum FuzzTargetList {
  /// The targets' names, as `scripts/dev/fuzz-coverage.sh` and `Fuzz/Corpus` spell them.
  package static let names = ["scripts", "regions", "hit-index", "encoders", "streams", "accessibility"]

  /// The target named `name`, if there is one.
  package static func target(named name: String) -> (any FuzzTarget.Type)? {
    switch name {
    case ScriptsFuzzTarget.name: ScriptsFuzzTarget.self
    case RegionsFuzzTarget.name: RegionsFuzzTarget.self
    case HitIndexFuzzTarget.name: HitIndexFuzzTarget.self
    case EncodersFuzzTarget.name: EncodersFuzzTarget.self
    case StreamsFuzzTarget.name: StreamsFuzzTarget.self
    case AccessibilityFuzzTarget.name: AccessibilityFuzzTarget.self
    default: nil
    }
  }
}
