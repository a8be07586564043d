import CommandLineSupport
import Compositor
import Foundation

/// Records a live session's input as a script in the replay format, so what a person did in
/// the window replays headless: the same events at the same times from the session's start.
final class SessionRecorder {
  private let path: String
  private let size: Size
  private let settings: SheetSettings
  private let start: Double
  private var events: [ScriptEvent] = []
  private var saved = false

  /// Starts recording now on `clock`, for a scene with the sheet `settings`.
  init(path: String, size: Size, settings: SheetSettings, clock: FrameClock) {
    self.path = path
    self.size = size
    self.settings = settings
    self.start = clock.now
  }

  /// Appends an event at clock time `time`; times never go backwards in the script.
  func record(_ action: ScriptEvent.Action, at time: Double) {
    let t = Swift.max(events.last?.t ?? 0, ((time - start) * 1000).rounded() / 1000)
    events.append(ScriptEvent(t: t, action))
  }

  /// Writes the script once; later calls do nothing.
  func save() throws {
    guard !saved else { return }
    saved = true
    let script = Script(
      size: size, sheet: SheetSettingsDescription(settings: settings), events: events, until: Script.defaultUntil)
    guard FileManager.default.createFile(atPath: path, contents: Data(script.jsonText().utf8)) else {
      throw CommandLineError(flag: "--record", "cannot write \(path)")
    }
  }
}
