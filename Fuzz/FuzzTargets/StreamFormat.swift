import Compositor
import DemoApp
import SheetOverlay

/// The byte format of the `streams` fuzz target: a header that picks the screen and the
/// sheet's configuration, then events, each a time step, an operation and its operands.
/// ``StreamDecoder`` reads it into a script for the demo scene; ``StreamEncoder`` writes a
/// recorded session in it, for seeds.
///
/// Every byte sequence decodes to a script `Script.parse` accepts. Time steps and
/// operands have a raw form (exact milliseconds, whole-point coordinates, any size), which
/// the encoder uses, and short forms that make libFuzzer's mutations meaningful: a lattice
/// over the screen, the sheet's edge, far-off points, common steps.
enum StreamFormat {
  /// The most events a stream decodes to.
  static let maximumEvents = 400
  /// The latest time an event may have, in seconds: a longer stream costs frames.
  static let latestTime = 30.0
  /// How long the scene runs after the last event, for the sheet to come to rest.
  static let settle = 2.0

  /// The operations, by the low four bits of their byte.
  enum Operation: UInt8 {
    case down = 0, move, up, moveBy, wheel, key, text, select, present, dismiss, resize, cancel, accessibility
  }

  /// Screen sizes by index; one past the end means a raw width and height follow.
  static let sizes = [
    Size(width: 1280, height: 800), Size(width: 400, height: 800), Size(width: 320, height: 480),
    Size(width: 1920, height: 1080), Size(width: 1, height: 1), Size(width: 8192, height: 8192),
    Size(width: 700, height: 500), Size(width: 701, height: 500),
  ]

  /// The named keys a stream presses, with their modifiers.
  static let keys: [(Key, KeyModifiers)] = [
    (.tab, []), (.tab, .shift), (.escape, []), (.return, []), (.space, []), (.up, []), (.down, []),
    (.left, []), (.right, []), (.pageUp, []), (.pageDown, []), (.home, []), (.end, []), (.backspace, []),
    (.delete, []), (.text("a"), .control), (.text("c"), .control), (.text("v"), .control), (.escape, .shift),
  ]

  /// Views and actions for accessibility events, one that exists nowhere among them.
  static let views = [
    "sheet.grabber", "button.show", "button.style", "button.background", "search", "place.0", "place.3",
    "place.7", "details.grabber", "details.close", "details.notes", "map", "places.list", "no.such.view",
  ]
  static let actions = ["expand", "collapse", "dismiss", "activate", "increment", "decrement", "jump"]

  /// Detents for `select`, by index; raw heights and fractions come after.
  static let detents: [SheetOverlayDetent] = [.medium, .large, .height(250), .fitContent, .fraction(0.5)]

  /// The sheet members a header byte can set, each with its choices (index 0: not set).
  ///
  /// Made on each use: LeakSanitizer does not follow the tagged pointers of a global's
  /// boxed enum payloads (`JSONValue` is indirect) and would report them as leaks.
  static var sheetChoices: [(key: String, values: [JSONValue])] {
    [
      ("style", ["overlay", "modal", "transition", "offset"].map { .string($0, line: 1) }),
      (
        "detents",
        [
          .array([.string("medium", line: 1), .string("large", line: 1)], line: 1),
          .array([.object([("height", .number(250, line: 1))], line: 1), .string("medium", line: 1)], line: 1),
          .array([.string("fitContent", line: 1)], line: 1),
          .array([.object([("fraction", .number(0.1, line: 1))], line: 1), .string("large", line: 1)], line: 1),
          .array([], line: 1),
        ]
      ),
      ("selected", ["medium", "large", "fitContent"].map { .string($0, line: 1) }),
      ("presented", [.bool(false, line: 1), .bool(true, line: 1)]),
      ("dismissDisabled", [.bool(true, line: 1)]),
      ("motion", [.string("reduced", line: 1), .string("standard", line: 1)]),
      (
        "placement",
        [
          .string("bottom", line: 1), .string("automatic", line: 1),
          .object(
            [
              (
                "floating",
                .object(
                  [("edge", .string("trailing", line: 1)), ("width", .number(300, line: 1))], line: 1)
              )
            ], line: 1),
          .object([("bottom", .object([("maxWidth", .number(640, line: 1))], line: 1))], line: 1),
        ]
      ),
      (
        "keyboardPolicy",
        [
          .string("ignore", line: 1), .string("fullOffset", line: 1),
          .object([("maxOffset", .number(120, line: 1))], line: 1),
        ]
      ),
      (
        "backgroundInteraction",
        [
          .string("enabled", line: 1), .string("disabled", line: 1),
          .object([("upThrough", .string("medium", line: 1))], line: 1),
        ]
      ),
    ]
  }
}
