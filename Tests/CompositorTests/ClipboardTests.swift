import Testing

@testable import Compositor

/// The clipboard a screen holds: in memory by default, replaceable by a host's.
@Suite struct ClipboardTests {
  @Test func aScreenStartsWithAnEmptyMemoryClipboardThatAnswersAtOnce() {
    let screen = Screen(size: Size(width: 10, height: 10), clock: ManualClock())
    var answers: [String?] = []
    screen.clipboard.readText { answers.append($0) }
    screen.clipboard.setText("café 日本")
    screen.clipboard.readText { answers.append($0) }
    screen.clipboard.setText("")
    screen.clipboard.readText { answers.append($0) }
    #expect(answers == [nil, "café 日本", ""])
    #expect(screen.clipboard is MemoryClipboard)
  }

  @Test func aScreenTakesAnotherClipboard() {
    final class Answering: Clipboard {
      var pending: [(String?) -> Void] = []
      var set: [String] = []
      func setText(_ text: String) { set.append(text) }
      func readText(_ completion: @escaping (String?) -> Void) { pending.append(completion) }
    }
    let screen = Screen(size: Size(width: 10, height: 10), clock: ManualClock())
    let system = Answering()
    screen.clipboard = system
    screen.clipboard.setText("x")
    var answer: String?
    screen.clipboard.readText { answer = $0 }
    #expect(system.set == ["x"])
    #expect(answer == nil)
    system.pending.first?("later")
    #expect(answer == "later")
  }
}
