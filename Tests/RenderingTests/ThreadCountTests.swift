import Compositor
import CompositorTesting
import Foundation
import Testing

@testable import Rendering

/// A frame is drawn on up to ``FrameRenderer/threads`` threads: the damage split into bands
/// of rows, the buffers into tiles. Whatever their number, the frame is the same, byte for
/// byte.
@Suite struct ThreadCountTests {
  /// A drag of the sample sheet with a material background, at scale 1 and 1.5: every frame
  /// on 2, 3 and 5 threads equals the frame on one.
  @Test(arguments: [1.0, 1.5])
  func framesOnManyThreadsAreTheFramesOnOne(scale: Double) throws {
    // One scene per renderer: a renderer takes its screen's damage.
    let counts = [1, 2, 3, 5]
    let scenes = counts.map { _ in SampleSheetScene(size: Size(width: 640, height: 480)) }
    for scene in scenes {
      scene.screen.scale = scale
      scene.sheet.background = .material(.thin)
      scene.sheet.shadow = Shadow(color: Color(white: 0, alpha: 0.3), radius: 10, x: 0, y: -2)
    }
    let renderers = counts.map { FrameRenderer(threads: $0) }
    #expect(renderers.map(\.threads) == counts)
    let frames = 12
    for i in 0..<frames {
      for scene in scenes {
        scene.setSheetHeight(scene.dragHeight(frame: i, of: frames))
        if i == frames / 2 { scene.sheet.background = .material(.thick) }
      }
      let drawn = try zip(renderers, scenes).map { try $0.render($1.screen.takeFrame()) }
      let reference = drawn[0]
      for (k, frame) in drawn.enumerated().dropFirst() {
        #expect(frame.damage == reference.damage)
        #expect(
          frame.surface.hasSamePixels(as: reference.surface),
          "frame \(i) on \(renderers[k].threads) threads: \(ImageDifference(reference: reference.surface, actual: frame.surface))"
        )
      }
    }
  }

  /// The bands cover the damage exactly, each pixel once, cut on the backdrop cache's tile
  /// rows, so no two jobs fill one tile.
  @Test(arguments: [1, 2, 3, 8])
  func bandsPartitionTheDamageOnTileRows(count: Int) {
    let rects = [
      PixelRect(x: 0, y: 0, width: 1920, height: 700), PixelRect(x: 0, y: 700, width: 300, height: 380),
      PixelRect(x: 900, y: 1000, width: 20, height: 80),
    ]
    let bands = FrameRenderer.bands(of: rects, count: count)
    if count == 1 { #expect(bands == [rects]) }
    #expect(bands.count >= Swift.min(count, 2))
    let t = BackdropCache.tileSize
    var covered = RectRegion()
    var area = 0
    for (i, band) in bands.enumerated() {
      let top = band.map(\.y).min()!
      let bottom = band.map(\.maxY).max()!
      #expect(i == 0 || top % t == 0, "band \(i) starts at \(top)")
      #expect(i == bands.count - 1 || bottom % t == 0, "band \(i) ends at \(bottom)")
      for r in band {
        area += r.area
        covered.formUnion(r.rect)
      }
      if i > 0 { #expect(bands[i - 1].map(\.maxY).max()! <= top) }
    }
    #expect(area == rects.reduce(0) { $0 + $1.area })
    var expected = RectRegion()
    for r in rects { expected.formUnion(r.rect) }
    // Each pixel once: the bands' areas add up to the area of their union, which is the
    // damage's.
    func size(_ r: RectRegion) -> Double { r.rects.reduce(0) { $0 + $1.width * $1.height } }
    #expect(size(covered) == Double(area) && size(expected) == Double(area))
  }
}
