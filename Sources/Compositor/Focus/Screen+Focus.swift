extension Screen {
  /// The view with keyboard focus: the key window's first responder, when that window is
  /// shown.
  public var focusedView: View? {
    guard let w = keyWindow, !w.isHidden else { return nil }
    return w.firstResponder
  }

  /// The views Tab stops at, in order: window by window from the back, and in each window
  /// the focusable views a pointer could reach now (shown, taking hits, on screen and not
  /// covered at their centre), from the top down and, in a row, from the left. Inside a
  /// scroll view a pointer can reach, every shown focusable view counts, scrolled out of
  /// sight or not, in the order of its content: Tab goes through the whole list, as UIKit's
  /// and GTK's focus does, and scrolls each view it lands on into view.
  ///
  /// What a pointer cannot reach, the keyboard does not either: views under a modal
  /// sheet's dimming or behind the sheet are left out.
  public func focusOrder() -> [View] {
    var order: [View] = []
    for w in windows where !w.isHidden {
      var found: [(view: View, key: [Point])] = []
      var reachableScrollViews: [ObjectIdentifier: Bool] = [:]
      func reaches(_ scroll: ScrollView) -> Bool {
        if let known = reachableScrollViews[ObjectIdentifier(scroll)] { return known }
        let answer = visibleRect(of: scroll).map { self.isReachable(scroll, in: $0) } ?? false
        reachableScrollViews[ObjectIdentifier(scroll)] = answer
        return answer
      }
      w.rootView.forEachInSubtree { v in
        guard v.isFocusable else { return }
        let scrolls = Self.scrollAncestors(of: v)
        if let outer = scrolls.last {
          guard isShown(v), scrolls.allSatisfy(reaches), let visible = visibleRect(of: outer) else { return }
          found.append((v, Self.focusKey(of: v, in: scrolls, outerVisible: visible)))
        } else if let visible = visibleRect(of: v), isReachable(v, in: visible) {
          found.append((v, [visible.origin]))
        }
      }
      found.sort { a, b in Self.precedes(a.key, b.key) }
      order += found.map(\.view)
    }
    return order
  }

  /// The scroll views `view` lies in, innermost first.
  static func scrollAncestors(of view: View) -> [ScrollView] {
    var found: [ScrollView] = []
    var a = view.superview
    while let x = a {
      if let s = x as? ScrollView { found.append(s) }
      a = x.superview
    }
    return found
  }

  /// Where a view in scroll views comes in the focus order: the outermost scroll view's
  /// place on screen, then the view's place in each scroll view's content, outermost first.
  private static func focusKey(of view: View, in scrolls: [ScrollView], outerVisible: Rect) -> [Point] {
    var key = [outerVisible.origin]
    var inner: View = view
    for scroll in scrolls {
      key.insert(Self.origin(of: inner, in: scroll), at: 1)
      inner = scroll
    }
    return key
  }

  /// The origin of `view`'s bounds in `ancestor`'s coordinate space (its content's, for a
  /// scroll view).
  static func origin(of view: View, in ancestor: View) -> Point {
    var p = view.bounds.origin
    var v = view
    while v !== ancestor, let s = v.superview {
      p = v.convertToSuperview(p)
      v = s
    }
    return p
  }

  /// Whether focus key `a` comes before `b`: place by place, the higher first and, on one
  /// row, the further left.
  private static func precedes(_ a: [Point], _ b: [Point]) -> Bool {
    for (p, q) in zip(a, b) {
      let py = p.y.rounded()
      let qy = q.y.rounded()
      if py != qy { return py < qy }
      if p.x != q.x { return p.x < q.x }
    }
    return a.count < b.count
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
    scrollIntoView(order[next])
    requestFrame()
  }

  /// Scrolls each scroll view `view` lies in as little as it takes to show all of it (or its
  /// top, when it is taller than what shows), innermost first, as Tab does for the view it
  /// lands on. What shows of a scroll view is what its clipping ancestors and the screen
  /// leave of it; a scroll view that cannot scroll far enough goes as far as it can.
  public func scrollIntoView(_ view: View) {
    var inner: View = view
    for scroll in Self.scrollAncestors(of: view) {
      let origin = Self.origin(of: inner, in: scroll)
      let onScreen = scroll.frameOnScreen
      let shown =
        visibleRect(of: scroll).map {
          $0.offsetBy(dx: scroll.bounds.minX - onScreen.minX, dy: scroll.bounds.minY - onScreen.minY)
        } ?? scroll.bounds
      scroll.scrollRectToVisible(Rect(origin: origin, size: inner.bounds.size), showingIn: shown)
      inner = scroll
    }
  }

  /// Whether `view` lies in a scroll view that has scrolled it wholly out of sight.
  func isScrolledOutOfSight(_ view: View) -> Bool {
    !Self.scrollAncestors(of: view).isEmpty && isShown(view) && visibleRect(of: view) == nil
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

  /// Where the focus ring shows this frame: around the focused view once the keyboard
  /// moved the focus (Tab; a press of a pointer hides it again), when any of it shows.
  package var focusRingGeometry: FocusRingGeometry? {
    guard showsFocusRing, let v = focusedView, let visible = visibleRect(of: v) else {
      return nil
    }
    let reach = FocusRingGeometry.offset + FocusRingGeometry.width / 2 + 1
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
    // Rounded clipping ancestors cut the ring to their shape, as they cut the view: a ring
    // on a half-visible row of a floating card stops at the card's rounded corners.
    var shapes: [RoundedRectShape] = []
    a = v.superview
    while let x = a {
      if x.clipsToBounds && !x.cornerRadii.isZero {
        shapes.append(RoundedRectShape(rect: x.frameOnScreen, radii: x.cornerRadii))
      }
      a = x.superview
    }
    return FocusRingGeometry(around: v.frameOnScreen, radii: v.cornerRadii, room: room, clip: clip, clipShapes: shapes)
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

  /// Whether `view` and its ancestors are shown and take hits, in a shown window.
  private func isShown(_ view: View) -> Bool {
    guard let w = view.window, !w.isHidden else { return false }
    var v: View? = view
    while let x = v {
      if x.isHidden || x.alpha < 0.01 || !x.isUserInteractionEnabled { return false }
      v = x.superview
    }
    return true
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
