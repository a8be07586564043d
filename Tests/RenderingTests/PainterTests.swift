import Compositor
import Foundation
import Rendering
import Testing

@Suite struct PainterTests {
  @Test func aColorFillCoversExactlyTheViewsFrame() throws {
    let canvas = Canvas()
    canvas.add(box("red", Rect(x: 10, y: 20, width: 30, height: 40), .red))
    let s = try canvas.render()
    #expect(close(s.color(x: 10, y: 20), .red))
    #expect(close(s.color(x: 39, y: 59), .red))
    #expect(close(s.color(x: 9, y: 20), .white))
    #expect(close(s.color(x: 40, y: 59), .white))
    #expect(close(s.color(x: 39, y: 60), .white))
  }

  @Test func aLinearGradientRunsFromItsFirstColorToItsLast() throws {
    let canvas = Canvas()
    let v = View(identifier: "gradient", frame: Rect(x: 0, y: 0, width: 100, height: 10))
    v.background = .linearGradient(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
    canvas.add(v)
    let s = try canvas.render()
    #expect(lightness(s, 0, 5) < 0.02)
    #expect(lightness(s, 99, 5) > 0.98)
    #expect(abs(lightness(s, 50, 5) - 0.5) < 0.02)
    let samples = stride(from: 0, to: 100, by: 10).map { lightness(s, $0, 5) }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func eachCornerIsRoundedByItsOwnRadius() throws {
    let canvas = Canvas()
    let v = box("card", Rect(x: 0, y: 0, width: 100, height: 100), .black)
    v.cornerRadii = CornerRadii(topLeft: 30, topRight: 0, bottomLeft: 10, bottomRight: 0)
    canvas.add(v)
    let s = try canvas.render()
    #expect(close(s.color(x: 2, y: 2), .white))  // cut away by the 30 pt corner
    #expect(close(s.color(x: 97, y: 1), .black))  // square corner
    #expect(close(s.color(x: 1, y: 98), .white))  // cut away by the 10 pt corner
    #expect(close(s.color(x: 6, y: 6), .white))  // still outside the 30 pt arc
    #expect(close(s.color(x: 12, y: 12), .black))  // inside the 30 pt arc
    #expect(close(s.color(x: 5, y: 92), .black))  // inside the 10 pt arc
    // The arc's edge is antialiased: where it crosses row 2 (near x 17–19), pixels are in between.
    let rowTwo = (10..<25).map { lightness(s, $0, 2) }
    #expect(rowTwo.filter { $0 > 0.05 && $0 < 0.95 }.count >= 2)
  }

  @Test func clippingCutsSubviewsToTheRoundedShapeAndOnlyWhenAsked() throws {
    for clips in [true, false] {
      let canvas = Canvas()
      let parent = box("parent", Rect(x: 20, y: 20, width: 60, height: 60), .blue)
      parent.cornerRadii = CornerRadii(all: 20)
      parent.clipsToBounds = clips
      parent.background = nil
      let child = box("child", Rect(x: -10, y: -10, width: 40, height: 40), .red)
      try parent.addSubview(child)
      canvas.add(parent)
      let s = try canvas.render()
      #expect(close(s.color(x: 15, y: 15), clips ? .white : .red))  // outside the parent
      #expect(close(s.color(x: 22, y: 22), clips ? .white : .red))  // in the parent's rounded corner
      #expect(close(s.color(x: 40, y: 40), .red))  // inside both
    }
  }

  @Test func opacityBlendsTheWholeSubtreeAsOneGroup() throws {
    let canvas = Canvas()
    let parent = box("parent", Rect(x: 0, y: 0, width: 50, height: 50), .red)
    parent.alpha = 0.5
    try parent.addSubview(box("child", Rect(x: 0, y: 0, width: 25, height: 50), .blue))
    canvas.add(parent)
    let s = try canvas.render()
    // Half red over white, and half blue over white — not blue over half-red.
    #expect(
      close(s.color(x: 40, y: 10), Color(red: 1, green: 0.5 + 0.5 * 59 / 255, blue: 0.5 + 0.5 * 48 / 255), within: 0.02)
    )
    #expect(close(s.color(x: 10, y: 10), Color(red: 0.5, green: 0.5 + 0.5 * 122 / 255, blue: 1), within: 0.02))
  }

  @Test func translationAndBoundsOriginMoveWhatIsDrawn() throws {
    let canvas = Canvas()
    let moved = box("moved", Rect(x: 0, y: 0, width: 10, height: 10), .red)
    moved.translation = Point(x: 50, y: 5)
    canvas.add(moved)
    let scroller = View(identifier: "scroller", frame: Rect(x: 0, y: 40, width: 100, height: 60))
    scroller.bounds.origin = Point(x: 0, y: 30)  // scrolled down by 30
    try scroller.addSubview(box("item", Rect(x: 0, y: 40, width: 20, height: 10), .green))
    canvas.add(scroller)
    let s = try canvas.render()
    #expect(close(s.color(x: 2, y: 2), .white))
    #expect(close(s.color(x: 52, y: 7), .red))
    // The item at y 40 in content shows at 40 + (40 - 30) = 50 on screen.
    #expect(close(s.color(x: 5, y: 55), .green))
    #expect(close(s.color(x: 5, y: 85), .white))
  }

  @Test func hiddenAndFullyTransparentViewsDrawNothing() throws {
    let canvas = Canvas()
    let hidden = box("hidden", Rect(x: 0, y: 0, width: 50, height: 50), .red)
    hidden.isHidden = true
    let clear = box("clear", Rect(x: 50, y: 50, width: 50, height: 50), .red)
    clear.alpha = 0
    canvas.add(hidden)
    canvas.add(clear)
    let s = try canvas.render()
    #expect(close(s.color(x: 25, y: 25), .white))
    #expect(close(s.color(x: 75, y: 75), .white))
  }

  @Test func textIsDrawnInsideItsViewAndFollowsItsAlignment() throws {
    func inkColumns(_ alignment: Text.Alignment) throws -> (first: Int, last: Int, outside: Int) {
      let canvas = Canvas(width: 200, height: 60)
      let label = View(identifier: "label", frame: Rect(x: 10, y: 10, width: 180, height: 30))
      label.content = .text(Text("Hello sheet", fontSize: 18, color: .black, alignment: alignment))
      canvas.add(label)
      let s = try canvas.render()
      var columns: [Int] = []
      var outside = 0
      for y in 0..<60 {
        for x in 0..<200 where lightness(s, x, y) < 0.5 {
          if x >= 10 && x < 190 && y >= 10 && y < 40 { columns.append(x) } else { outside += 1 }
        }
      }
      return (columns.min() ?? -1, columns.max() ?? -1, outside)
    }
    let leading = try inkColumns(.leading)
    let center = try inkColumns(.center)
    let trailing = try inkColumns(.trailing)
    #expect(leading.first >= 10 && leading.first < 14)
    #expect(trailing.last <= 189 && trailing.last > 182)
    #expect(abs((center.first + center.last) / 2 - 100) <= 2)
    #expect(leading.outside == 0 && center.outside == 0 && trailing.outside == 0)
  }

  @Test func aStrokeOutlinesTheInsideOfTheBounds() throws {
    let canvas = Canvas()
    let v = View(identifier: "outlined", frame: Rect(x: 10, y: 10, width: 80, height: 80))
    v.content = .stroke(.black, width: 4)
    canvas.add(v)
    let s = try canvas.render()
    #expect(close(s.color(x: 11, y: 50), .black))
    #expect(close(s.color(x: 88, y: 50), .black))
    #expect(close(s.color(x: 9, y: 50), .white))
    #expect(close(s.color(x: 50, y: 50), .white))
  }

  @Test func imagesAreLoadedFromTheAssetDirectoryAndStretchedToTheView() throws {
    let directory = temporaryDirectory()
    let image = try PixelSurface(width: 4, height: 2)
    image.fill(.red, in: PixelRect(x: 0, y: 0, width: 2, height: 2))
    image.fill(.blue, in: PixelRect(x: 2, y: 0, width: 2, height: 2))
    try image.writePNG(to: directory + "/flag.png")
    let canvas = Canvas(assets: AssetCatalog(directory: directory))
    let v = View(identifier: "flag", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    v.content = .image("flag")
    canvas.add(v)
    let s = try canvas.render()
    #expect(close(s.color(x: 10, y: 25), .red))
    #expect(close(s.color(x: 90, y: 25), .blue))
    #expect(close(s.color(x: 50, y: 75), .white))
  }

  @Test func aMissingOrCorruptImageDrawsAPlaceholderAndIsReportedOnce() throws {
    let directory = temporaryDirectory()
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/broken.png"))
    let log = MessageLog()
    let assets = AssetCatalog(directory: directory, report: log.append)
    let canvas = Canvas(assets: assets)
    for (i, name) in ["missing-image", "broken"].enumerated() {
      let v = View(identifier: name, frame: Rect(x: Double(i) * 50, y: 0, width: 50, height: 50))
      v.content = .image(name)
      canvas.add(v)
    }
    let s = try canvas.render()
    canvas.renderer.invalidate()
    _ = try canvas.render()
    // The placeholder: a light card crossed corner to corner in red.
    #expect(close(s.color(x: 25, y: 25), ViewPainter.placeholderColor, within: 0.1))
    #expect(close(s.color(x: 75, y: 25), ViewPainter.placeholderColor, within: 0.1))
    #expect(close(s.color(x: 25, y: 10), Color(white: 0.86)))
    #expect(assets.unavailableImages.keys.sorted() == ["broken", "missing-image"])
    #expect(log.messages.count == 2)
    #expect(log.messages.contains { $0.contains("'missing-image'") && $0.contains("no such file") })
    #expect(log.messages.contains { $0.contains("'broken'") && $0.contains("not a PNG") })
  }

  @Test func assetNamesCannotLeaveTheirDirectory() throws {
    let assets = AssetCatalog(directory: "/tmp/assets", report: { _ in })
    #expect(throws: RenderingError.invalidAssetName("../secret")) { try assets.path(forImageNamed: "../secret") }
    #expect(throws: RenderingError.invalidAssetName("/etc/passwd")) { try assets.path(forImageNamed: "/etc/passwd") }
    #expect(try assets.path(forImageNamed: "icons/pin") == "/tmp/assets/icons/pin.png")
  }
}
