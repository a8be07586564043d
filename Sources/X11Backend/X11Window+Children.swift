import CX11
import Compositor

extension X11Window {
  /// Brings the child X windows in line with `frame`: one per compositor window above the
  /// lowest (which the top-level shows), mapped while shown, stacked in level order, placed
  /// at its pixel frame (the frame's scale), its input shape the window's input region and its bounding shape the
  /// pixels it draws. Shapes are set only when they change, which during a drag is every
  /// frame; a frame taken without regions leaves them as they are.
  func syncChildren(with frame: ScreenFrame) {
    let display = connection.display
    separateWindows.topLevelWindow = frame.windows.first?.id
    var seen = Set<WindowID>()
    var order: [UInt] = []
    for window in frame.windows.dropFirst() {
      seen.insert(window.id)
      let child = separateWindows.children[window.id] ?? makeChild(for: window)
      separateWindows.children[window.id] = child
      let placed = window.screenPixels
      guard !window.isHidden, !placed.isEmpty, placed.width <= 32767, placed.height <= 32767 else {
        if child.isMapped {
          XUnmapWindow(display, child.id)
          child.isMapped = false
          requestsInLastPresent += 1
        }
        continue
      }
      if placed != child.frame {
        XMoveResizeWindow(
          display, child.id, Int32(placed.x), Int32(placed.y), UInt32(placed.width), UInt32(placed.height))
        child.frame = placed
        requestsInLastPresent += 1
      }
      if let bounding = window.visualShape, bounding != child.bounding {
        setShape(ShapeBounding, of: child.id, to: bounding)
        child.bounding = bounding
      }
      // What it shows, where it is now: the bounding shape's extent, or the whole window.
      child.shownArea =
        child.bounding.map { $0.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.covering($1) } }
        .map { $0.moved(dx: placed.x, dy: placed.y) } ?? placed
      if let input = window.inputShape, input != child.input {
        setShape(ShapeInput, of: child.id, to: input)
        child.input = input
      }
      if !child.isMapped {
        XMapWindow(display, child.id)
        child.isMapped = true
        requestsInLastPresent += 1
      }
      order.append(child.id)
    }
    for (key, child) in separateWindows.children where !seen.contains(key) {
      forgetChild(child)
      XDestroyWindow(display, child.id)
      requestsInLastPresent += 1
    }
    if order != separateWindows.childOrder {
      // Raised one after another from the back, they end in level order.
      for id in order { XRaiseWindow(display, id) }
      separateWindows.childOrder = order
      requestsInLastPresent += order.count
    }
    followKeyWindow(frame.keyWindow)
  }

  /// Gives keyboard focus to the X window of the frame's key window, when it is shown.
  private func followKeyWindow(_ key: WindowID?) {
    var target = windowID
    if let key, let child = separateWindows.children[key], child.isMapped {
      target = child.id
    }
    guard target != separateWindows.focusedWindow else { return }
    XSetInputFocus(connection.display, target, RevertToParent, 0)
    input.keys.focus(target)
    separateWindows.focusedWindow = target
    requestsInLastPresent += 1
  }

  private func setShape(_ kind: Int32, of id: UInt, to region: [PixelRect]) {
    var rects = region.map {
      XRectangle(
        x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
        height: UInt16(clamping: $0.height))
    }
    XShapeCombineRectangles(connection.display, id, kind, 0, 0, &rects, Int32(rects.count), ShapeSet, Unsorted)
    requestsInLastPresent += 1
  }

  private func makeChild(for window: WindowState) -> X11ChildWindow {
    let display = connection.display
    var attributes = XSetWindowAttributes()
    attributes.background_pixmap = 0  // None: what shows through is the frame we upload
    attributes.border_pixel = 0
    attributes.colormap = resources.colormap
    // StructureNotify: a DestroyNotify says when another client destroyed it.
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask
      | KeyReleaseMask | FocusChangeMask
    let id = XCreateWindow(
      display, windowID, 0, 0, 1, 1, 0, resources.depth, UInt32(InputOutput), resources.visual,
      UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWEventMask), &attributes)
    XStoreName(display, id, separateWindows.titlePrefix + window.name)
    input.keys.addWindow(id)
    presentQueue?.watch(id)
    requestsInLastPresent += 2
    return X11ChildWindow(id: id, windowID: window.id)
  }

  /// Drops `child` from the windows this one keeps (it is being destroyed, or was): no
  /// input, focus, frame or pixmap waits on it any more.
  func forgetChild(_ child: X11ChildWindow) {
    input.keys.removeWindow(child.id)
    presentQueue?.forget(child.id)
    separateWindows.forget(child)
  }

  /// The child X window `id`, with where it is in the top-level, or `nil` for the
  /// top-level or an unknown window.
  func child(withID id: UInt) -> X11ChildWindow? {
    guard id != windowID else { return nil }
    return separateWindows.child(withID: id)
  }
}
