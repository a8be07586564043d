import Compositor

/// The bridge without the bus: it keeps the numbers of a screen's windows and views,
/// answers method calls from a snapshot of the tree, carries out what they ask on the live
/// views, and turns each frame's changes into events.
///
/// ``AccessibilityBridge`` puts one on the accessibility bus; tests and benchmarks drive
/// one directly.
///
/// ```swift
/// let service = AccessibilityService(screen: scene.screen, applicationName: "sheet-demo")
/// let reply = service.handle(MethodCall(path: ObjectPaths.root, interface: AtspiInterface.accessible,
///                                       member: "GetChildren"))
/// screen.tick()
/// let events = service.frameEvents()
/// ```
public final class AccessibilityService {
  /// The screen whose windows are the application's frames.
  public let screen: Screen
  /// The numbers of the windows and views.
  public let objects: AccessibleObjectTable
  /// Where the screen's top-left corner is on the display, asked when a snapshot is
  /// taken; the X11 window's position, say.
  public var origin: () -> Point = { .zero }
  /// The application's unique name on the bus, which references carry.
  public var busName = ""
  /// The desktop's reference, the application's parent, as the registry gave it.
  public var desktop = (name: "org.a11y.atspi.Registry", path: ObjectPaths.root)
  /// Which events clients listen for.
  public var listeners = EventListeners()
  /// Performs a client's `DoAction`: by default `View.performAccessibilityAction(_:)`;
  /// an app that traces its script's `accessibility` events routes it the same way.
  public var performAction: (View, String) -> Bool = { view, name in view.performAccessibilityAction(name) }
  /// The number the registry gave the application.
  public private(set) var registryID: Int32 = 0
  private var current: AccessibleTree?
  private var published: AccessibleTree?

  /// A service for `screen`, whose root is named `applicationName`.
  public init(screen: Screen, applicationName: String) {
    self.screen = screen
    self.objects = AccessibleObjectTable(applicationName: applicationName)
  }

  /// The tree as the screen shows it now.
  public func snapshot() -> AccessibleTree {
    var tree = objects.snapshot(of: screen, origin: origin())
    tree.busName = busName
    tree.desktop = desktop
    tree.registryID = registryID
    return tree
  }

  /// Forgets the snapshot calls were answered from: the next call takes a new one. Call it
  /// when the views may have changed (a new batch of calls, a frame).
  public func invalidate() { current = nil }

  /// Answers `call` and carries out what it asks, once answered.
  public func handle(_ call: MethodCall) -> MethodReply {
    let tree = current ?? snapshot()
    current = tree
    let outcome = AccessibleMethods.outcome(of: call, in: tree)
    if let request = outcome.request {
      carryOut(request)
      current = nil
    }
    return outcome.reply
  }

  /// Does what a client asked: an action on a view, a value, the focus. A frame follows,
  /// so what it changed is drawn and its events are sent even when no input comes.
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
    }
  }

  /// The events since the last call (since the first snapshot, the first time), coalesced:
  /// one per change and object. Those no one listens for are left out.
  public func frameEvents() -> [AccessibilityEvent] {
    let tree = snapshot()
    current = tree
    defer { published = tree }
    guard let before = published else { return [] }
    return AccessibilityEvents.between(before, tree).filter(listeners.wants)
  }
}
