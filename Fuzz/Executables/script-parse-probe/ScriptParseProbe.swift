import DemoApp
import Foundation

/// Parses each script file named on the command line once, with nothing else around it,
/// so that a tool counting instructions inside `Script.parse` (callgrind, in
/// ScriptParserGrowthTests) measures the parser alone. Prints `ok` or the error per file.
@main enum ScriptParseProbe {
  static func main() {
    for path in CommandLine.arguments.dropFirst() {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      do throws(ScriptError) {
        let script = try Script.parse(text)
        print("\(path): ok, \(script.events.count) events")
      } catch {
        print("\(path): \(error)")
      }
    }
  }
}
