import Compositor

/// A bottom sheet over a window: it lives in its own overlay window at the window's level
/// + 1, whose hit test lets every point outside the sheet's live shape fall through.
///
/// Create one with `Window.sheetOverlay(identifier:isPresented:selected:safeArea:content:)`, or
/// stack one on another with ``sheetOverlay(identifier:isPresented:selected:content:)``.
/// It follows its bindings every frame: write `true` to `isPresented` and it slides up,
/// write a detent to `selected` and it springs there; drags write them back.
///
/// The presentation is the glue between the sheet's behaviour, a ``SheetState`` value,
/// and the world: it turns pointer input, bindings and container changes into
/// ``SheetEvent``s, and carries the ``SheetEffect``s back to bindings, callbacks and
/// windows. It lays the views out for the state's height every frame.
public final class SheetOverlayPresentation {
  /// The screen the sheet is shown on. The screen owns the presentation (through its frame
  /// handler), so the reference back is unowned: no cycle, and the sheet lives exactly as
  /// long as its screen, or until ``end()``.
  public unowned let screen: Screen
  /// The window the sheet is presented over.
  public private(set) weak var hostWindow: Window?
  /// The overlay window at the host's level + 1, created on first presentation.
  public internal(set) var overlayWindow: Window?
  /// The sheet's container view: background, rounded top corners, shadow.
  let sheetView = View(identifier: "sheet")
  /// The grabber's hit area at the top of the sheet.
  let grabberView = View(identifier: "sheet.grabber")
  /// The view the content is placed in, below the grabber.
  let contentHost = View(identifier: "sheet.content")
  /// The dimming behind the sheet in modal styles and above the background-interaction detent.
  let dimmingView = View(identifier: "sheet.dimming")
  /// The on-screen keyboard the sheet's text fields raise, created with the overlay window.
  var keyboard: SoftwareKeyboard?
  /// What the content builder receives.
  public let context = SheetContext()
  /// The safe-area insets of the container; detents resolve against them.
  public var safeArea: EdgeInsets = .zero {
    didSet { if safeArea != oldValue { relayout(.relayout) } }
  }
  /// How much of the container's top a floating card keeps clear, beyond the safe area:
  /// the app's toolbar, as Apple Maps keeps its card below its window's controls. The
  /// card's detents are measured below it, so at `.large` the card sits its margin below
  /// the inset. A sheet along the bottom edge ignores it (it covers the app's bar at
  /// `.large`, as a phone's sheet does).
  ///
  /// ```swift
  /// presentation.floatingTopInset = 52   // the height of the app's button bar
  /// ```
  public var floatingTopInset: Double = 0 {
    didSet { if floatingTopInset != oldValue { relayout(.relayout) } }
  }

  /// The current content and configuration, once built.
  public internal(set) var content: SheetContent?
  /// The sheet's behaviour: phase, target, height and velocity.
  public internal(set) var state: SheetState
  /// How far the keyboard lifts the sheet, this frame.
  public internal(set) var keyboardOffset: Double = 0
  /// Whether ``end()`` ended the presentation for good.
  public internal(set) var hasEnded = false
  /// The sheet's name in traces and its overlay window's name (`overlay` for the default
  /// `"sheet"`, `overlay.<identifier>` otherwise).
  public let identifier: String
  /// The sheet this one was presented from, when stacked.
  public private(set) weak var parent: SheetOverlayPresentation?
  /// The sheets presented from this one, in the order they were stacked, while they last.
  var stackedSheets: [SheetOverlayPresentation] { stacked.compactMap(\.presentation) }
  /// The sheets presented from this one, held weakly: each lives with its screen.
  var stacked: [WeakPresentation] = []

  /// The identifier of a sheet that is not given one.
  public static let defaultIdentifier = "sheet"

