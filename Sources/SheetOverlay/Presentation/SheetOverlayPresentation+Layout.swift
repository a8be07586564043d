import Compositor

extension SheetOverlayPresentation {
  /// The grabber area's height at the top of the sheet, when the grabber shows.
  static let grabberAreaHeight = 20.0

  /// The largest share of black the dimming reaches.
  static let maximumDim = 0.35

  func buildChrome() {
    sheetView.clipsToBounds = true
    // The sheet moves as a unit: a layer, recomposited as it moves, never drawn again.
    sheetView.isLayer = true
    dimmingView.background = .color(.clear)
    dimmingView.isHidden = true
    bar.frame = Rect(x: 22, y: 7, width: 36, height: 5)
    bar.cornerRadii = CornerRadii(all: 2.5)
    bar.background = .color(Color(white: 0.45, alpha: 0.55))
    bar.isUserInteractionEnabled = false
    try? grabberView.addSubview(bar)
    try? sheetView.addSubview(contentHost)
    try? sheetView.addSubview(grabberView)
    let tap = TapGestureRecognizer(name: "sheet.dimming.tap") { [weak self] _ in self?.dimmingTapped() }
    dimmingView.addGestureRecognizer(tap)
    installDrag()
    installGrabberKeys()
  }

  func ensureWindow() {
    guard overlayWindow == nil else { return }
    let level = (hostWindow?.level ?? .normal) + 1
    let name = identifier == Self.defaultIdentifier ? "overlay" : "overlay." + identifier
    let w = Window(name: name, level: level, frame: screen.bounds, hitTestPolicy: .passthrough, isHidden: true)
    // Stacked sheets share the keyboard of the sheet at the bottom of the stack.
    if let shared = parent?.keyboard {
      keyboard = shared
    } else {
      keyboard = SoftwareKeyboard(screen: screen)
      ownsKeyboard = true
    }
    // Content is wired as it joins the window: the content built before the window
    // existed, and content added later, a row with a field or a second list.
    w.onViewInserted = { [weak self] view in self?.wire(view) }
    try? w.rootView.addSubview(dimmingView)
    try? w.rootView.addSubview(sheetView)
    screen.addWindow(w)
    overlayWindow = w
  }

  func ensureContent() {
    guard content == nil else { return }
    let first = lastSelected == nil
    let built = builder(context)
    content = built
    try? contentHost.addSubview(built.view)
    _ = measureContent()
    applyAppearance()
    let layout = resolveLayout()
    if first {
      // The first build decides the detents: the `selected` binding names one of them, or
      // the sheet starts at the smallest and writes it back.
      let wanted = selectedBinding?.wrappedValue ?? state.selection
      let rules = rules(for: built.configuration)
      state = SheetState(layout: layout, selection: wanted, rules: rules, time: screen.clock.now)
      if layout.index(of: wanted) == nil, selectedBinding != nil {
        Diagnostics.report(
          "sheet: selected detent \(wanted) is not among the sheet's detents; using \(state.selection)")
      }
      lastSelected = state.selection
      context.selectedDetent = state.selection
      if let b = selectedBinding, b.wrappedValue != state.selection { b.wrappedValue = state.selection }
    } else {
      send(.layoutChanged(layout, .relayout))
    }
  }

  /// Wires what the sheet drives in a subtree of its content: text fields raise the
  /// sheet's keyboard, and scroll views let the sheet's drag scroll them, so they do not
  /// compete with it.
  func wire(_ view: View) {
    view.forEachInSubtree { v in
      if let field = v as? TextField { field.keyboard = keyboard }
      if let scroll = v as? ScrollView {
        scroll.panGestureRecognizer.isEnabled = false
        scroll.onGlideReachedEnd = { [weak self] s, velocity in self?.listReachedEnd(s, velocity: velocity) ?? false }
      }
    }
  }

  /// The rules of a configuration.
  func rules(for c: SheetConfiguration) -> SheetRules {
    SheetRules(
      isDismissible: !c.isDismissDisabled, allowsDetentSkipping: c.allowsDetentSkipping, spring: c.spring,
      motion: c.motion)
  }

  func applyAppearance() {
    let c = configuration
    sheetView.background = c.background
    // A card rounds all four corners; along the bottom edge the corners below are hidden.
    sheetView.cornerRadii =
      geometry.placement.isFloating ? CornerRadii(all: c.cornerRadius) : CornerRadii(top: c.cornerRadius)
    sheetView.shadow = c.shadow
    grabberView.isHidden = !showsGrabber(c)
  }

  /// Whether the grabber shows: always, never, or (automatic) when the detents resolve to
  /// more than one height, `.fitContent` counted at the content's measured height.
  func showsGrabber(_ c: SheetConfiguration) -> Bool {
    switch c.dragIndicator {
    case .visible: true
    case .hidden: false
    case .automatic:
      detentResolver(contentHeight: contentFittingHeight, reportsDiagnostics: false).resolve(c.detents).count > 1
    }
  }

