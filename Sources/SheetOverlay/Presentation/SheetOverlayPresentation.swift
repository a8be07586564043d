import Compositor

/// A bottom sheet over a window: it lives in its own overlay window at the window's level
/// + 1, whose hit test lets every point outside the sheet's live shape fall through.
///
/// Create one with ``Compositor/Window/sheetOverlay(isPresented:selected:safeArea:content:)``.
/// It follows its bindings every frame: write `true` to `isPresented` and it slides up,
/// write a detent to `selected` and it springs there; drags write them back.
public final class SheetOverlayPresentation {
  /// The screen the sheet is shown on. The screen owns the presentation (through its frame
  /// handler), so the reference back is unowned: no cycle, and the sheet lives exactly as
  /// long as its screen.
  public unowned let screen: Screen
  /// The window the sheet is presented over.
  public private(set) weak var hostWindow: Window?
  /// The overlay window at the host's level + 1, created on first presentation.
  public internal(set) var overlayWindow: Window?
  /// The sheet's container view: background, rounded top corners, shadow.
  public let sheetView = View(identifier: "sheet")
  /// The grabber's hit area at the top of the sheet.
  public let grabberView = View(identifier: "sheet.grabber")
  /// The view the content is placed in, below the grabber.
  public let contentHost = View(identifier: "sheet.content")
  /// The dimming behind the sheet in modal styles and above the background-interaction detent.
  public let dimmingView = View(identifier: "sheet.dimming")
  /// The on-screen keyboard the sheet's text fields raise, created with the overlay window.
  public internal(set) var keyboard: SoftwareKeyboard?
  /// What the content builder receives.
  public let context = SheetContext()
  /// The safe-area insets of the container; detents resolve against them.
  public var safeArea: EdgeInsets = .zero {
    didSet { resolveDetents() }
  }

  /// The current content and configuration, once built.
  public internal(set) var content: SheetContent?
  /// The resolved resting heights, smallest first.
  public internal(set) var detents: [ResolvedDetent] = []
  /// The index in ``detents`` of the selected detent.
  public internal(set) var selectedIndex = 0
  /// The sheet's visible height above the container's bottom, this frame.
  public internal(set) var height: Double = 0
  /// What the sheet is doing.
  public internal(set) var phase: SheetPhase = .dismissed
  /// How far the keyboard lifts the sheet, this frame.
  public internal(set) var keyboardOffset: Double = 0

  let isPresentedBinding: Binding<Bool>
  let selectedBinding: Binding<SheetOverlayDetent>?
  let builder: (SheetContext) -> SheetContent
  let bar = View(identifier: "sheet.grabber.bar")
  let drag = SheetDragRecognizer()
  var animation: SpringAnimation?
  var settleTarget: SnapTarget?
  var lastPresented = false
  var lastSelected: SheetOverlayDetent?
  /// The detent the sheet last came to rest on, for detent-change callbacks.
  var restedDetent: SheetOverlayDetent?
  var laidOutSize: Size = .zero
  var contentIntrinsicHeight: Double = 0
  var lastPosition: SheetPosition?
  var lastContentSize: Size?
  var dragState = DragState()

  init(
    window: Window, screen: Screen, isPresented: Binding<Bool>, selected: Binding<SheetOverlayDetent>?,
    builder: @escaping (SheetContext) -> SheetContent
  ) {
    self.screen = screen
    self.hostWindow = window
    self.isPresentedBinding = isPresented
    self.selectedBinding = selected
    self.builder = builder
    context.presentation = self
    buildChrome()
    screen.addFrameHandler { [self] now in self.frame(at: now) }
    frame(at: screen.clock.now)
  }

  /// The configuration in force: the content's, or the defaults before it is built.
  public var configuration: SheetConfiguration { content?.configuration ?? SheetConfiguration() }

  /// The detent the sheet rests on or is going to.
  public var selectedDetent: SheetOverlayDetent {
    detents.indices.contains(selectedIndex) ? detents[selectedIndex].detent : .medium
  }

  /// Whether the sheet is on screen or on its way there (not dismissed or dismissing).
  public var isPresented: Bool { phase != .dismissed && phase != .dismissing }

  /// Where the sheet is this frame.
  public var position: SheetPosition {
    SheetPosition(
      height: height, top: screen.size.height - height - keyboardOffset,
      progress: SheetPhysics.progress(height: height, detents: detents.map(\.height)),
      keyboardOffset: keyboardOffset)
  }

  /// The content area's size this frame.
  public var contentSize: Size { contentHost.bounds.size }

  /// Presents the sheet, animated, writing `true` to the `isPresented` binding.
  public func present() {
    lastPresented = true
    if !isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = true }
    startPresenting()
  }

  /// Dismisses the sheet, animated, writing `false` to the `isPresented` binding.
  public func dismiss() {
    lastPresented = false
    if isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = false }
    startDismissing(velocity: nil)
  }

  /// Moves the sheet to `detent`, animated, writing the `selected` binding. A detent that is
  /// not among the sheet's detents is ignored with a diagnostic.
  public func select(_ detent: SheetOverlayDetent) {
    guard let i = index(of: detent) else {
      Diagnostics.report("sheet: selected detent \(detent) is not among the sheet's detents; ignoring it")
      return
    }
    selectedIndex = i
    writeSelected()
    if isPresented && phase != .dragging { settle(to: i, velocity: nil) }
  }

  /// Runs one frame now instead of waiting for the screen's next tick: reads the bindings,
  /// advances the animations and lays the sheet out.
  public func update() { frame(at: screen.clock.now) }

  func index(of detent: SheetOverlayDetent) -> Int? {
    detents.firstIndex { $0.detents.contains(detent) }
  }

  func writeSelected() {
    let d = selectedDetent
    lastSelected = d
    context.selectedDetent = d
    if let b = selectedBinding, b.wrappedValue != d { b.wrappedValue = d }
  }
}
