import Compositor
import SheetOverlay

/// A scenario for the headless demo: an optional screen size and scale (pixels per point),
/// the sheet's configuration, timed events, and how long to run after the last one.
///
/// ```json
/// {
///   "size": {"width": 1280, "height": 800},
///   "sheet": {"detents": [{"height": 250}, "medium", "large"], "selected": "medium"},
///   "events": [
///     {"t": 0.5, "type": "down", "x": 640, "y": 420},
///     {"t": 0.6, "type": "move", "x": 640, "y": 200},
///     {"t": 0.7, "type": "up", "x": 640, "y": 200}
///   ],
///   "until": 1.5
/// }
/// ```
///
/// Event types: `down`, `move`, `up` (`x`, `y`), `cancel` (the system takes the pointer
/// away), `wheel` (`x`, `y`, `dy`, optional `dx`), `key` (`key`), `select` (`detent`),
/// `present`, `dismiss`, `resize` (`width`, `height`), `accessibility` (`view`, an
/// identifier, and `action`, a name). Coordinates are screen points within
/// ±100000; times never go backwards; at most ``maximumEvents`` events. ``parse(_:)`` reads
/// this format and ``jsonText()`` writes it.
package struct Script: Equatable, Sendable {
  /// The screen size, if the script sets one.
  package var size: Size?
  /// The pixels per point frames are drawn at, if the script sets it (within
  /// ``Screen/scaleRange``); the events and the trace stay in points.
  package var scale: Double?
  /// The sheet's configuration.
  package var sheet: SheetSettingsDescription
  /// The events, in time order.
  package var events: [ScriptEvent]
  /// Seconds to keep running after the last event.
  package var until: Double

  /// The default time to run after the last event.
  package static let defaultUntil = 1.0

  /// Creates a script.
  package init(
    size: Size? = nil, scale: Double? = nil, sheet: SheetSettingsDescription = .init(), events: [ScriptEvent] = [],
    until: Double = defaultUntil
  ) {
    self.size = size
    self.scale = scale
    self.sheet = sheet
    self.events = events
    self.until = until
  }

  /// When the run ends: the last event's time plus ``until``.
  package var duration: Double { (events.last?.t ?? 0) + until }
}
