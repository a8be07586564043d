import CX11
import Compositor

extension X11Window {
  /// Brings the child X windows in line with `screen`: one per compositor window above the
  /// lowest (which the top-level shows), mapped while shown, stacked in level order, placed
  /// at its frame, its input shape the window's hit region and its bounding shape the
  /// pixels it draws. Shapes are set only when they change, which during a drag is every
  /// frame.
  func syncChildren(with screen: Compositor.Screen) {
    let display = connection.display
    var seen = Set<ObjectIdentifier>()
    var order: [UInt] = []
    for window in screen.windows.dropFirst() {
      let key = ObjectIdentifier(window)
      seen.insert(key)
      let child = children[key] ?? makeChild(named: window.name)
      children[key] = child
      guard !window.isHidden, let size = Self.pixelSize(window.frame.size) else {
        if child.isMapped {
          XUnmapWindow(display, child.id)
          child.isMapped = false
          requestsInLastPresent += 1
        }
        continue
      }
      let frame = PixelRect(
        x: Int(window.frame.minX.rounded()), y: Int(window.frame.minY.rounded()), width: size.width, height: size.height
      )
      if frame != child.frame {
        XMoveResizeWindow(display, child.id, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height))
        child.frame = frame
        requestsInLastPresent += 1
      }
      let bounding = window.visualRegion()
      if bounding != child.bounding {
        setShape(ShapeBounding, of: child.id, to: bounding)
        child.bounding = bounding
        child.shownArea = bounding.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
          .offsetBy(dx: frame.x, dy: frame.y)
      }
      let input = window.hitRegion()
      if input != child.input {
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
    for (key, child) in children where !seen.contains(key) {
      keys.removeWindow(child.id)
      XDestroyWindow(display, child.id)
      children[key] = nil
      requestsInLastPresent += 1
    }
    if order != childOrder {
      // Raised one after another from the back, they end in level order.
      for id in order { XRaiseWindow(display, id) }
      childOrder = order
      requestsInLastPresent += order.count
    }
    followKeyWindow(of: screen)
  }

  /// Gives keyboard focus to the X window of the screen's key window, when it is shown.
  private func followKeyWindow(of screen: Compositor.Screen) {
    var target = windowID
    if let key = screen.keyWindow, let child = children[ObjectIdentifier(key)], child.isMapped {
      target = child.id
    }
    guard target != focusedWindow else { return }
    XSetInputFocus(connection.display, target, RevertToParent, 0)
    keys.focus(target)
    focusedWindow = target
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

  private func makeChild(named name: String) -> X11ChildWindow {
    let display = connection.display
    var attributes = XSetWindowAttributes()
    attributes.background_pixmap = 0  // None: what shows through is the frame we upload
    attributes.border_pixel = 0
    attributes.colormap = colormap
    attributes.event_mask =
      ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask | KeyReleaseMask
    let id = XCreateWindow(
      display, windowID, 0, 0, 1, 1, 0, depth, UInt32(InputOutput), visual,
      UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWEventMask), &attributes)
    XStoreName(display, id, childTitlePrefix + name)
    keys.addWindow(id)
    requestsInLastPresent += 2
    return X11ChildWindow(id: id, name: name)
  }

  /// The child X window `id`, with where it is in the top-level, or `nil` for the
  /// top-level or an unknown window.
  func child(withID id: UInt) -> X11ChildWindow? {
    guard id != windowID else { return nil }
    return children.values.first { $0.id == id }
  }

  /// Each upload `rects` (top-level pixels) needs beyond the top-level's: the part of each
  /// rectangle each mapped child shows, as (child, rectangle in top-level pixels).
  func childUploads(_ rects: [PixelRect]) -> [(UInt, PixelRect, PixelRect)] {
    var out: [(UInt, PixelRect, PixelRect)] = []
    for child in children.values where child.isMapped {
      for r in rects {
        let part = r.intersection(child.shownArea)
        if !part.isEmpty { out.append((child.id, part, child.frame)) }
      }
    }
    return out
  }
}
