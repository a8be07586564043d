import Compositor

/// The bridge without the bus: it keeps the numbers of a screen's windows and views,
/// answers method calls from a snapshot of the tree, carries out what they ask on the live
/// views, and turns each frame's changes into events.
///
/// ``AccessibilityBridge`` puts one on the accessibility bus (its ``AccessibilityBridge/service``);
/// an app sets what only it knows here: where its window is on the display (``origin``),
/// whether it has the display's keyboard focus (``isFocused``), and how a client's actions
/// are performed (``performAction``).
///
/// ```swift
/// bridge.service.origin = { host.originOnScreen }
/// bridge.service.isFocused = { host.hasInputFocus }
/// ```
public final class AccessibilityService {
  /// The screen whose windows are the application's frames.
  public let screen: Screen
  /// The numbers of the windows and views.
  package let objects: AccessibleObjectTable
  /// Where the screen's top-left corner is on the display, asked when a snapshot is
  /// taken; the X11 window's position, say.
  public var origin: () -> Point = { .zero }
  /// Whether the app has the display's keyboard focus, asked when a snapshot is taken: the
  /// key window's frame is active (and `window:activate` is sent) only while it has. By
  /// default always.
  public var isFocused: () -> Bool = { true }
  /// Performs a client's `DoAction`: by default `View.performAccessibilityAction(_:)`;
  /// an app that traces its script's `accessibility` events routes it the same way.
  public var performAction: (View, String) -> Bool = { view, name in view.performAccessibilityAction(name) }
  /// The application's unique name on the bus, which references carry.
  package var busName = ""
  /// The desktop's reference, the application's parent, as the registry gave it.
  package var desktop = (name: "org.a11y.atspi.Registry", path: ObjectPaths.root)
  /// Which events clients listen for.
  package var listeners = EventListeners()
  /// The number the registry gave the application.
  package private(set) var registryID: Int32 = 0
  private var current: AccessibleTree?
  private var published: AccessibleTree?
  /// The states clients were last told of the objects that left the tree, for when they
  /// come back (see ``AccessibilityEvents/between(_:_:remembered:)``).
  private var departed: [UInt32: AtspiStateSet] = [:]

  /// A service for `screen`, whose root is named `applicationName`.
  public init(screen: Screen, applicationName: String) {
    self.screen = screen
    self.objects = AccessibleObjectTable(applicationName: applicationName)
  }

  /// The tree as the screen shows it now.
  package func snapshot() -> AccessibleTree {
    var tree = objects.snapshot(of: screen, origin: origin(), isFocused: isFocused())
    tree.busName = busName
    tree.desktop = desktop
    tree.registryID = registryID
    return tree
  }

  /// Forgets the snapshot calls were answered from: the next call takes a new one. Call it
  /// when the views may have changed (a new batch of calls, a frame).
  public func invalidate() { current = nil }

  /// Answers `call` and carries out what it asks, once answered.
  package func handle(_ call: MethodCall) -> MethodReply {
    let tree = current ?? snapshot()
    current = tree
    let outcome = AccessibleMethods.outcome(of: call, in: tree)
    if let request = outcome.request {
      carryOut(request)
      current = nil
    }
    return outcome.reply
  }

  /// Does what a client asked: an action on a view, a value, the focus, a caret, an edit. A
  /// frame follows, so what it changed is drawn and its events are sent even when no input
  /// comes.
  package func carryOut(_ request: AccessibilityRequest) {
    defer { screen.requestFrame() }
    switch request {
    case .perform(let action, let id):
      guard let view = objects.view(id) else { return }
      _ = performAction(view, action)
    case .setValue(let value, let id):
      objects.view(id)?.accessibility?.range?.set(value)
    case .focus(let id):
      guard let view = objects.view(id), view.isFocusable else { return }
      screen.focus(view)
    case .setRegistryID(let id):
      registryID = id
    case .select(let anchor, let caret, let id):
      guard let text = objects.view(id)?.accessibility?.text, let editing = text.editing else { return }
      editing.select(
        anchor: Self.characterOffset(anchor, in: text.string), caret: Self.characterOffset(caret, in: text.string))
    case .replaceText(let range, let string, let id):
      guard let text = objects.view(id)?.accessibility?.text, let editing = text.editing else { return }
      editing.replace(Self.characters(range, in: text.string), with: string)
    case .copyText(let range, let cut, let id):
      guard let text = objects.view(id)?.accessibility?.text else { return }
      let characters = Self.characters(range, in: text.string)
      screen.clipboard.setText(Self.substring(characters, of: text.string))
      if cut { text.editing?.replace(characters, with: "") }
    case .pasteText(let position, let id):
      guard let text = objects.view(id)?.accessibility?.text, text.editing != nil else { return }
      let at = Self.characterOffset(position, in: text.string)
      screen.clipboard.readText { [weak self] pasted in
        // Read later (another client may hold the clipboard): the field as it is then.
        guard let self, let pasted, let editing = self.objects.view(id)?.accessibility?.text?.editing else { return }
        editing.replace(at..<at, with: pasted)
        self.screen.requestFrame()
      }
    }
  }

  /// The events since the last call (since the first snapshot, the first time), coalesced:
  /// one per change and object. Those no one listens for are left out.
  package func frameEvents() -> [AccessibilityEvent] {
    let tree = snapshot()
    current = tree
    defer { published = tree }
    guard let before = published else { return [] }
    let events = AccessibilityEvents.between(before, tree, remembered: departed)
    remember(leaving: before, for: tree)
    return events.filter(listeners.wants)
  }

  /// Records the states of the objects that left between `before` and `after`, and forgets
  /// those of objects that came back or died.
  private func remember(leaving before: AccessibleTree, for after: AccessibleTree) {
    for (id, node) in before.nodes where after[id] == nil { departed[id] = node.states }
    if !departed.isEmpty {
      for id in departed.keys where after[id] != nil { departed[id] = nil }
    }
    if departed.count > 512 {
      let live = objects.liveIDs
      departed = departed.filter { live.contains($0.key) }
    }
  }

  /// The character (Swift's, a grapheme cluster) at AT-SPI offset `scalars` (Unicode
  /// scalars) in `string`: an offset inside a character is that character's start.
  static func characterOffset(_ scalars: Int, in string: String) -> Int {
    var used = 0
    var characters = 0
    for c in string {
      let next = used + c.unicodeScalars.count
      guard next <= scalars else { break }
      used = next
      characters += 1
    }
    return characters
  }

  /// `range` in Unicode scalars as a range of characters in `string`.
  static func characters(_ range: Range<Int>, in string: String) -> Range<Int> {
    let lower = characterOffset(range.lowerBound, in: string)
    return lower..<Swift.max(lower, characterOffset(range.upperBound, in: string))
  }

  /// The characters of `string` in `range`.
  static func substring(_ range: Range<Int>, of string: String) -> String {
    String(string.dropFirst(range.lowerBound).prefix(range.count))
  }
}
