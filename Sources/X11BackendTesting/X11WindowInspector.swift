import CX11
import Compositor
import X11Backend

/// Looks at windows from outside, as tests need: finds them by title, reads their pixels
/// back, and acts as a window manager would (resize, ask to close).
public final class X11WindowInspector {
  private let connection: X11Connection

  /// Connects to `displayName`.
  public init(displayName: String) throws(X11Error) {
    connection = try X11Connection(displayName: displayName)
  }

  /// Closes the connection.
  public func close() { connection.close() }

  /// The root window of the default screen.
  public var rootWindow: UInt { connection.root }

  /// The first window, depth first from the root, whose `WM_NAME` is `title`.
  public func findWindow(titled title: String) -> UInt? {
    var pending = [connection.root]
    while let window = pending.popLast() {
      if name(of: window) == title { return window }
      pending.append(contentsOf: children(of: window).reversed())
    }
    return nil
  }

  /// The window's frame: its position relative to the root and its size.
  public func frame(of window: UInt) throws(X11Error) -> Rect {
    var attributes = XWindowAttributes()
    let found = XGetWindowAttributes(connection.display, window, &attributes) != 0
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: UInt = 0
    if found {
      XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &rootX, &rootY, &child)
    }
    let errors = connection.sync()
    guard found, errors.isEmpty else { throw missing(window) }
    return Rect(
      x: Double(rootX), y: Double(rootY), width: Double(attributes.width), height: Double(attributes.height))
  }

  /// The window's pixels, read with `XGetImage`; the window must be mapped and on screen.
  public func capture(window: UInt) throws(X11Error) -> CapturedImage {
    let size = try frame(of: window).size
    return try capture(window, width: Int(size.width), height: Int(size.height))
  }

  /// The whole screen's pixels.
  public func captureRoot() throws(X11Error) -> CapturedImage {
    let screen = connection.screen
    return try capture(
      connection.root, width: Int(XDisplayWidth(connection.display, screen)),
      height: Int(XDisplayHeight(connection.display, screen)))
  }

  /// Resizes `window` as a window manager or a person would; the owner gets `ConfigureNotify`.
  public func resize(window: UInt, to size: Size) throws(X11Error) {
    guard let pixels = X11Window.pixelSize(size) else {
      throw .invalidFrame("size \(size) must be whole pixels between 1 and 32767")
    }
    XResizeWindow(connection.display, window, UInt32(pixels.width), UInt32(pixels.height))
    guard connection.sync().isEmpty else { throw missing(window) }
  }

  /// Moves `window` so its top-left corner is at `origin` in root coordinates.
  public func move(window: UInt, to origin: Point) throws(X11Error) {
    guard origin.isFinite, abs(origin.x) < 32768, abs(origin.y) < 32768 else {
      throw .invalidFrame("origin \(origin) is outside the X coordinate range")
    }
    XMoveWindow(connection.display, window, Int32(origin.x.rounded()), Int32(origin.y.rounded()))
    guard connection.sync().isEmpty else { throw missing(window) }
  }

  /// The window that owns the selection named `selection` (`"CLIPBOARD"`), 0 for none.
  public func selectionOwner(_ selection: String) -> UInt {
    XGetSelectionOwner(connection.display, connection.atom(selection))
  }

  /// Sets the server's resource database (the root window's `RESOURCE_MANAGER` property),
  /// as `xrdb` does: `"Xft.dpi:\t192\n"` asks apps for scale 2. Clients read it when they
  /// connect.
  public func setResources(_ text: String) throws(X11Error) {
    let bytes = Array(text.utf8)
    XChangeProperty(
      connection.display, connection.root, connection.atom("RESOURCE_MANAGER"), connection.atom("STRING"), 8,
      PropModeReplace, bytes,
      Int32(bytes.count))
    let errors = connection.sync()
    guard errors.isEmpty else { throw .notFound("cannot set RESOURCE_MANAGER: \(errors.joined(separator: "; "))") }
  }

  /// Sends the `WM_DELETE_WINDOW` message a window manager sends when the close box is hit.
  public func requestClose(window: UInt) throws(X11Error) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = connection.atom("WM_PROTOCOLS")
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(connection.atom("WM_DELETE_WINDOW"))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(connection.display, window, 0, NoEventMask, &event)
    guard connection.sync().isEmpty else { throw missing(window) }
  }

  private func capture(_ window: UInt, width: Int, height: Int) throws(X11Error) -> CapturedImage {
    guard width > 0, height > 0,
      let image = XGetImage(connection.display, window, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap)
    else {
      connection.sync()
      throw .notFound("cannot read back window 0x\(String(window, radix: 16)) (unmapped or gone)")
    }
    defer { X11Images.destroy(image) }
    var pixels = [UInt32](repeating: 0, count: width * height)
    let fast = image.pointee.bits_per_pixel == 32 && image.pointee.byte_order == X11Images.hostByteOrder
    let bytesPerLine = Int(image.pointee.bytes_per_line)
    for y in 0..<height {
      for x in 0..<width {
        let value: UInt =
          if fast {
            UInt(
              UnsafeRawPointer(image.pointee.data).load(fromByteOffset: y * bytesPerLine + x * 4, as: UInt32.self))
          } else {
            image.pointee.f.get_pixel?(image, Int32(x), Int32(y)) ?? 0
          }
        pixels[y * width + x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: value & 0xFF_FFFF)
      }
    }
    return CapturedImage(width: width, height: height, pixels: pixels)
  }

  /// The `WM_NAME` of the deepest window the X server would deliver a click at `point`
  /// (in `window`'s pixels) to, walking down from `window` through the children that take
  /// input there: their SHAPE input regions decide, as for a real click.
  public func windowName(at point: Point, below window: UInt) -> String? {
    var current = window
    var x = Int32(point.x)
    var y = Int32(point.y)
    while true {
      var child: UInt = 0
      var cx: Int32 = 0
      var cy: Int32 = 0
      guard XTranslateCoordinates(connection.display, current, current, x, y, &cx, &cy, &child) != 0, child != 0
      else { break }
      var childX: Int32 = 0
      var childY: Int32 = 0
      var unused: UInt = 0
      XTranslateCoordinates(connection.display, current, child, x, y, &childX, &childY, &unused)
      current = child
      x = childX
      y = childY
    }
    return name(of: current)
  }

  /// The `WM_NAME` of `window`, if it has one.
  public func name(of window: UInt) -> String? {
    var raw: UnsafeMutablePointer<CChar>?
    guard XFetchName(connection.display, window, &raw) != 0, let raw else { return nil }
    defer { XFree(raw) }
    return String(cString: raw)
  }

  private func children(of window: UInt) -> [UInt] {
    var root: UInt = 0
    var parent: UInt = 0
    var list: UnsafeMutablePointer<UInt>?
    var count: UInt32 = 0
    guard XQueryTree(connection.display, window, &root, &parent, &list, &count) != 0, let list else { return [] }
    defer { XFree(list) }
    return Array(UnsafeBufferPointer(start: list, count: Int(count)))
  }

  private func missing(_ window: UInt) -> X11Error {
    .notFound("no window 0x\(String(window, radix: 16)) on \(connection.name)")
  }
}
