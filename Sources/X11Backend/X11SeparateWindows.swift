import Compositor

/// The compositor windows a top-level shows as X windows of their own, and where the
/// keyboard focus is among them: the child X windows by compositor window, their stacking
/// order, the compositor window the top-level shows, the X window focus was given to.
///
/// Apart from ``X11Window`` because it is bookkeeping alone, with no request of its own:
/// the window makes, shapes, stacks and destroys the X windows (`syncChildren(with:)`)
/// and records here what it did, so events can be routed and uploads split by what was
/// last set.
struct X11SeparateWindows {
  /// Whether each compositor window above the lowest is shown as an X window of its own:
  /// asked for, and the server has SHAPE 1.1 to route input by.
  let isEnabled: Bool
  /// What child X windows' `WM_NAME` starts with, before the compositor window's name.
  let titlePrefix: String
  /// The child X windows, by compositor window.
  var children: [WindowID: X11ChildWindow] = [:]
  /// The compositor window the top-level shows: the lowest of the last frame presented.
  var topLevelWindow: WindowID?
  /// The child X windows' ids in the stacking order last set, back to front.
  var childOrder: [UInt] = []
  /// The X window keyboard focus was last given to.
  var focusedWindow: UInt = 0
  /// Whether another client destroyed one of the child X windows: the app has lost a
  /// window as surely as when the top-level goes.
  var isChildDestroyed = false
  /// Whether the X keyboard focus is on the top-level or one of its children, as the server
  /// said at the last focus change.
  var hasInputFocus = false

  init(isEnabled: Bool, titlePrefix: String) {
    self.isEnabled = isEnabled
    self.titlePrefix = titlePrefix
  }

  /// The child X window `id`, or `nil` for any other window.
  func child(withID id: UInt) -> X11ChildWindow? {
    children.values.first { $0.id == id }
  }

  /// Whether `id` is one of the child X windows.
  func isChild(_ id: UInt) -> Bool {
    children.values.contains { $0.id == id }
  }

  /// Drops `child` from the windows kept: no focus or stacking refers to it any more.
  mutating func forget(_ child: X11ChildWindow) {
    children[child.windowID] = nil
    childOrder.removeAll { $0 == child.id }
    if focusedWindow == child.id { focusedWindow = 0 }
  }

  /// The compositor window an event on `child` (or on the top-level, `nil`) went to: `nil`
  /// with one X window, where the server chose nothing.
  func routedWindow(_ child: X11ChildWindow?) -> WindowID? {
    guard isEnabled else { return nil }
    return child?.windowID ?? topLevelWindow
  }

  /// Each upload `rects` (top-level pixels) needs beyond the top-level's: the part of each
  /// rectangle each mapped child shows, as (child, rectangle in top-level pixels).
  func childUploads(_ rects: [PixelRect]) -> [(UInt, PixelRect, PixelRect)] {
    var out: [(UInt, PixelRect, PixelRect)] = []
    for child in children.values where child.isMapped {
      for r in rects {
        let part = r.clipped(to: child.shownArea)
        if !part.isEmpty { out.append((child.id, part, child.frame)) }
      }
    }
    return out
  }
}
