import Compositor
import Foundation

/// Records a live session's input as a script in the replay format, so what a person did in
/// the window replays headless: the same events at the same times from the session's start.
final class SessionRecorder {
  private let file: LineFile
  private let size: Size
  private let scale: Double
  private let settings: SheetSettings
  private let start: Double
  private var events: [ScriptEvent] = []
  private var saved = false

  /// Starts recording now on `clock`, for a scene with the sheet `settings`, into `file`,
  /// opened before the session began.
  init(file: LineFile, size: Size, scale: Double, settings: SheetSettings, clock: FrameClock) {
    self.file = file
    self.size = size
    self.scale = scale
    self.settings = settings
    self.start = clock.now
  }

  /// Appends an event at clock time `time`; times never go backwards in the script.
  func record(_ action: ScriptEvent.Action, at time: Double) {
    let t = Swift.max(events.last?.t ?? 0, ((time - start) * 1000).rounded() / 1000)
    events.append(ScriptEvent(t: t, action))
  }

  /// Writes the script and closes the file, once; later calls do nothing. Throws a
  /// ``RuntimeError`` naming the file when it could not be written.
  func save() throws {
    guard !saved else { return }
    saved = true
    let script = Script(
      size: size, scale: scale == 1 ? nil : scale, sheet: SheetSettingsDescription(settings: settings), events: events,
      until: Script.defaultUntil)
    var text = script.jsonText()
    if text.hasSuffix("\n") { text.removeLast() }
    file.write(text)
    try file.close()
  }
}
