import Compositor
import Controls

/// A bottom sheet over a window: it lives in its own overlay window at the window's level
/// + 1, whose hit test lets every point outside the sheet's live shape fall through.
///
/// Create one with `Window.sheetOverlay(identifier:isPresented:selected:safeArea:content:)`, or
/// stack one on another with ``sheetOverlay(identifier:isPresented:selected:content:)``.
/// It follows its bindings every frame: write `true` to `isPresented` and it slides up,
/// write a detent to `selected` and it springs there; drags write them back.
///
/// The presentation is the glue between the sheet's behaviour, a `SheetState` value,
/// and the world: it turns bindings and container changes into `SheetEvent`s, carries
/// the `SheetEffect`s back to bindings, callbacks and windows, and runs the sheet's
/// lifecycle. As FloatingPanel keeps its core, layout and behaviour apart, the views are
/// the chrome's (laid out for the state every frame) and the pointer is a drag
/// coordinator's.
public final class SheetOverlayPresentation {
  /// The screen the sheet is shown on. The screen owns the presentation (through its frame
  /// handler), so the reference back is unowned: no cycle, and the sheet lives exactly as
  /// long as its screen, or until ``remove()``.
  public unowned let screen: Screen
  /// The window the sheet is presented over.
  public private(set) weak var hostWindow: Window?
  /// The sheet's name in traces and its overlay window's name (`overlay` for the default
  /// `"sheet"`, `overlay.<identifier>` otherwise).
  public let identifier: String
  /// What the content builder receives.
  public let context = SheetOverlayContext()
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
  public internal(set) var content: SheetOverlayContent?
  /// The sheet's behaviour: phase, target, height and velocity.
  package internal(set) var state: SheetState

  /// The identifier of a sheet that is not given one.
  public static let defaultIdentifier = "sheet"

  /// The bindings and the content builder.
  let inputs: SheetInputs
  /// The sheet below this one and those above it, in a stack.
  var links: SheetStackLinks
  /// What the sheet last saw and reported, to act on each change once.
  var seen = SheetObservations()
  /// The views and windows.
  let chrome: SheetChrome
  /// The screen's token for this sheet's frame handler; `nil` once the presentation ended.
  var frameHandler: Int?
  /// The pointer on the sheet, made once the presentation exists.
  private(set) lazy var dragging = SheetDragCoordinator(host: self, sheetView: chrome.sheetView)

  init(
    window: Window, screen: Screen, isPresented: Binding<Bool>, selected: Binding<SheetOverlayDetent>?,
    identifier: String = SheetOverlayPresentation.defaultIdentifier, parent: SheetOverlayPresentation? = nil,
    builder: @escaping (SheetOverlayContext) -> SheetOverlayContent
  ) {
    self.screen = screen
    self.hostWindow = window
    self.identifier = identifier.isEmpty ? Self.defaultIdentifier : identifier
    self.links = SheetStackLinks(parent: parent)
    self.inputs = SheetInputs(isPresented: isPresented, selected: selected, builder: builder)
    self.chrome = SheetChrome(screen: screen)
    let resolver = DetentResolver(containerHeight: screen.size.height)
    state = SheetState(
      layout: SheetLayout(detents: resolver.resolve([.medium]), bandDimension: screen.size.height),
      selection: selected?.wrappedValue ?? .medium, time: screen.clock.now)
    context.presentation = self
    _ = dragging
    chrome.dimmingView.addGestureRecognizer(
      TapGestureRecognizer(name: "sheet.dimming.tap") { [weak self] _ in self?.dimmingTapped() })
    installGrabberKeys()
    frameHandler = screen.addFrameHandler { [self] now in self.frame(at: now) }
    frame(at: screen.clock.now)
  }

  /// Whether ``remove()`` removed the presentation for good.
  public var isRemoved: Bool { frameHandler == nil }
  /// The sheet this one was presented from, when stacked.
  public var parent: SheetOverlayPresentation? { links.parent }
  /// The overlay window at the host's level + 1, created on first presentation.
  public var overlayWindow: Window? { chrome.overlayWindow }
  /// How far the keyboard lifts the sheet, this frame.
  public var keyboardOffset: Double { chrome.keyboardOffset }

  /// The configuration in force: the content's, or the defaults before it is built.
  public var configuration: SheetOverlayConfiguration { content?.configuration ?? SheetOverlayConfiguration() }

  /// The resolved resting heights, smallest first.
  public var detents: [SheetOverlayResolvedDetent] { state.layout.detents }
  /// The index in ``detents`` of the selected detent.
  public var selectedIndex: Int { state.selectedIndex }
  /// The sheet's height above the container's bottom this frame, as the behaviour has it:
  /// below 0 while it and its shadow slide out of sight (``position`` reports the part
  /// that shows).
  public var height: Double { state.height }
  /// What the sheet is doing.
  public var phase: SheetOverlayPhase { state.phase }

  /// The detent the sheet rests on or is going to. It changes when the target is decided:
  /// at a drag's release and at a selection, not when the sheet arrives.
  public var selectedDetent: SheetOverlayDetent { state.selection }

  /// Whether the sheet is on screen or on its way there (not dismissed or dismissing).
  public var isPresented: Bool { state.isPresented }

  /// Where the sheet is this frame. Its height is the part that shows: never negative,
  /// also while the sheet (and its shadow) slide below the container's bottom.
  public var position: SheetOverlayPosition {
    SheetOverlayPosition(
      height: Swift.max(0, height), top: geometry.bottom - height - keyboardOffset,
      progress: SheetPhysics.progress(height: height, detents: state.layout.heights),
      keyboardOffset: keyboardOffset, x: chrome.exactFrame.minX, width: chrome.exactFrame.width)
  }

  /// The size of the sheet's content view this frame: as wide as the sheet, and as tall as
  /// the part of the sheet that shows below the grabber, held between the smallest and the
  /// largest detent. It follows the sheet's height live during drags and springs, stays at
  /// the smallest detent's size while the sheet slides in and out, and at the largest's in
  /// the rubber band past it. The content view has this size: stacks and scroll views in
  /// it fit what shows.
  public var contentSize: Size { currentContentSize }

  /// Hands `event` to the sheet's state and carries out what it asks.
  func send(_ event: SheetEvent) {
    for effect in state.handle(event, at: screen.clock.now) { perform(effect) }
  }

  /// Carries one effect of the state to the world: bindings, callbacks and windows.
  private func perform(_ effect: SheetEffect) {
    switch effect {
    case .targetChanged(let detent):
      seen.selected.record(detent)
      context.selectedDetent = detent
      if let b = inputs.selected, b.wrappedValue != detent { b.wrappedValue = detent }
      configuration.onDetentChange?(detent)
    case .presentedChanged(let presented):
      seen.presented.record(presented)
      if inputs.isPresented.wrappedValue != presented { inputs.isPresented.wrappedValue = presented }
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
