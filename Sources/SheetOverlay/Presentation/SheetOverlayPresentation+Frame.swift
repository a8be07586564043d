import Compositor

extension SheetOverlayPresentation {
  /// One frame: follow the bindings and the screen size, advance the spring, lay out,
  /// report position and size changes.
  func frame(at now: Double) {
    if screen.size != laidOutSize { containerDidResize() }
    syncBindings()
    advanceAnimation(to: now)
    layout()
    report()
  }

  private func syncBindings() {
    let presented = isPresentedBinding.wrappedValue
    if presented != lastPresented {
      lastPresented = presented
      if presented { startPresenting() } else { startDismissing(velocity: nil) }
    }
    // Until the content is built its detents are unknown, so the binding waits.
    if let b = selectedBinding, content != nil {
      let wanted = b.wrappedValue
      if wanted != lastSelected {
        if let i = index(of: wanted) {
          lastSelected = wanted
          selectedIndex = i
          context.selectedDetent = selectedDetent
          if isPresented && phase != .dragging && phase != .held { settle(to: i, velocity: nil) }
        } else {
          Diagnostics.report("sheet: selected detent \(wanted) is not among the sheet's detents; ignoring it")
          writeSelected()
        }
      }
    }
  }

  private func advanceAnimation(to now: Double) {
    guard let a = animation else { return }
    if a.isSettled(at: now) {
      height = a.target
      animation = nil
      finishAnimation()
    } else {
      height = a.value(at: now)
    }
  }

  private func finishAnimation() {
    switch phase {
    case .dismissing:
      phase = .dismissed
      overlayWindow?.isHidden = true
      if configuration.style == .transition, let c = content {
        c.view.removeFromSuperview()
        content = nil
      }
    case .presenting, .settling:
      phase = .resting
      if case .detent(let i) = settleTarget, detents.indices.contains(i) {
        selectedIndex = i
        writeSelected()
        if restedDetent != selectedDetent {
          restedDetent = selectedDetent
          configuration.onDetentChange?(selectedDetent)
        }
      }
      settleTarget = nil
    default:
      break
    }
  }

  /// The height at which the sheet and its shadow are wholly below the screen.
  var hiddenHeight: Double {
    -((configuration.shadow?.extent.top ?? 0) + 2)
  }

  func startPresenting() {
    guard phase == .dismissed || phase == .dismissing else { return }
    ensureWindow()
    ensureContent()
    resolveDetents()
    overlayWindow?.isHidden = false
    if phase == .dismissed { height = hiddenHeight }
    phase = .presenting
    restedDetent = selectedDetent
    settleTarget = .detent(selectedIndex)
    startSpring(to: detents[selectedIndex].height, velocity: nil)
  }

  func startDismissing(velocity: Double?) {
    guard phase != .dismissed && phase != .dismissing else { return }
    keyboard?.hide()
    phase = .dismissing
    settleTarget = .dismiss
    startSpring(to: hiddenHeight, velocity: velocity)
  }

  func settle(to index: Int, velocity: Double?) {
    guard detents.indices.contains(index) else { return }
    if phase != .presenting { phase = .settling }
    settleTarget = .detent(index)
    startSpring(to: detents[index].height, velocity: velocity)
  }

  /// Starts or retargets the spring; a running spring keeps its velocity unless a release
  /// velocity is given.
  func startSpring(to target: Double, velocity: Double?) {
    let now = screen.clock.now
    if var a = animation, velocity == nil {
      a.retarget(to: target, at: now, spring: configuration.spring)
      animation = a
    } else {
      animation = SpringAnimation(
        spring: configuration.spring, from: height, to: target, velocity: velocity ?? 0, start: now)
    }
  }

  private func containerDidResize() {
    laidOutSize = screen.size
    overlayWindow?.frame = screen.bounds
    let wanted = selectedDetent
    resolveDetents()
    if let i = index(of: wanted) { selectedIndex = i }
    switch phase {
    case .resting:
      height = detents[selectedIndex].height
    case .presenting, .settling:
      if case .detent = settleTarget { settleTarget = .detent(selectedIndex) }
      startSpring(to: detents[selectedIndex].height, velocity: nil)
    case .dismissing:
      startSpring(to: hiddenHeight, velocity: nil)
    case .dragging, .held, .dismissed:
      break
    }
  }

  func resolveDetents() {
    let resolver = DetentResolver(
      containerHeight: screen.size.height, safeArea: safeArea, contentHeight: contentIntrinsicHeight)
    let wanted = detents.indices.contains(selectedIndex) ? detents[selectedIndex].detent : nil
    detents = resolver.resolve(configuration.detents)
    if let b = selectedBinding, let i = index(of: b.wrappedValue) {
      selectedIndex = i
    } else if let wanted, let i = index(of: wanted) {
      selectedIndex = i
    } else {
      selectedIndex = Swift.min(selectedIndex, detents.count - 1)
      if let b = selectedBinding, content != nil {
        Diagnostics.report(
          "sheet: selected detent \(b.wrappedValue) is not among the sheet's detents; using \(selectedDetent)")
      }
    }
    guard content != nil else { return }
    lastSelected = selectedBinding?.wrappedValue ?? selectedDetent
    if let b = selectedBinding, index(of: b.wrappedValue) == nil { writeSelected() }
    context.selectedDetent = selectedDetent
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
