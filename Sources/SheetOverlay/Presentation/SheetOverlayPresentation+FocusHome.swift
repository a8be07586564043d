import Compositor
import Controls

extension SheetOverlayPresentation {
  /// Remembers which view has the keyboard focus as the sheet is presented: the focus goes
  /// back there when the sheet leaves holding it.
  func rememberFocusHome() {
    let focused = screen.focusedView
    seen.focusBeforePresentation = focused.flatMap { holds($0) ? nil : $0 }
  }

  /// Gives the sheet the keyboard focus when it is presented while a view elsewhere has it,
  /// as a window that opens takes the focus: its grabber, else the first view of its
  /// content that takes the focus without raising the keyboard. A screen reader then says
  /// the sheet's name as the focus enters it. With nothing focused (a pointer's
  /// presentation) the focus stays as it is.
  func takeFocusOnPresentation() {
    guard let focused = screen.focusedView, !holds(focused), let w = overlayWindow, !w.isHidden else { return }
    var first: View? = chrome.grabberView.isHidden ? nil : chrome.grabberView
    if first == nil, let root = content?.view {
      root.forEachInSubtree { v in
        if first == nil, v.isFocusable, v.isVisibleInTree, !(v is TextField) { first = v }
      }
    }
    if let first { screen.focus(first) }
  }

  /// Gives the keyboard focus a home when the sheet goes while holding it, as GTK gives it
  /// back to the window a dialog came from: the view that had it when the sheet was
  /// presented, while that view can still take it, else the first view Tab reaches in the
  /// window the stack of sheets was presented over (its first focusable view, when the
  /// sheet's dimming still covers it). A screen reader then announces where
  /// the focus is instead of falling silent on a view that is gone.
  func returnFocusHome() {
    guard let focused = screen.focusedView, holds(focused) else { return }
    if let home = seen.focusBeforePresentation, canTakeFocus(home) {
      screen.focus(home)
      return
    }
    var bottom = self
    while let p = bottom.parent { bottom = p }
    guard let host = bottom.hostWindow else {
      screen.focus(nil)
      return
    }
    let reachable = screen.focusOrder().first { $0.window === host && canTakeFocus($0) }
    screen.focus(reachable ?? firstFocusable(in: host))
  }

  /// The first view of `window` that can take the focus, top down and from the left, as
  /// Tab orders them: for when a modal sheet's dimming, on its way out, still covers the
  /// window, so that Tab's order (what a pointer reaches) has none of them yet.
  private func firstFocusable(in window: Window) -> View? {
    var found: [View] = []
    window.rootView.forEachInSubtree { v in if canTakeFocus(v) { found.append(v) } }
    return found.min { a, b in
      let (p, q) = (a.frameOnScreen.origin, b.frameOnScreen.origin)
      return p.y.rounded() != q.y.rounded() ? p.y.rounded() < q.y.rounded() : p.x < q.x
    }
  }

  /// Whether `view` is in this sheet's window or that of a sheet stacked on it.
  func holds(_ view: View) -> Bool {
    guard let w = view.window else { return false }
    if let overlay = overlayWindow, w === overlay { return true }
    return links.children.contains { $0.holds(view) }
  }

  /// Whether `view` can take the focus once this sheet has gone: focusable, shown, in a
  /// shown window that stays.
  private func canTakeFocus(_ view: View) -> Bool {
    guard view.isFocusable, view.isVisibleInTree, let w = view.window, !w.isHidden, w.screen === screen else {
      return false
    }
    return !holds(view)
  }
}
