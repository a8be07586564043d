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

extension X11Window {
  /// The screen point at the centre of top-level pixel `pixel`: what a pointer event at
  /// that pixel means, the point whose hit test the window's input shape follows.
  public func point(atPixel pixel: Point) -> Point {
    Point(x: (pixel.x + 0.5) / scale, y: (pixel.y + 0.5) / scale)
  }

  /// A size in pixels, in points.
  public func points(_ size: Size) -> Size {
    Size(width: size.width / scale, height: size.height / scale)
  }
}
