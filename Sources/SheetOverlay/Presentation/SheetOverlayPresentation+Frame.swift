import Compositor

extension SheetOverlayPresentation {
  /// One frame: follow the host window, the container, the content and the bindings,
  /// advance the state, lay out, report position and size changes.
  func frame(at now: Double) {
    guard !hasEnded else { return }
    guard let host = hostWindow, host.screen === screen else {
      // The window the sheet was presented over is gone: so is the sheet.
      end()
      return
    }
    if screen.size != laidOutSize { relayout(.resize) }
    if content != nil, usesFitContent, measureContent() { relayout(.relayout) }
    syncBindings()
    // A stacked sheet goes with the sheet it was presented from.
    if let p = parent, !p.isPresented, isPresented { dismiss() }
    send(.tick)
    handOffIfArrived()
    keyboard?.advance(to: now)
    if state.isAnimating { screen.requestFrame() }
    overlayWindow?.isHidden = phase == .dismissed || host.isHidden
    layout()
    report()
  }

  private func syncBindings() {
    let presented = isPresentedBinding.wrappedValue
    if presented != lastPresented {
      if presented { present() } else { dismiss() }
    }
    // Until the content is built its detents are unknown, so the binding waits.
    guard let b = selectedBinding, content != nil else { return }
    let wanted = b.wrappedValue
    guard wanted != lastSelected else { return }
    lastSelected = wanted
    if state.layout.index(of: wanted) != nil {
      send(.select(wanted))
    } else {
      Diagnostics.report("sheet: selected detent \(wanted) is not among the sheet's detents; ignoring it")
      b.wrappedValue = state.selection
      lastSelected = state.selection
    }
  }

  func startPresenting() {
    guard !state.isPresented else { return }
    ensureWindow()
    ensureContent()
    overlayWindow?.isHidden = hostWindow?.isHidden ?? true
    send(.present)
  }

  /// The height at which the sheet and its shadow are wholly below the screen: a card
  /// goes down through its margin first.
  var hiddenHeight: Double {
    let margin = screen.size.height - geometry.bottom
    return -(margin + (configuration.shadow?.extent.top ?? 0) + 2)
  }

  /// Where the placement in force puts the sheet in the container this frame.
  var geometry: SheetGeometry {
    SheetGeometry(placement: configuration.placement, container: screen.size, floatingTopInset: floatingTopInset)
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
    guard abs(measured - contentFittingHeight) >= 0.5 else { return false }
    contentFittingHeight = measured
    return true
  }

  /// Resolves the configuration's detents for the container, safe area and content.
  func resolveLayout() -> SheetLayout {
    let c = configuration
    let grabber = showsGrabber(c) ? Self.grabberAreaHeight : 0
    let resolver = detentResolver(contentHeight: contentFittingHeight + grabber)
    return SheetLayout(
      detents: resolver.resolve(c.detents), hiddenHeight: hiddenHeight, bandDimension: resolver.containerHeight)
  }

  /// Hands the state the detents resolved anew, after `change`.
  func relayout(_ change: SheetLayoutChange) {
    // Detents belong to the size the sheet is laid out for. A resize is taken in on the
    // next frame; one that came since is taken in first, so a reconfigure between a
    // resize and that frame does not leave the sheet over detents of two sizes.
    if change != .resize && screen.size != laidOutSize { relayout(.resize) }
    var change = change
    if change == .resize {
      laidOutSize = screen.size
      overlayWindow?.frame = screen.bounds
    }
    let placement = geometry.placement
    if placement != laidOutPlacement {
      // Another placement (a window widened past the threshold, or a new configuration):
      // the sheet keeps its detent and moves there, animated, across and up or down.
      if laidOutPlacement != nil, change == .resize { change = .placement }
      startHorizontalMove()
      laidOutPlacement = placement
    }
    send(.layoutChanged(resolveLayout(), change))
    grabberView.isHidden = !showsGrabber(configuration)
  }

  /// Ends the presentation for good: the sheet, its overlay and keyboard windows and its
  /// frame handler are removed, and `isPresented` is written `false`. Removing the host
  /// window from its screen ends the presentation the same way on the next frame.
  ///
  /// ```swift
  /// presentation.end()   // the sheet is gone; present a new one to show it again
  /// ```
  public func end() {
    guard !hasEnded else { return }
    hasEnded = true
    if let token = frameHandler { screen.removeFrameHandler(token) }
    frameHandler = nil
    if ownsKeyboard {
      keyboard?.hide()
      keyboard?.remove()
    }
    keyboard = nil
    if let w = overlayWindow { screen.removeWindow(w) }
    overlayWindow = nil
    content?.view.removeFromSuperview()
    lastPresented = false
    if isPresentedBinding.wrappedValue { isPresentedBinding.wrappedValue = false }
  }

  private func report() {
    let p = position
    if p != lastPosition, isPresented || lastPosition?.height != p.height {
      lastPosition = p
      configuration.onPositionChange?(p)
    }
    let s = contentSize
    if s != lastContentSize {
      lastContentSize = s
      context.size = s
      configuration.onSizeChange?(s)
    }
  }
}
