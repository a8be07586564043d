import Compositor

extension DemoScene {
  /// Lays the main window out for the screen's size. In a narrow window the bar keeps the
  /// buttons that fit whole, the tap counter shortens or goes, the help line keeps the items
  /// that fit whole, and the pins stay below the bar and the help line.
  func layout() {
    laidOutSize = screen.size
    main.frame = screen.bounds
    map.layout(size: screen.size)
    topBar.layout(width: screen.size.width, metrics: screen.textMetrics)
    map.layoutPins(size: screen.size, below: topBar.help.frame.maxY + 18)
  }
}
