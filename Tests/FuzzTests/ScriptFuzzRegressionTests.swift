import DemoApp
import Testing

/// Inputs the scripts fuzzer (Fuzz/FuzzTargets/ScriptsFuzzTarget.swift) found, kept as
/// tests; each is also in Fuzz/Corpus/scripts.
@Suite struct ScriptFuzzRegressionTests {
  /// A top-level member with an empty name is refused with the name shown, `""`, so the
  /// message still points at a field (crash-empty-member-name.json).
  @Test func anEmptyMemberNameIsNamed() {
    let text = """
      {
        "size": {"width": 1281, "height": 800},
        "": {"placement": "bottom"},
        "events": []
      }
      """
    #expect(
      throws: ScriptError(line: 3, path: "\"\"", problem: "unknown member (expected size, scale, sheet, events, until)")
    ) {
      try Script.parse(text)
    }
    do {
      _ = try Script.parse(text)
    } catch {
      #expect(error.description == "script: line 3: \"\": unknown member (expected size, scale, sheet, events, until)")
    }
  }
}
