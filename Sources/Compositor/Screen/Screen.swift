/// The compositor's top object: a stack of windows ordered by level, the input router that
/// delivers pointer, wheel and key events to them (``deliver(_:)``), and the frame clock
/// that drives animations.
///
/// ```swift
/// let clock = ManualClock()
/// let screen = Screen(size: Size(width: 1280, height: 800), clock: clock)
/// let main = Window(name: "main", frame: screen.bounds)
/// screen.addWindow(main)
/// screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 40, y: 60), time: clock.now)))
/// clock.advance(by: 1.0 / 60)
/// screen.tick()
/// ```
public final class Screen {
  /// The screen's size; windows are usually made to fill it.
  public private(set) var size: Size

  /// The clock animations read.
  public let clock: FrameClock

  /// How many pixels one point spans on each axis: 1 on a standard display, 2 at 200 %,
  /// and anything between (1.25, 1.5), as Core Animation's `contentsScale` and GTK's
  /// `GDK_SCALE`.
  ///
  /// Everything here speaks in points: views, hit-testing, input and the sheet's rules.
  /// Only the renderer reads the scale, drawing `size × scale` pixels. A value that is not
  /// finite, or outside ``scaleRange``, is refused with a diagnostic and the scale stays.
  public var scale: Double = 1 {
    didSet {
      guard scale != oldValue else { return }
      guard scale.isFinite, Self.scaleRange.contains(scale) else {
        Diagnostics.report("screen: scale \(scale) is outside \(Self.scaleRange); keeping \(oldValue)")
        scale = oldValue
        return
      }
      markDamaged(bounds)
      scaleDidChange()
    }
  }

  /// The scales a screen accepts.
  public static let scaleRange: ClosedRange<Double> = 0.25...8

  /// The windows, back to front: by level, then by the order they were shown.
  ///
  /// Read by every hit test and changed only by the screen itself, so it skips dynamic
  /// exclusivity checks.
  @exclusivity(unchecked) public private(set) var windows: [Window] = []

  /// The window that receives key events; the frontmost visible window at `.normal` if unset.
  public weak var keyWindow: Window?

  /// The area, in screen coordinates, that must be recomposited.
  package private(set) var damagedArea = RectRegion()

  /// Whether the focused view shows its focus ring: after focus moved by the keyboard,
  /// until the next press of a pointer, as the web's `:focus-visible` has it.
  package internal(set) var showsFocusRing = false

  /// Called for every delivered event and gesture change, for traces and tests.
  public var onDelivery: ((Delivery) -> Void)?

  /// Called with each key event, down or up, that the responder chain left: no first
  /// responder, key window or Tab's focus move took it (or there is no key window). An
  /// app's shortcuts live here, so the focused view has its say first, as UIKit's key
  /// commands and GTK's shortcut controllers come after the focus widget. Returns whether
  /// it took the key.
  ///
  /// ```swift
  /// screen.onUnhandledKey = { key in
  ///   guard key.phase == .down, key.key == .escape else { return false }
  ///   isPresented = false
  ///   return true
  /// }
  /// ```
  public var onUnhandledKey: ((KeyEvent) -> Bool)?

  /// Called after the screen is resized, with the new size.
  public var onResize: ((Size) -> Void)?

  /// The clipboard text views copy to and paste from: in memory until a host that shows
  /// the screen installs the system's.
  public var clipboard: any Clipboard = MemoryClipboard()

  /// The primary selection: the text selected last, which a middle click pastes, as GTK's
  /// primary clipboard and X's `PRIMARY` selection keep it; in memory until a host that
  /// shows the screen installs the system's.
  public var primaryClipboard: any Clipboard = MemoryClipboard()

  /// How views measure text to place a caret between characters: an estimate until a
  /// host that draws the screen installs its renderer's metrics.
  public var textMetrics: any TextMetrics = EstimatedTextMetrics()

  /// The natural sizes of the images views show by name, for an image view's
  /// ``View/sizeThatFits(_:)``: `nil` (an image view reports its own size) until the app
  /// installs its renderer's asset catalog.
  public var imageMetrics: (any ImageMetrics)?

  var captures: [Int: PointerCapture] = [:]
  var frameHandlers: [(id: Int, body: (Double) -> Void)] = []
  var frameRequested = true
  var nextHandlerID = 0
  var showCounter: UInt64 = 0

  /// Creates an empty screen.
  public init(size: Size, clock: FrameClock) {
    self.size = Self.sanitized(size)
    self.clock = clock
  }

  /// The screen's rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// Adds a window to the stack; a window already on this screen is left where it is.
  public func addWindow(_ window: Window) {
    guard !windows.contains(where: { $0 === window }) else { return }
    window.screen?.removeWindow(window)
    window.screen = self
    showCounter += 1
    window.showOrder = showCounter
    windows.append(window)
    sortWindows()
    if !window.isHidden { markDamaged(window.frame) }
  }

