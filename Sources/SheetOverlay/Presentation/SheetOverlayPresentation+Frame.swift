import Compositor

extension SheetOverlayPresentation {
  /// One frame: follow the host window, the container, the content and the bindings,
  /// advance the state, lay out, report position and size changes.
  func frame(at now: Double) {
    guard !isRemoved else { return }
    guard let host = hostWindow, host.screen === screen else {
      // The window the sheet was presented over is gone: so is the sheet.
      remove()
      return
    }
    if screen.size != laidOutSize { relayout(.resize) }
    if content != nil, usesFitContent, measureContent() { relayout(.relayout) }
    syncBindings()
    // A stacked sheet goes with the sheet it was presented from.
    if let p = parent, !p.isPresented, isPresented { dismiss() }
    send(.tick)
    dragging.handOffIfArrived()
    keyboard?.advance(to: now)
    if state.isAnimating { screen.requestFrame() }
    overlayWindow?.isHidden = phase == .dismissed || host.isHidden
    layout()
    insetScrollViews()
    report()
  }

  /// Lets every scroll view in the content scroll its end into the part of the sheet that
  /// shows: the content is that part (P5), but the keyboard may cover its bottom, and
  /// while the sheet slides or bands the content keeps a detent's size; what of a list lies
  /// below the screen, the card's edge or the keyboard's top is its bottom inset.
  func insetScrollViews() {
    guard let view = content?.view, phase != .dismissed else { return }
    var visibleBottom = Swift.min(chrome.sheetView.frameOnScreen.maxY, screen.size.height)
    if let k = keyboard, k.visibleHeight > 0 {
      visibleBottom = Swift.min(visibleBottom, screen.size.height - k.visibleHeight)
    }
    view.forEachInSubtree { v in
      guard let scroll = v as? ScrollView else { return }
      let hidden = Swift.max(0, scroll.frameOnScreen.maxY - visibleBottom)
      if abs(scroll.contentBottomInset - hidden) > 1e-9 { scroll.contentBottomInset = hidden }
    }
  }

  private func syncBindings() {
    let presented = inputs.isPresented.wrappedValue
    if presented != seen.presented.value {
      if presented { present() } else { dismiss() }
    }
    // Until the content is built its detents are unknown, so the binding waits.
    guard let b = inputs.selected, content != nil else { return }
    let wanted = b.wrappedValue
    guard seen.selected.record(wanted) else { return }
    if state.layout.index(of: wanted) != nil {
      send(.select(wanted))
    } else {
      Diagnostics.report("sheet: selected detent \(wanted) is not among the sheet's detents; ignoring it")
      b.wrappedValue = state.selection
      seen.selected.record(state.selection)
    }
  }

  func startPresenting() {
    guard !state.isPresented else { return }
    rememberFocusHome()
    ensureWindow()
    ensureContent()
    overlayWindow?.isHidden = hostWindow?.isHidden ?? true
    send(.present)
    takeFocusOnPresentation()
  }

  /// The height at which the sheet and its shadow are wholly below the screen: a card
  /// goes down through its margin first.
  var hiddenHeight: Double {
    let margin = screen.size.height - geometry.bottom
    return -(margin + (configuration.shadow?.extent.top ?? 0) + 2)
  }

  /// Whether the sheet is laid out as a floating card (not along the bottom edge).
  package var isFloatingCard: Bool { geometry.placement.isFloating }

  /// Where the placement in force puts the sheet in the container this frame.
  var geometry: SheetGeometry {
    SheetGeometry(placement: configuration.placement, container: screen.size, floatingTopInset: floatingTopInset)
  }

  /// Hands the state the detents resolved anew, after `change`.
  func relayout(_ change: SheetLayoutChange) {
    // Detents belong to the size the sheet is laid out for. A resize is taken in on the
    // next frame; one that came since is taken in first, so a reconfigure between a
    // resize and that frame does not leave the sheet over detents of two sizes.
    if change != .resize && screen.size != laidOutSize { relayout(.resize) }
    var change = change
    if change == .resize {
      seen.containerSize.record(screen.size)
      overlayWindow?.frame = screen.bounds
    }
    let g = geometry
    if chrome.placement.value != g.placement {
      // Another placement (a window widened past the threshold, or a new configuration):
      // the sheet keeps its detent and moves there, animated, across and up or down.
      applyAppearance()
      if chrome.takePlacement(g, phase: phase, motion: configuration.motion), change == .resize {
        change = .placement
      }
    }
    send(.layoutChanged(resolveLayout(), change))
    chrome.grabberView.isHidden = !showsGrabber(configuration)
  }

  /// Asks for a frame, whose handler lays the sheet out for its state: a drag's moves
  /// between two frames are laid out once.
  func setNeedsLayout() {
    screen.requestFrame()
  }

  /// Lays the chrome out for the state this frame, and tells assistive technology what
  /// the grabber is now.
  func layout() {
    chrome.layout(
      state, configuration: configuration, geometry: geometry, safeArea: safeArea, content: content?.view,
      dimming: currentDimming, liftedByKeyboard: isLiftedByKeyboard)
    if overlayWindow != nil { updateGrabberAccessibility() }
  }

  /// Whether the keyboard lifts this sheet: it rose for a field in this sheet, or in a
  /// sheet this one is stacked on, so that what a person picks in the sheet below while
  /// typing (a place's details over a search) shows above the keyboard, not under it. A
  /// sheet below the one whose field raised it stays where it is.
  var isLiftedByKeyboard: Bool {
    guard let raised = keyboard?.raisedFor else { return false }
    var sheet: SheetOverlayPresentation? = self
    while let s = sheet {
      if s.overlayWindow === raised { return true }
      sheet = s.parent
    }
    return false
  }

  /// Removes the presentation for good: the sheet, its overlay and keyboard windows and
  /// its frame handler go, and `isPresented` is written `false`. Removing the host window
  /// from its screen removes the presentation the same way on the next frame. Unlike
  /// ``dismiss()``, after which ``present()`` shows the sheet again, nothing brings it back.
  ///
  /// ```swift
  /// presentation.remove()   // the sheet is gone; present a new one to show it again
  /// ```
  public func remove() {
    guard let token = frameHandler else { return }
    screen.removeFrameHandler(token)
    frameHandler = nil
    chrome.removeWindows()
    content?.view.removeFromSuperview()
    seen.presented.record(false)
    if inputs.isPresented.wrappedValue { inputs.isPresented.wrappedValue = false }
  }

  private func report() {
    let p = position
    if p != seen.position.value, isPresented || seen.position.value?.height != p.height {
      seen.position.record(p)
      configuration.onPositionChange?(p)
    }
    let s = contentSize
    if seen.contentSize.record(s) {
      context.size = s
      configuration.onSizeChange?(s)
    }
  }
}
