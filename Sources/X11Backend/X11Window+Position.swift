import CX11
import Compositor

extension X11Window {
  /// Where the window's top-left corner is on the X screen, in pixels, as the server says
  /// now (one round trip): what accessibility clients' screen coordinates are measured
  /// from. Zero once the window is closed.
  public var originOnScreen: Point {
    guard !isClosed else { return .zero }
    var x: Int32 = 0
    var y: Int32 = 0
    var child: UInt = 0
    XTranslateCoordinates(connection.display, windowID, connection.root, 0, 0, &x, &y, &child)
    return Point(x: Double(x), y: Double(y))
  }
}
