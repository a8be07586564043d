import Compositor
import DemoApp
import Foundation
import Rendering
import SheetOverlay

/// Replays a script on the headless demo with one retained renderer drawing every frame, as
/// the window does, and after every event renders that state twice: retained, and cold (a
/// fresh renderer: every window, layer and blur drawn afresh). The two must be the same,
/// pixel for pixel; nothing is tolerated, since the blur is computed on a grid anchored at
/// the screen's origin with integer arithmetic, so a piece of it is the same whatever area
/// it was computed for. The retained renderer draws on three threads and the cold one on
/// one, so the comparison also holds frames to being the same whatever the thread count.
///
/// It also tallies which states the comparisons saw (every style, background, the dimming,
/// both placements, the stacked sheet, the keyboard, the focus ring, a scrolled list, a
/// resize), so a test can tell that the streams reached them.
package final class RetainedColdChecker {
  /// What a replay compared and saw.
  package struct Outcome {
    /// The script's events.
    package var events = 0
    /// The frames rendered both retained and cold and compared.
    package var comparisons = 0
    /// The first difference, or `nil`.
    package var violation: FuzzViolation?
    /// How many comparisons saw each state or change (``RetainedColdChecker/features``).
    package var features: [String: Int] = [:]
  }

  /// The states and changes ``Outcome/features`` counts.
  package static let features: [String] =
    SheetOverlayStyle.allCases.map { "style." + $0.rawValue }
    + SheetSettings.backgroundCycle.map { "background." + $0.name } + [
      "change.style", "change.background", "change.dimming", "change.placement", "change.stack", "change.keyboard",
      "change.focus", "change.scroll", "change.size", "dimming", "placement.bottom", "placement.floating",
      "stacked", "keyboard", "focus ring", "scrolled",
    ]

  private let runner: HeadlessRunner
  private let assets: AssetCatalog
  private let retained: FrameRenderer
  private var outcome = Outcome()
  private var lastState: [String: String] = [:]

  /// Replays `script`, comparing after every event and at the end.
  package static func check(_ script: Script, assets: AssetCatalog) -> Outcome {
    RetainedColdChecker(script: script, assets: assets).run()
  }

  private init(script: Script, assets: AssetCatalog) {
    runner = HeadlessRunner(script: script)
    self.assets = assets
    retained = FrameRenderer(assets: assets, threads: 3)
    outcome.events = script.events.count
    runner.onFrame = { [unowned self] _, frame in
      self.retained.showsDamage = self.runner.scene.showsDamage
      _ = try self.retained.render(frame)
    }
    runner.onEvent = { [unowned self] i in try self.compare(after: i) }
  }

  private func run() -> Outcome {
    do {
      try runner.run()
      try compare(after: nil)
    } catch let v as FuzzViolation {
      outcome.violation = v
    } catch {
      outcome.violation = FuzzViolation(
        rule: "retained = cold", detail: "the replay threw \(error)", event: nil, time: runner.clock.now)
    }
    return outcome
  }

  /// Renders the current state retained, then cold, and compares the two.
  private func compare(after event: Int?) throws {
    let screen = runner.scene.screen
    retained.showsDamage = runner.scene.showsDamage
    let screenFrame = screen.takeFrame()
    let frame = try retained.render(screenFrame)
    // The damage tint is not part of the picture; the frame after it must have erased it.
    guard !runner.scene.showsDamage else { return }
    let cold = try FrameRenderer(assets: assets, threads: 1).render(screenFrame).surface
    outcome.comparisons += 1
    tally()
    guard !frame.surface.hasSamePixels(as: cold) else { return }
    let difference = ImageDifference(reference: cold, actual: frame.surface)
    let directory = NSTemporaryDirectory() + "retained-cold-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try? frame.surface.writePNG(to: directory + "/retained.png")
    try? cold.writePNG(to: directory + "/cold.png")
    try? ImageDifference.diffImage(reference: cold, actual: frame.surface).writePNG(to: directory + "/diff.png")
    throw FuzzViolation(
      rule: "retained = cold", detail: "the retained frame differs from a cold one: \(difference); see \(directory)",
      event: event, time: runner.clock.now)
  }

  /// Counts the states the current frame shows, and what changed since the last comparison.
  private func tally() {
    let scene = runner.scene
    let p = scene.presentation!
    let shown = p.overlayWindow?.isHidden == false
    var state: [String: String] = [
      "style": p.configuration.style.rawValue,
      "background": SheetSettings.name(of: p.configuration.background),
      "dimming": String(shown && !p.dimmingView.isHidden),
      "placement": shown ? (p.isFloatingCard ? "floating" : "bottom") : "",
      "stack": String(scene.placeDetails.presentation.map { $0.phase != .dismissed } ?? false),
      "keyboard": String((p.keyboard?.visibleHeight ?? 0) > 0),
      "focus": scene.screen.focusRingGeometry.map { "\($0.rect)" } ?? "",
      "scroll": String(scene.places.list.contentOffset.y),
      "size": "\(scene.screen.size)",
    ]
    var seen = ["style." + state["style"]!, "background." + state["background"]!]
    if state["dimming"] == "true" { seen.append("dimming") }
    if !state["placement"]!.isEmpty { seen.append("placement." + state["placement"]!) }
    if state["stack"] == "true" { seen.append("stacked") }
    if state["keyboard"] == "true" { seen.append("keyboard") }
    if !state["focus"]!.isEmpty { seen.append("focus ring") }
    if scene.places.list.contentOffset.y != 0 { seen.append("scrolled") }
    for (key, value) in state
    where lastState[key] != nil && lastState[key] != value && !(key == "placement" && value.isEmpty) {
      seen.append("change." + key)
    }
    if state["placement"]!.isEmpty { state["placement"] = lastState["placement"] }
    lastState = state
    for f in seen { outcome.features[f, default: 0] += 1 }
  }
}
