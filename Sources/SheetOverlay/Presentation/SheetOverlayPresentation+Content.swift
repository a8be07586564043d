import Compositor
import Controls

extension SheetOverlayPresentation {
  /// Makes the overlay window on first presentation, sharing the keyboard of the sheet at
  /// the bottom of a stack.
  func ensureWindow() {
    guard overlayWindow == nil else { return }
    let level = (hostWindow?.level ?? .normal) + 1
    let name = identifier == Self.defaultIdentifier ? "overlay" : "overlay." + identifier
    // Content is wired as it joins the window: the content built before the window
    // existed, and content added later, a row with a field or a second list.
    chrome.makeWindow(name: name, level: level, sharing: parent?.keyboard) { [weak self] view in self?.wire(view) }
  }

  /// Builds the content (at the first presentation, and at each one for `.transition`),
  /// places it in the sheet and resolves its detents.
  func ensureContent() {
    guard content == nil else { return }
    let first = seen.selected.value == nil
    let built = inputs.builder(context)
    content = built
    do {
      try chrome.contentHost.addSubview(built.view)
    } catch {
      // The app's view cannot go into the sheet (it contains the sheet): the sheet shows
      // without it, and says why.
      Diagnostics.report("sheet: the content view cannot be shown in the sheet: \(error)")
    }
    _ = measureContent()
    applyAppearance()
    let layout = resolveLayout()
    if first {
      // The first build decides the detents: the `selected` binding names one of them, or
      // the sheet starts at the smallest and writes it back.
      let wanted = inputs.selected?.wrappedValue ?? state.selection
      let rules = rules(for: built.configuration)
      state = SheetState(layout: layout, selection: wanted, rules: rules, time: screen.clock.now)
      if layout.index(of: wanted) == nil, inputs.selected != nil {
        Diagnostics.report(
          "sheet: selected detent \(wanted) is not among the sheet's detents; using \(state.selection)")
      }
      seen.selected.record(state.selection)
      context.selectedDetent = state.selection
      if let b = inputs.selected, b.wrappedValue != state.selection { b.wrappedValue = state.selection }
    } else {
      send(.layoutChanged(layout, .relayout))
    }
  }

  /// Wires what the sheet drives in a subtree of its content: text fields raise the
  /// sheet's keyboard (unless the app turned it off), and scroll views let the sheet's drag
  /// scroll them, so they do not compete with it.
  func wire(_ view: View) {
    let raisesKeyboard = configuration.showsOnScreenKeyboard
    view.forEachInSubtree { v in
      if let field = v as? TextField { field.keyboard = raisesKeyboard ? keyboard : nil }
      if let scroll = v as? ScrollView {
        scroll.panGestureRecognizer.isEnabled = false
        scroll.onGlideReachedEnd = { [weak self] s, velocity in
          self?.dragging.listReachedEnd(s, velocity: velocity) ?? false
        }
      }
    }
  }

  /// A resolver for the container the detents are measured in: the screen along the
  /// bottom edge, the height between the margins for a card.
  func detentResolver(contentHeight: Double, reportsDiagnostics: Bool = true) -> DetentResolver {
    let g = geometry
    return DetentResolver(
      containerHeight: g.availableHeight, safeArea: safeArea, contentHeight: contentHeight,
      reportsDiagnostics: reportsDiagnostics, topGap: g.topGap)
  }

  /// Whether a detent measures the content.
  var usesFitContent: Bool { configuration.detents.contains(.fitContent) }

  /// Measures the content for `.fitContent`; returns whether its height changed.
  func measureContent() -> Bool {
    guard let view = content?.view else { return false }
    let fitting = view.sizeThatFits(Size(width: geometry.width, height: screen.size.height)).height
    let measured = fitting.isFinite ? Swift.max(0, fitting) : 0
    guard abs(measured - seen.contentFittingHeight) >= 0.5 else { return false }
    seen.contentFittingHeight = measured
    return true
  }

  /// Resolves the configuration's detents for the container, safe area and content.
  func resolveLayout() -> SheetLayout {
    let c = configuration
    let grabber = showsGrabber(c) ? SheetChrome.grabberAreaHeight : 0
    let resolver = detentResolver(contentHeight: seen.contentFittingHeight + grabber)
    return SheetLayout(
      detents: resolver.resolve(c.detents), hiddenHeight: hiddenHeight, bandDimension: resolver.containerHeight)
  }

  /// The rules of a configuration.
  func rules(for c: SheetOverlayConfiguration) -> SheetRules {
    SheetRules(
      isDismissible: !c.isDismissDisabled, allowsDetentSkipping: c.allowsDetentSkipping, spring: c.spring,
      motion: c.motion)
  }

  /// Gives the chrome the configuration's looks for the placement in force.
  func applyAppearance() {
    let c = configuration
    chrome.applyAppearance(c, floating: geometry.placement.isFloating, showsGrabber: showsGrabber(c))
  }

  /// Whether the grabber shows: always, never, or (automatic) when the detents resolve to
  /// more than one height, `.fitContent` counted at the content's measured height.
  func showsGrabber(_ c: SheetOverlayConfiguration) -> Bool {
    switch c.dragIndicator {
    case .visible: true
    case .hidden: false
    case .automatic:
      detentResolver(contentHeight: seen.contentFittingHeight, reportsDiagnostics: false).resolve(c.detents).count > 1
    }
  }
}