  let isPresentedBinding: Binding<Bool>
  let selectedBinding: Binding<SheetOverlayDetent>?
  let builder: (SheetContext) -> SheetContent
  let bar = View(identifier: "sheet.grabber.bar")
  let drag = SheetDragRecognizer()
  var frameHandler: Int?
  var lastPresented = false
  var lastSelected: SheetOverlayDetent?
  var laidOutSize: Size = .zero
  /// The content's measured height plus the grabber area, for `.fitContent`.
  var contentFittingHeight: Double = 0
  var lastPosition: SheetPosition?
  var lastContentSize: Size?
  var dragState = DragState()
  /// Whether this sheet made the keyboard (stacked sheets share the bottom sheet's).
  var ownsKeyboard = false
  /// What the grabber's accessibility element was last built from.
  var grabberAccessibilityInputs: GrabberAccessibilityInputs?
  /// A list fling to start when the sheet reaches its largest detent, and its speed.
  var pendingHandOff: (ScrollView, Double)?
  /// The placement the sheet was last laid out in (never `.automatic`).
  var laidOutPlacement: SheetOverlayPlacement?
  /// The sheet's move across to another placement's left edge and width, under way.
  var horizontalMove: (x: TimedAnimation, width: TimedAnimation)?

  init(
    window: Window, screen: Screen, isPresented: Binding<Bool>, selected: Binding<SheetOverlayDetent>?,
    identifier: String = SheetOverlayPresentation.defaultIdentifier, parent: SheetOverlayPresentation? = nil,
    builder: @escaping (SheetContext) -> SheetContent
  ) {
    self.screen = screen
    self.hostWindow = window
    self.identifier = identifier.isEmpty ? Self.defaultIdentifier : identifier
    self.parent = parent
    self.isPresentedBinding = isPresented
    self.selectedBinding = selected
    self.builder = builder
    let resolver = DetentResolver(containerHeight: screen.size.height)
    state = SheetState(
      layout: SheetLayout(detents: resolver.resolve([.medium]), bandDimension: screen.size.height),
      selection: selected?.wrappedValue ?? .medium, time: screen.clock.now)
    context.presentation = self
    buildChrome()
    frameHandler = screen.addFrameHandler { [self] now in self.frame(at: now) }
    frame(at: screen.clock.now)
  }

  /// The configuration in force: the content's, or the defaults before it is built.
  public var configuration: SheetConfiguration { content?.configuration ?? SheetConfiguration() }

  /// The resolved resting heights, smallest first.
  public var detents: [ResolvedDetent] { state.layout.detents }
  /// The index in ``detents`` of the selected detent.
  public var selectedIndex: Int { state.selectedIndex }
  /// The sheet's visible height above the container's bottom, this frame.
  public var height: Double { state.height }
  /// What the sheet is doing.
  public var phase: SheetPhase { state.phase }

  /// The detent the sheet rests on or is going to. It changes when the target is decided:
  /// at a drag's release and at a selection, not when the sheet arrives.
  public var selectedDetent: SheetOverlayDetent { state.selection }

  /// Whether the sheet is on screen or on its way there (not dismissed or dismissing).
  public var isPresented: Bool { state.isPresented }

  /// Where the sheet is this frame. Its height is the part that shows: never negative,
  /// also while the sheet (and its shadow) slide below the container's bottom.
  public var position: SheetPosition {
    SheetPosition(
      height: Swift.max(0, height), top: geometry.bottom - height - keyboardOffset,
      progress: SheetPhysics.progress(height: height, detents: state.layout.heights),
      keyboardOffset: keyboardOffset, x: sheetView.frame.minX, width: sheetView.frame.width)
  }

  /// The size of the part of the content area that shows this frame (the content itself
  /// is laid out at the largest detent's height).
  public var contentSize: Size { visibleContentSize }

