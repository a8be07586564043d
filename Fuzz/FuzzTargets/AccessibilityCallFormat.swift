import AccessibilityBridge

/// How the accessibility fuzz target reads its bytes: a scene, then method calls to the
/// bridge and frames between them.
///
/// - The header byte: bits 0-1 the screen size (``sizes``), bit 2 the sheet along the
///   bottom (else placed automatically: a card on a wide screen), bit 3 a modal sheet, bit
///   4 text in the search field (a string follows), bits 5-7 the frames run before the
///   first call (10 each, plus 10).
/// - Then steps, until the bytes run out or ``maximumSteps``. A step's first byte picks
///   its kind (``PathKind``, by the byte modulo 10): a call on a path, or frames. A call
///   continues with its path's bytes, an interface byte (``interfaces``, or none, or a
///   string), a member byte (``members``, or a string) and an argument byte: bits 0-1
///   the arguments' form (``ArgumentForm``), the rest a count or a change.
///
/// Values are read by ``FuzzDBusValues``; ``AccessibilityCallEncoder`` writes this format.
enum AccessibilityCallFormat {
  /// The screen sizes, in points.
  static let sizes: [(width: Double, height: Double)] = [(800, 600), (390, 844), (1280, 800), (240, 180)]

  /// The most steps one input runs.
  static let maximumSteps = 64

  /// The interfaces a call can name by index; one index past them means none (D-Bus lets a
  /// caller leave it out), two past them a string.
  static let interfaces: [String?] = [
    AtspiInterface.accessible, AtspiInterface.component, AtspiInterface.action, AtspiInterface.value,
    AtspiInterface.text, AtspiInterface.application, AtspiInterface.cache, AtspiInterface.properties,
    AtspiInterface.introspectable, AtspiInterface.registry, AtspiInterface.socket, "org.a11y.atspi.Selection",
    AtspiInterface.editableText,
  ]

  /// The interfaces a node is picked by (``PathKind/offering``).
  static let offered = [
    AtspiInterface.accessible, AtspiInterface.component, AtspiInterface.action, AtspiInterface.value,
    AtspiInterface.text, AtspiInterface.application, AtspiInterface.editableText,
  ]

  /// The members a call can name by index; one past them means a string.
  static let members: [String] =
    AtspiSignatures.members + ["Ping", "Embed", "GetChildCount", "getrole", ""]

  /// What a step is.
  enum PathKind: UInt8, CaseIterable {
    /// A call on the object at an index (one byte) of the tree's numbers, in order.
    case node = 0
    /// A call on the application's root.
    case root
    /// A call on the cache.
    case cache
    /// A call on the null reference's path.
    case null
    /// A call on an object number read as four bytes: almost always no object.
    case number
    /// A call on a string, a path or not.
    case string
    /// A call on an object's path, changed (one byte each for the object and the change):
    /// a trailing slash, a leading zero, eleven digits more, a digit less, a doubled slash.
    case mangled
    /// A call on the registry's path, which the bridge does not serve.
    case registry
    /// Frames: one byte, the count (up to 64) of frames of 1/60 s.
    case frames
    /// A call on an object offering an interface (``offered``, one byte) at an index among
    /// those (one byte); on the root when none offers it.
    case offering
  }

  /// How a call's arguments are made.
  enum ArgumentForm: UInt8 {
    /// What the method takes (``AtspiSignatures``), each value read.
    case expected = 0
    /// What it takes, changed: the last dropped, one more, or one of another type.
    case changed
    /// Values of types read from the bytes, as many as the argument byte's upper bits say
    /// (up to 4).
    case random
    /// None.
    case none
  }
}