  /// Removes a window; a documented no-op when it is not on this screen.
  public func removeWindow(_ window: Window) {
    guard let i = windows.firstIndex(where: { $0 === window }) else { return }
    if !window.isHidden { markDamaged(window.frame) }
    windows.remove(at: i)
    window.screen = nil
    if keyWindow === window { keyWindow = nil }
    captures = captures.filter { $0.value.window !== window }
  }

  /// The window named `name`, if any.
  public func window(named name: String) -> Window? { windows.first { $0.name == name } }

  /// Changes the screen's size. A window that filled the screen keeps filling it (its
  /// root view takes the new size and lays out again), as UIKit's windows follow their
  /// scene; the app places the other windows in ``onResize``. A non-finite or negative size
  /// is clamped to zero with a diagnostic.
  public func resize(to newSize: Size) {
    let s = Self.sanitized(newSize)
    guard s != size else { return }
    let filled = bounds
    size = s
    for window in windows where window.frame == filled { window.frame = bounds }
    damagedArea.removeAll()
    markDamaged(bounds)
    onResize?(s)
  }

  /// Marks a screen rectangle as needing recomposition.
  package func markDamaged(_ rect: Rect) {
    let r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    damagedArea.formUnion(r, limit: Window.damageRectangleLimit)
  }

  /// Returns the damage accumulated since the last call and clears it; a frame takes it
  /// (``takeFrame()``).
  package func takeDamage() -> RectRegion {
    defer { damagedArea.removeAll() }
    return damagedArea
  }

  /// The frontmost view under `point` (screen coordinates): windows front to back, each
  /// applying its hit-test policy; `nil` when every window lets the point through.
  public func hitTest(_ point: Point) -> HitTestResult? {
    guard point.isFinite else { return nil }
    // The local copy keeps every window alive for the walk, even if an overridden hitTest
    // changes the stack, so each window is borrowed rather than retained: its reference is
    // read as an `Unmanaged` (same bits). Windows are weakly referenced, which makes
    // retaining them cost more than an indexed query.
    let stack = windows
    return stack.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Window>.self)
      var i = buffer.count
      while i > 0 {
        i -= 1
        let hit = references[i]._withUnsafeGuaranteedRef { $0.hitTest(screenPoint: point) }
        if hit != nil { return hit }
      }
      return nil
    }
  }

  // MARK: Frames

  /// Registers `body` to run on every ``tick()`` with the clock's time; returns a token
  /// for ``removeFrameHandler(_:)``.
  @discardableResult
  public func addFrameHandler(_ body: @escaping (Double) -> Void) -> Int {
    nextHandlerID += 1
    frameHandlers.append((nextHandlerID, body))
    return nextHandlerID
  }

  /// Unregisters a frame handler; an unknown token is a no-op.
  public func removeFrameHandler(_ token: Int) {
    frameHandlers.removeAll { $0.id == token }
  }

  /// Advances every animation to the clock's current time: runs the frame handlers, then
  /// lays out the views that need it (``layoutIfNeeded()``).
  ///
  /// A handler whose animation goes on calls ``requestFrame()``; after the tick,
  /// ``needsFrame`` says whether any did.
  public func tick() {
    let now = clock.now
    frameRequested = false
    for h in frameHandlers { h.body(now) }
    layoutIfNeeded()
  }

  /// Asks for another frame: an animation is running, or something changed outside the
  /// frame loop. A loop that draws only when asked (the desktop demo, idle) wakes for it.
  public func requestFrame() {
    frameRequested = true
  }

  /// Whether a frame is due: an animation asked for one since the last tick began, or
  /// damage waits to be drawn. When neither, a frame loop can sleep until input comes.
  public var needsFrame: Bool { frameRequested || !damagedArea.isEmpty }

  // MARK: Ordering

  func sortWindows() {
    windows.sort { a, b in a.level != b.level ? a.level < b.level : a.showOrder < b.showOrder }
  }

  func windowOrderDidChange(_ window: Window) {
    sortWindows()
    if !window.isHidden { markDamaged(window.frame) }
  }

  func windowVisibilityDidChange(_ window: Window) {
    markDamaged(window.frame)
    if !window.isHidden {
      showCounter += 1
      window.showOrder = showCounter
      sortWindows()
    } else {
      cancelCaptures(in: window)
      if keyWindow === window { keyWindow = nil }
    }
  }

  static func sanitized(_ s: Size) -> Size {
    let ok = s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0
    if !ok { Diagnostics.report("screen: size \(s) is not a finite non-negative size; clamping") }
    func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
    return Size(width: clean(s.width), height: clean(s.height))
  }
}
