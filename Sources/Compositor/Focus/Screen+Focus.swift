extension Screen {
  /// The view with keyboard focus: the key window's first responder, when that window is
  /// shown.
  public var focusedView: View? {
    guard let w = keyWindow, !w.isHidden else { return nil }
    return w.firstResponder
  }

  /// The views Tab stops at, in order: window by window from the back, and in each window
  /// the focusable views a pointer could reach now (shown, taking hits, on screen and not
  /// covered at their centre), from the top down and, in a row, from the left.
  ///
  /// What a pointer cannot reach, the keyboard does not either: views under a modal
  /// sheet's dimming, behind the sheet or scrolled out of sight are left out.
  public func focusOrder() -> [View] {
    var order: [View] = []
    for w in windows where !w.isHidden {
      var found: [(view: View, visible: Rect)] = []
      w.rootView.forEachInSubtree { v in
        guard v.isFocusable, let visible = visibleRect(of: v), isReachable(v, in: visible) else { return }
        found.append((v, visible))
      }
      found.sort { a, b in
        let ay = a.visible.minY.rounded()
        let by = b.visible.minY.rounded()
        return ay != by ? ay < by : a.visible.minX < b.visible.minX
      }
      order += found.map(\.view)
    }
    return order
  }

  /// Moves keyboard focus to the next view in ``focusOrder()`` (the previous with
  /// `backward`), wrapping around, and shows the focus ring. Tab and Shift-Tab
  /// (``Key/tab`` with ``KeyModifiers/shift``) that nothing else takes do this.
  ///
  /// ```swift
  /// screen.moveFocus()                  // Tab
  /// screen.moveFocus(backward: true)    // Shift-Tab
  /// ```
  public func moveFocus(backward: Bool = false) {
    let order = focusOrder()
    guard !order.isEmpty else { return }
    let next: Int
    if let current = focusedView, let i = order.firstIndex(where: { $0 === current }) {
      next = (i + (backward ? order.count - 1 : 1)) % order.count
    } else {
      next = backward ? order.count - 1 : 0
    }
    showsFocusRing = true
    focus(order[next])
    requestFrame()
  }

  /// Gives `view` keyboard focus: its window becomes the key window and the view its first
  /// responder; `nil` takes focus from the key window's view.
  public func focus(_ view: View?) {
    guard let view, let w = view.window, w.screen === self else {
      keyWindow?.firstResponder = nil
      return
    }
    if let old = keyWindow, old !== w { old.firstResponder = nil }
    keyWindow = w
    w.firstResponder = view
  }

  /// Where the focus ring shows this frame: around the focused view while
  /// ``showsFocusRing``, when any of it shows.
  public var focusRing: FocusRing? {
    guard showsFocusRing, let v = focusedView, let visible = visibleRect(of: v) else {
      return nil
    }
    let reach = FocusRing.offset + FocusRing.width / 2 + 1
    // Clipping ancestors cut the ring as they cut the view; where they would cut an
    // outside ring, it is drawn inside.
    var room = bounds
    var a = v.superview
    while let x = a {
      if x.clipsToBounds { room = room.intersection(x.frameOnScreen) }
      a = x.superview
    }
    let clip = visible.insetBy(dx: -reach, dy: -reach).intersection(room)
    guard !clip.isEmpty else { return nil }
    return FocusRing(around: v.frameOnScreen, radii: v.cornerRadii, room: room, clip: clip)
  }

  /// A window's first responder changed: the trace hears of it, and the ring is drawn anew.
  func focusDidChange(in window: Window) {
    onDelivery?(.focus(window: window, view: window.firstResponder))
    requestFrame()
  }

  /// Hides the focus ring, as a press of a pointer does.
  func hideFocusRing() {
    guard showsFocusRing else { return }
    showsFocusRing = false
    requestFrame()
  }

  /// The part of `view` that shows on the screen: its frame cut by its clipping ancestors,
  /// its window and the screen; `nil` when nothing shows or it does not take hits.
  private func visibleRect(of view: View) -> Rect? {
    guard let w = view.window, !w.isHidden else { return nil }
    var rect = view.frameOnScreen.intersection(w.frame).intersection(bounds)
    var v: View? = view
    while let x = v {
      if x.isHidden || x.alpha < 0.01 || !x.isUserInteractionEnabled { return nil }
      if x !== view && x.clipsToBounds { rect = rect.intersection(x.frameOnScreen) }
      v = x.superview
    }
    return rect.isEmpty ? nil : rect
  }

  /// Whether a press at the centre of `visible` would land on `view` or inside it.
  private func isReachable(_ view: View, in visible: Rect) -> Bool {
    var hit = hitTest(Point(x: visible.midX, y: visible.midY))?.view
    while let h = hit {
      if h === view { return true }
      hit = h.superview
    }
    return false
  }
}
