import Compositor

/// What a sheet shows: its views and windows, laid out for the sheet's state every frame,
/// with the dimming behind it and the looks its configuration asks for. FloatingPanel keeps
/// its surface and layout apart from its behaviour the same way.
///
/// The chrome decides nothing: the presentation hands it the state, the configuration and
/// the geometry, and it places the views.
final class SheetChrome {
  /// The grabber area's height at the top of the sheet, when the grabber shows.
  static let grabberAreaHeight = 20.0
  /// The largest share of black the dimming reaches.
  static let maximumDim = 0.35

  unowned let screen: Screen
  /// The sheet's container view: background, rounded corners, shadow.
  let sheetView = View(identifier: "sheet")
  /// The grabber's hit area at the top of the sheet.
  let grabberView = View(identifier: "sheet.grabber")
  /// The grabber's pill.
  let bar = View(identifier: "sheet.grabber.bar")
  /// The view the content is placed in, below the grabber.
  let contentHost = View(identifier: "sheet.content")
  /// The dimming behind the sheet in modal styles and above the background-interaction detent.
  let dimmingView = View(identifier: "sheet.dimming")
  /// The overlay window at the host's level + 1, made on first presentation.
  private(set) var overlayWindow: Window?
  /// The on-screen keyboard the sheet's text fields raise, made with the overlay window or
  /// shared with the sheet below in a stack.
  private(set) var keyboard: SoftwareKeyboard?
  /// Whether this chrome made its keyboard (and so removes it).
  private var ownsKeyboard = false
  /// How far the keyboard lifts the sheet, this frame.
  private(set) var keyboardOffset: Double = 0
  /// The placement the sheet was last laid out in (never `.automatic`).
  var placement = Observed<SheetOverlayPlacement>()
  /// The sheet's move across to another placement's left edge and width, under way.
  var horizontalMove: (x: TimedAnimation, width: TimedAnimation)?
  /// Where the sheet is this frame, before its edges are put on the pixel grid: what its
  /// position reports, the same at every scale.
  private(set) var exactFrame: Rect = .zero
  /// How many times the sheet was laid out: once per frame, however many pointer moves
  /// the frame had.
  private(set) var layoutCount = 0

  /// Builds the views.
  init(screen: Screen) {
    self.screen = screen
    sheetView.clipsToBounds = true
    // The sheet moves as a unit: a layer, recomposited as it moves, never drawn again.
    sheetView.isLayer = true
    dimmingView.background = .color(.clear)
    dimmingView.isHidden = true
    bar.frame = Rect(x: 22, y: 7, width: 36, height: 5)
    bar.cornerRadii = CornerRadii(all: 2.5)
    bar.background = .color(Color(white: 0.45, alpha: 0.55))
    bar.isUserInteractionEnabled = false
    // The chrome's own views never form a cycle: adding them cannot fail.
    try? grabberView.addSubview(bar)
    try? sheetView.addSubview(contentHost)
    try? sheetView.addSubview(grabberView)
  }

  /// Makes the overlay window `name` at `level`, hidden, with the keyboard `shared` by the
  /// sheet below or a keyboard of its own; `onViewInserted` hears of every view that joins
  /// the window (content built now or added later).
  func makeWindow(
    name: String, level: WindowLevel, sharing shared: SoftwareKeyboard?, onViewInserted: @escaping (View) -> Void
  ) {
    guard overlayWindow == nil else { return }
    let w = Window(name: name, level: level, frame: screen.bounds, hitTestPolicy: .passthrough, isHidden: true)
    if let shared {
      keyboard = shared
    } else {
      keyboard = SoftwareKeyboard(screen: screen)
      ownsKeyboard = true
    }
    w.onViewInserted = onViewInserted
    try? w.rootView.addSubview(dimmingView)
    try? w.rootView.addSubview(sheetView)
    screen.addWindow(w)
    overlayWindow = w
  }

  /// Takes the overlay window, and the keyboard when this chrome made it, off the screen.
  func removeWindows() {
    if ownsKeyboard {
      keyboard?.hide()
      keyboard?.remove()
    }
    keyboard = nil
    if let w = overlayWindow { screen.removeWindow(w) }
    overlayWindow = nil
  }

  /// Gives the sheet the looks of `c`: background, shadow, corners (all four on a card,
  /// the top two along the bottom edge) and the grabber when `showsGrabber`.
  func applyAppearance(_ c: SheetOverlayConfiguration, floating: Bool, showsGrabber: Bool) {
    sheetView.background = c.background
    sheetView.cornerRadii = floating ? CornerRadii(all: c.cornerRadius) : CornerRadii(top: c.cornerRadius)
    sheetView.shadow = c.shadow
    grabberView.isHidden = !showsGrabber
  }

