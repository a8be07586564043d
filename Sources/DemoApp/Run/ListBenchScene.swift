import Compositor
import Controls
import Foundation
import Rendering

/// The long list the benchmark measures: a title over a ``ListView`` of `rows` one-line rows
/// filling a window, on a manual clock. Its frame kind is a scroll near the list's end; its
/// memory, the process's resident set after the list was built and scrolled to its end.
struct ListBenchScene {
  let clock = ManualClock()
  let screen: Screen
  let list: ListView

  /// The height of a row, in points.
  static let rowHeight = 44.0

  init(rows: Int, size: Size, scale: Double) {
    screen = Screen(size: size, clock: clock)
    screen.scale = scale
    screen.textMetrics = FontMetrics()
    let window = Window(name: "list", frame: screen.bounds)
    window.rootView.background = .color(.white)
    screen.addWindow(window)
    list = ListView(identifier: "rows", count: rows, rowHeight: Self.rowHeight) { "Row \($0 + 1) of \(rows)" }
    let title = Label("\(rows) rows", fontSize: 22, isBold: true)
    let page = VStack(spacing: 8) {
      HStack(padding: EdgeInsets(top: 16, left: 16, bottom: 0, right: 16)) { title }
      list
    }
    page.frame = screen.bounds
    // A new window's root takes any subview.
    try? window.rootView.addSubview(page)
    list.selectedIndex = rows / 2
    screen.layoutIfNeeded()
  }

  /// Moves the clock on one frame and ticks the screen (which lays the rows out).
  func step() {
    clock.advance(by: 1.0 / 60)
    screen.tick()
  }

  /// Scrolls to the end of the list in `steps` jumps, rendering a frame after each, as a
  /// person dragging the scroll position to the end would see it.
  func scrollToEnd(steps: Int, renderer: FrameRenderer) throws(RenderingError) {
    let end = list.maxContentOffset.y
    for i in 1...Swift.max(1, steps) {
      list.contentOffset.y = end * Double(i) / Double(Swift.max(1, steps))
      step()
      _ = try renderer.render(screen.takeFrame())
    }
  }

  /// The process's resident set and its peak, in kilobytes, from `/proc/self/status`.
  static func residentKilobytes() -> (resident: Int, peak: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Int {
      for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
        return Int(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) ?? 0
      }
      return 0
    }
    return (field("VmRSS"), field("VmHWM"))
  }
}