  /// Presents the sheet, animated, writing `true` to the `isPresented` binding.
  public func present() {
    guard !hasEnded else { return }
    lastPresented = true
    if !isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = true }
    startPresenting()
  }

  /// Dismisses the sheet, animated, writing `false` to the `isPresented` binding.
  public func dismiss() {
    lastPresented = false
    if isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = false }
    keyboard?.hide()
    send(.dismiss)
  }

  /// Dismisses the sheet as a person would, by `reason`: unless dismissal is disabled or
  /// the sheet's ``SheetConfiguration/shouldDismiss`` refuses, in which case
  /// ``SheetConfiguration/onDismissAttempt`` hears of it. Returns whether the sheet goes.
  ///
  /// ```swift
  /// presentation.requestDismissal(.escapeKey)   // the demo's Escape key
  /// ```
  ///
  /// Dismissing a sheet takes the sheets stacked on it along, so they are asked first,
  /// the topmost first: the first that refuses hears of it and this sheet stays. No typed
  /// text in a sheet above goes without its own say.
  @discardableResult
  public func requestDismissal(_ reason: SheetDismissReason) -> Bool {
    guard isPresented else { return false }
    if let refusing = refusal(of: reason) {
      refusing.configuration.onDismissAttempt?(reason)
      return false
    }
    dismiss()
    return true
  }

  /// The sheet that refuses a person's dismissal of this one, by `reason`, or `nil` when
  /// every sheet it would take along agrees: the presented sheets stacked on it, topmost
  /// first, then this one (refusing when dismissal is disabled or its `shouldDismiss` says
  /// no). Only the sheets up to the first refusal are asked.
  func refusal(of reason: SheetDismissReason) -> SheetOverlayPresentation? {
    for sheet in stackedSheets.reversed() where sheet.isPresented {
      if let refusing = sheet.refusal(of: reason) { return refusing }
    }
    let c = configuration
    return !c.isDismissDisabled && (c.shouldDismiss?(reason) ?? true) ? nil : self
  }

  /// The sheet a person's dismissal reaches first, as UIKit lets the topmost presented
  /// controller handle it: the topmost presented sheet stacked on this one, or this one.
  ///
  /// ```swift
  /// list.topmostPresented.requestDismissal(.escapeKey)   // the details over the list go first
  /// ```
  public var topmostPresented: SheetOverlayPresentation {
    stackedSheets.last { $0.isPresented }?.topmostPresented ?? self
  }

  /// Sends a release at `velocity` (positive up) to the state, first asking, when it would
  /// dismiss the sheet, this sheet and those stacked on it: refused, the sheet goes back to
  /// a detent instead and the sheet that refused hears of it.
  func release(velocity: Double, send event: (Bool) -> SheetEvent) {
    var refusing: SheetOverlayPresentation?
    if case .dismiss = state.releaseTarget(velocity: velocity) { refusing = refusal(of: .drag) }
    send(event(refusing == nil))
    refusing?.configuration.onDismissAttempt?(.drag)
  }

  /// Moves the sheet to `detent`, animated, writing the `selected` binding and calling
  /// `onDetentChange` at once. A detent that is not among the sheet's detents is ignored
  /// with a diagnostic.
  public func select(_ detent: SheetOverlayDetent) {
    guard state.layout.index(of: detent) != nil else {
      Diagnostics.report("sheet: selected detent \(detent) is not among the sheet's detents; ignoring it")
      return
    }
    send(.select(detent))
  }

  /// Runs one frame now instead of waiting for the screen's next tick: reads the bindings,
  /// advances the animations and lays the sheet out.
  public func update() { frame(at: screen.clock.now) }

  /// Hands `event` to the sheet's state and carries out what it asks.
  func send(_ event: SheetEvent) {
    for effect in state.handle(event, at: screen.clock.now) { perform(effect) }
  }

  private func perform(_ effect: SheetEffect) {
    switch effect {
    case .targetChanged(let detent):
      lastSelected = detent
      context.selectedDetent = detent
      if let b = selectedBinding, b.wrappedValue != detent { b.wrappedValue = detent }
      configuration.onDetentChange?(detent)
    case .presentedChanged(let presented):
      lastPresented = presented
      if isPresentedBinding.wrappedValue != presented { isPresentedBinding.wrappedValue = presented }
      if !presented { keyboard?.hide() }
      if presented { configuration.onPresent?() }
    case .cameToRest(let detent):
      configuration.onRest?(detent)
    case .didDismiss:
      overlayWindow?.isHidden = true
      configuration.onDismiss?()
      if configuration.style == .transition, let c = content {
        c.view.removeFromSuperview()
        content = nil
      }
    }
  }
}
