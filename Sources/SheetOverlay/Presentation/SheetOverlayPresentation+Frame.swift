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
      height = shownHeight(forSpring: a.value(at: now))
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

  private func containerDidResize() {
    laidOutSize = screen.size
    overlayWindow?.frame = screen.bounds
    // resolveDetents keeps the selection, preferring the `selected` binding. Choosing again
    // here by the old detent's name went wrong after detents merged on a tiny screen: the
    // merged height is named by its first detent (`height(250)` for 250, medium and large
    // on a 1×1 screen), so growing the screen again picked that one over the binding's.
    resolveDetents()
    // A sheet moving or held while the screen shrinks may be taller than the new screen
    // (a drag on 8192×8192, then 1×1): bring it within the new detents at once, and let a
    // running spring start over from there at rest, or it would sweep far off the screen
    // with its old speed before it came back.
    let clamped = clampedToDetents(height)
    let moved = clamped != height
    height = clamped
    switch phase {
    case .resting:
      height = detents[selectedIndex].height
    case .presenting, .settling:
      if case .detent = settleTarget { settleTarget = .detent(selectedIndex) }
      if moved { animation = nil }
      startSpring(to: detents[selectedIndex].height, velocity: nil)
    case .dismissing:
      if moved { animation = nil }
      startSpring(to: hiddenHeight, velocity: nil)
    case .dragging:
      // The drag was measured against detents that no longer exist (a rotation, a window
      // resized under the pointer): end it here, as UIKit cancels a pan on rotation, and
      // settle on the new detent nearest the sheet. The rest of that pointer sequence is
      // ignored; the next drag starts afresh on the new screen.
      settle(to: SheetPhysics.nearestIndex(to: height, in: detents.map(\.height)), velocity: nil)
    case .held, .dismissed:
      break
    }
  }

  /// `value` limited to the range the sheet rests in: from its hidden height (or its
  /// smallest detent, if lower) up to its largest detent.
  func clampedToDetents(_ value: Double) -> Double {
    guard let minH = detents.first?.height, let maxH = detents.last?.height else { return value }
    return Swift.min(maxH, Swift.max(Swift.min(hiddenHeight, minH), value))
  }

  func resolveDetents() {
    // Detents belong to the size the sheet is laid out for. A resize is taken in on the
    // next frame; resolving for the new size before then (a reconfigure, a present right
    // after a resize) left a sheet 8192 points tall over new 1×1 detents until that frame.
    // So take the resize in first, with all that goes with it; that resolves them.
    if screen.size != laidOutSize {
      containerDidResize()
      return
    }
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