  /// Places the sheet, grabber, content and dimming for the current height and keyboard.
  ///
  /// The sheet is as tall as its largest detent (or its height, in the rubber band past
  /// it) and moves up and down; the content is laid out once at that height, as
  /// FloatingPanel's static content mode does, so a drag only moves the sheet's layer and
  /// never draws it again. The part below the screen's bottom is out of sight;
  /// ``SheetContext/size`` tells the part that shows.
  ///
  /// A floating card is as tall as its height (never less than its smallest detent, so it
  /// slides out whole when dismissed): its bottom edge and rounded corners show above the
  /// margin, so a drag resizes its layer.
  func layout() {
    guard overlayWindow != nil else { return }
    let g = geometry
    let lift = keyboardLift()
    keyboardOffset = lift
    let (x, width) = horizontalExtent(g)
    if g.placement.isFloating {
      let body = Swift.max(height, state.layout.smallest)
      sheetView.frame = Rect(x: x, y: g.bottom - height - lift, width: width, height: body)
    } else {
      let body = Swift.max(height, state.layout.largest)
      sheetView.frame = Rect(x: x, y: g.bottom - height - lift, width: width, height: body + lift)
    }
    grabberView.frame = Rect(x: width / 2 - 40, y: 0, width: 80, height: Self.grabberAreaHeight)
    let top = grabberView.isHidden ? 0 : Self.grabberAreaHeight
    contentHost.frame = Rect(x: 0, y: top, width: width, height: Swift.max(0, state.layout.largest - top))
    if let v = content?.view { v.frame = contentHost.bounds }
    // With reduced motion the sheet fades in and out: its layer's opacity.
    sheetView.alpha = state.opacity
    // A sheet on its way out takes no touches: a point on it reaches what is behind, as
    // UIKit hit-tests a view sliding out where it is going, not where it shows.
    sheetView.isUserInteractionEnabled = isPresented
    updateGrabberAccessibility()
    layoutDimming()
  }

  /// The part of the content area that shows this frame: below the grabber, down to the
  /// screen's bottom (or the keyboard's top, when the sheet is lifted).
  var visibleContentSize: Size {
    let top = grabberView.isHidden ? 0 : Self.grabberAreaHeight
    return Size(width: geometry.width, height: Swift.max(0, Swift.min(height, state.layout.largest) - top))
  }

  private func keyboardLift() -> Double {
    // Of stacked sheets sharing the keyboard, the one whose field raised it makes room.
    guard let k = keyboard, isPresented || phase == .dismissing, k.raisedFor === overlayWindow else { return 0 }
    let wanted = configuration.keyboardPolicy.offset(forKeyboardHeight: k.visibleHeight)
    // The sheet's top never leaves the screen.
    let room = geometry.availableHeight - height - safeArea.top
    return Swift.max(0, Swift.min(wanted, room))
  }

  /// How much the app behind is dimmed (0...1) and whether it is blocked, this frame.
  func dimming() -> (amount: Double, blocks: Bool) {
    let c = configuration
    let shown = phase != .dismissed
    guard shown else { return (0, false) }
    var interaction = c.backgroundInteraction
    if interaction == .automatic { interaction = c.style == .modal ? .disabled : .enabled }
    switch interaction {
    case .automatic, .enabled:
      return (0, false)
    case .disabled:
      let resting = state.targetHeight
      let progress = resting > 0 ? Swift.min(1, Swift.max(0, height / resting)) : 1
      return (progress, phase != .dismissing)
    case .enabledUpThrough(let detent):
      let resolver = detentResolver(contentHeight: contentFittingHeight, reportsDiagnostics: false)
      guard let limit = state.layout.height(of: detent) ?? resolver.height(of: detent) else { return (0, false) }
      guard let next = detents.first(where: { $0.height > limit + 0.5 })?.height else { return (0, false) }
      let amount = Swift.min(1, Swift.max(0, (height - limit) / (next - limit)))
      return (amount, height > limit + 0.5 && phase != .dismissing)
    }
  }

  private func layoutDimming() {
    let d = dimming()
    dimmingView.frame = screen.bounds
    dimmingView.background = .color(Color.black.opacity(Self.maximumDim * d.amount * state.opacity))
    dimmingView.isHidden = d.amount <= 0 && !d.blocks
    dimmingView.isUserInteractionEnabled = d.blocks
  }

  private func dimmingTapped() {
    if configuration.isDismissDisabled, case .enabledUpThrough(let detent) = configuration.backgroundInteraction {
      select(detent)
      return
    }
    requestDismissal(.dimmingTap)
  }
}
