/// A top-level surface at a level in the ``Screen``'s stack, with a root view that fills it.
///
/// ```swift
/// let overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds)
/// overlay.hitTestPolicy = .passthrough   // only the sheet inside it takes hits
/// screen.addWindow(overlay)
/// ```
public final class Window {
  /// A stable name for traces, such as `"main"`, `"overlay"` or `"keyboard"`.
  public let name: String

  /// The window's identity, unique in the process.
  public let id = WindowID.next()

  /// The level; windows at higher levels are in front.
  public var level: WindowLevel {
    didSet { if level != oldValue { screen?.windowOrderDidChange(self) } }
  }

  /// The window's rectangle in screen coordinates; the root view fills it.
  ///
  /// Like ``isHidden`` and ``hitTestPolicy``, read by every hit test, so it skips dynamic
  /// exclusivity checks (the compositor runs on one thread).
  @exclusivity(unchecked) public var frame: Rect {
    willSet { screen?.markDamaged(frame) }
    didSet {
      if !frame.isFinite {
        Diagnostics.report("window '\(name)': frame must be finite; keeping \(oldValue)")
        frame = oldValue
      }
      frame = frame.standardized
      rootView.frame = Rect(origin: .zero, size: frame.size)
      screen?.markDamaged(frame)
      markDamaged(bounds)
    }
  }

  /// Whether the window is invisible and skipped by hit-testing.
  ///
  /// Showing a window brings it in front of the windows already shown at its level.
  @exclusivity(unchecked) public var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      screen?.windowVisibilityDidChange(self)
    }
  }

  /// Whether a point on the root view itself is a hit or falls through.
  @exclusivity(unchecked) public var hitTestPolicy: HitTestPolicy

  /// The view that fills the window; add content as its subviews.
  public let rootView: View

  /// The view that receives key events first, if any: in the key window, the focused
  /// view. Each change tells the old and the new view, and moves the focus ring.
  public weak var firstResponder: View? {
    didSet {
      guard firstResponder !== oldValue else { return }
      oldValue?.firstResponderDidChange(false)
      firstResponder?.firstResponderDidChange(true)
      screen?.focusDidChange(in: self)
    }
  }

  /// Called with key events the first responder did not handle; return `true` if handled.
  public var onKey: ((KeyEvent) -> Bool)?

  /// What assistive technology reads of the window: its kind, name and description; `nil`
  /// for the app's own window named by its host.
  public var accessibility: WindowAccessibility? {
    didSet { if accessibility != oldValue { screen?.requestFrame() } }
  }

  /// Whether view changes are recorded as damage. Off for scenes that are never drawn.
  package var recordsDamage = true

  /// The area of the window's own pixels, in window coordinates, that changed since the
  /// renderer last took it. Changes inside a layer (``View/isLayer``) are in the layer's
  /// own damage instead, and the screen's damage has every area to recomposite.
  package private(set) var damagedArea = RectRegion()

  /// Bumped on every change to the view tree's structure or geometry, so an index built
  /// over the tree can tell it is stale.
  package private(set) var generation: UInt64 = 0

  /// Called after a view joined this window's tree, with that view; its subviews joined
  /// with it. A sheet uses it to wire scroll views and text fields added to its content late.
  package var onViewInserted: ((View) -> Void)?

  /// The screen whose stack holds this window, if any.
  public internal(set) weak var screen: Screen?
  var showOrder: UInt64 = 0
  /// The index behind ``hitTest(screenPoint:)``, created by the first query and owned for
  /// the window's life (released in `deinit`). Held unmanaged so a query borrows it without
  /// retain and release; read on every query, so it skips dynamic exclusivity checks.
  @exclusivity(unchecked) var hitIndex: Unmanaged<HitTestIndex>?

  /// Creates a hidden-or-shown window; it joins a stack with ``Screen/addWindow(_:)``.
  public init(
    name: String, level: WindowLevel = .normal, frame: Rect, hitTestPolicy: HitTestPolicy = .opaque,
    isHidden: Bool = false
  ) {
    self.name = name
    self.level = level
    let f = frame.isFinite ? frame.standardized : .zero
    self.frame = f
    self.isHidden = isHidden
    self.hitTestPolicy = hitTestPolicy
    self.rootView = View(identifier: name + ".root", frame: Rect(origin: .zero, size: f.size))
    self.rootView.hostWindow = self
  }

  deinit {
    // The root view's link back is unowned (see `View.hostWindow`): clear it first, so the
    // root view, and anything its release deinitializes, never sees a dead window.
    rootView.hostWindow = nil
    hitIndex?.release()
  }

  /// The window's own coordinate space: its size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The frontmost view under `point` (in screen coordinates) that takes the hit, applying
  /// the ``hitTestPolicy``; `nil` when the point falls through.
  ///
  /// Answered by the window's hit-test index, which gives the same answer as a walk over
  /// the whole tree.
  public func hitTest(screenPoint point: Point) -> HitTestResult? {
    guard !isHidden, point.isFinite else { return nil }
    return indexedHitTest(windowPoint: Point(x: point.x - frame.origin.x, y: point.y - frame.origin.y))
  }

  /// Returns the damage accumulated since the last call and clears it; a frame takes it
  /// (``Screen/takeFrame()``).
  package func takeDamage() -> RectRegion {
    defer { damagedArea.removeAll() }
    return damagedArea
  }

  /// The most rectangles a damage region keeps before it is coarsened, so damage from
  /// thousands of changed views stays cheap to record and to redraw.
  package static let damageRectangleLimit = 64

  /// Marks `rect` (window coordinates) as needing to be redrawn and recomposited.
  package func markDamaged(_ rect: Rect) {
    guard recordsDamage else { return }
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    damagedArea.formUnion(clipped, limit: Self.damageRectangleLimit)
    if !isHidden { screen?.markDamaged(clipped.offsetBy(dx: frame.origin.x, dy: frame.origin.y)) }
  }

  /// Marks `rect` (window coordinates) as needing to be recomposited only: a layer moved
  /// or changed inside its own store, while the window's own pixels stay as they are.
  func addCompositionDamage(_ rect: Rect) {
    guard recordsDamage, !isHidden else { return }
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    screen?.markDamaged(clipped.offsetBy(dx: frame.origin.x, dy: frame.origin.y))
  }

  func viewGeometryDidChange(_ view: View) {
    generation &+= 1
    hitIndex?._withUnsafeGuaranteedRef { $0.viewGeometryDidChange(view) }
  }

  func viewTreeDidChange(inserted view: View) {
    generation &+= 1
    hitIndex?._withUnsafeGuaranteedRef { $0.viewWasInserted(view) }
    onViewInserted?(view)
  }

  func viewTreeDidChange(removed view: View) {
    generation &+= 1
    hitIndex?._withUnsafeGuaranteedRef { $0.viewWasRemoved(view) }
  }
}