  /// Places the sheet, grabber, content and dimming for `s` in `g`.
  ///
  /// The sheet is as tall as its largest detent (or its height, in the rubber band past
  /// it) and moves up and down; the part below the screen's bottom is out of sight. A
  /// floating card is as tall as its height (never less than its smallest detent, so it
  /// slides out whole when dismissed): its bottom edge and rounded corners show above the
  /// margin, so a drag resizes its layer.
  ///
  /// The content is as tall as the part of the sheet that shows, between its smallest and
  /// largest detents (``contentSize(height:smallest:largest:width:)``): it follows the
  /// sheet's height live through drags and springs, so stacks and scroll views in it fit
  /// what is seen, and it stays at the smallest detent's size as the sheet slides in and
  /// out, at the largest's in the rubber band past it. Its container draws nothing, so a
  /// drag redraws only what the content's own layout moves.
  func layout(
    _ s: SheetState, configuration c: SheetOverlayConfiguration, geometry g: SheetGeometry, safeArea: EdgeInsets,
    content: View?, dimming: SheetDimming, liftedByKeyboard: Bool
  ) {
    guard overlayWindow != nil else { return }
    let height = s.height
    let lift =
      liftedByKeyboard ? keyboardLift(s, policy: c.keyboardPolicy, geometry: g, safeArea: safeArea) : 0
    keyboardOffset = lift
    let (x, width) = horizontalExtent(g)
    if g.placement.isFloating {
      let body = Swift.max(height, s.layout.smallest)
      exactFrame = Rect(x: x, y: g.bottom - height - lift, width: width, height: body)
    } else {
      let body = Swift.max(height, s.layout.largest)
      exactFrame = Rect(x: x, y: g.bottom - height - lift, width: width, height: body + lift)
    }
    sheetView.frame = pixelAligned(exactFrame)
    layoutCount += 1
    grabberView.frame = Rect(x: width / 2 - 40, y: 0, width: 80, height: Self.grabberAreaHeight)
    let size = contentSize(height: height, smallest: s.layout.smallest, largest: s.layout.largest, width: width)
    contentHost.frame = Rect(origin: Point(x: 0, y: grabberTop), size: size)
    if let content { content.frame = contentHost.bounds }
    // With reduced motion the sheet fades in and out: its layer's opacity.
    sheetView.alpha = s.opacity
    // A sheet on its way out takes no touches: a point on it reaches what is behind, as
    // UIKit hit-tests a view sliding out where it is going, not where it shows.
    sheetView.isUserInteractionEnabled = s.isPresented
    layoutDimming(dimming, opacity: s.opacity, topInset: g.placement.isFloating ? g.topGap : 0)
  }

  /// `rect` with each edge on the pixel boundary, at the screen's scale, that keeps inside
  /// it the pixels whose centres it holds (the left and top edges in, the right and bottom
  /// out, as the hit test has it). The sheet is a layer the renderer puts on whole pixels:
  /// placed there itself, it is drawn exactly where it takes hits, every pixel it covers
  /// more than half one the hit test and the window's input shape give it, at any scale.
  func pixelAligned(_ rect: Rect) -> Rect {
    let scale = screen.scale
    guard rect.isFinite, scale.isFinite, scale > 0 else { return rect }
    func edge(_ v: Double) -> Double { (v * scale - 0.5).rounded(.up) / scale }
    let x0 = edge(rect.minX)
    let y0 = edge(rect.minY)
    return Rect(x: x0, y: y0, width: Swift.max(0, edge(rect.maxX) - x0), height: Swift.max(0, edge(rect.maxY) - y0))
  }

  /// The content's top below the grabber area, or 0 when the grabber is hidden.
  var grabberTop: Double { grabberView.isHidden ? 0 : Self.grabberAreaHeight }

  /// The content's size at `height` in a sheet `width` wide: below the grabber, down to
  /// the sheet's visible bottom (the screen's, the card's margin, or the keyboard's top when
  /// the sheet is lifted), with the height held between the smallest and largest detents.
  func contentSize(height: Double, smallest: Double, largest: Double, width: Double) -> Size {
    let shown = Swift.min(Swift.max(height, smallest), Swift.max(smallest, largest))
    return Size(width: width, height: Swift.max(0, shown - grabberTop))
  }

  /// How far the keyboard lifts the sheet, one it lifts (see
  /// `SheetOverlayPresentation.isLiftedByKeyboard`): by the policy, never past the top of
  /// the screen, and a card never into its host's top inset (the app's bar, which G2 keeps
  /// clear).
  private func keyboardLift(
    _ s: SheetState, policy: SheetOverlayKeyboardPolicy, geometry g: SheetGeometry, safeArea: EdgeInsets
  ) -> Double {
    guard let k = keyboard, s.isPresented || s.phase == .dismissing else { return 0 }
    let wanted = policy.offset(forKeyboardHeight: k.visibleHeight)
    let keptClear = g.placement.isFloating ? g.topGap : 0
    let room = g.availableHeight - s.height - safeArea.top - keptClear
    return Swift.max(0, Swift.min(wanted, room))
  }
}
