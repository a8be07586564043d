import Compositor
import Foundation
import JSONWriting
import Testing
import X11Backend
import X11BackendTesting

/// The demo at `--scale 2` on a 3840×2160 server, driven by real XTest input in pixels: a
/// 1920×1080-point screen fills it, a drag moves the sheet, and a click just outside the
/// sheet's rounded corner reaches the map while one just inside reaches the sheet.
@Suite(.serialized) struct HiDPIWindowTests {
  @Test func atScale2ARealDragMovesTheSheetAndTheRoundedCornerPassesClicksThrough() throws {
    let demo = try RunningDemo.ready(
      size: "1920x1080", placement: "bottom", arguments: ["--scale", "2"], serverSize: (3840, 2160))
    Thread.sleep(forTimeInterval: 0.1)  // that frame is on screen before it is read back
    let before = try demo.capture()
    #expect(before.width == 3840 && before.height == 2160)
    let rest = RunningDemo.sheet(try #require(demo.frames().last))
    let top = try #require(RunningDemo.number("top", in: rest))
    let left = RunningDemo.number("x", in: rest) ?? 0

    let input = try XTestInjector(displayName: demo.server.displayName)
    defer { input.close() }
    // The sheet's top-left corner is rounded (20 points): pixel (3, 3) past the corner is
    // outside the curve, so the map takes it; pixel (40, 12) past it is on the sheet.
    let cornerX = Int((left * 2).rounded())
    let cornerY = Int((top * 2).rounded())
    try input.click(at: Point(x: Double(cornerX + 3), y: Double(cornerY + 3)), in: demo.window)
    let outside = demo.waitForLine { $0.contains("\"kind\":\"pointer\",\"phase\":\"up\"") }
    try input.click(at: Point(x: Double(cornerX + 40), y: Double(cornerY + 12)), in: demo.window)
    Thread.sleep(forTimeInterval: 0.2)
    // A drag of the grabber up by 800 pixels (400 points).
    let grab = Point(x: 1920, y: Double(cornerY + 16))
    try input.drag(from: grab, to: Point(x: 1920, y: grab.y - 800), steps: 20, in: demo.window)
    let settled = demo.waitForFrame {
      let sheet = RunningDemo.sheet($0)
      return sheet.contains("\"phase\":\"resting\"") && RunningDemo.number("top", in: sheet).map { $0 < top } == true
    }
    #expect(settled != nil, "\(demo.frames().last ?? "no frame")")
    Thread.sleep(forTimeInterval: 0.1)
    let after = try demo.capture()
    try input.key("q")
    #expect(demo.waitForExit() == .exited(0))

    #expect(outside != nil)
    let downs = demo.traceLines().filter { $0.contains("\"kind\":\"pointer\",\"phase\":\"down\"") }
    #expect(downs.count == 3, "\(downs)")
    // Each press at its pixel's centre in points, routed by the X server's input shapes.
    let x0 = (Double(cornerX + 3) + 0.5) / 2
    let y0 = (Double(cornerY + 3) + 0.5) / 2
    #expect(
      downs.first?.contains(
        "\"x\":\(JSONWriter.number(x0)),\"y\":\(JSONWriter.number(y0)),\"window\":\"main\",\"view\":\"map\"")
        == true,
      "\(downs.first ?? "")")
    #expect(downs.dropFirst().first?.contains("\"window\":\"overlay\"") == true, "\(downs)")
    #expect(downs.last?.contains("\"window\":\"overlay\"") == true, "\(downs)")
    // The sheet now covers what was map 200 points above its old top.
    let probe = (x: 1920, y: cornerY - 400)
    #expect(before.pixels[probe.y * 3840 + probe.x] != after.pixels[probe.y * 3840 + probe.x])
  }

}
