import Compositor
import CompositorTesting
import Foundation
import Rendering
import Testing

/// Golden images of the stand-in sheet scene, in `Assets/goldens/rendering`. Record them
/// again with `SNAPSHOT_RECORD=1`, and look at each before committing it.
@Suite struct SceneGoldenTests {
  static let golden = GoldenImage(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/goldens/rendering").path)

  func scene() -> SampleSheetScene { SampleSheetScene(size: Size(width: 480, height: 720)) }

  @Test(arguments: [0, 1, 2])
  func theSheetAtEachDetent(detent: Int) throws {
    let scene = scene()
    scene.setSheetHeight(scene.detents[detent])
    let frame = try FrameRenderer().render(scene.screen.takeFrame())
    try Self.golden.verify(frame.surface, named: "sheet-detent-\(detent)")
  }

  @Test func theSheetMidDragAfterDamageLimitedFrames() throws {
    let scene = scene()
    let renderer = FrameRenderer()
    for i in 0..<7 {
      scene.setSheetHeight(scene.dragHeight(frame: i, of: 24))
      _ = try renderer.render(scene.screen.takeFrame())
    }
    try Self.golden.verify(renderer.render(scene.screen.takeFrame()).surface, named: "sheet-mid-drag")
  }

  @Test func theDamageOverlayOfADragFrame() throws {
    let scene = scene()
    let renderer = FrameRenderer()
    _ = try renderer.render(scene.screen.takeFrame())
    renderer.showsDamage = true
    scene.setSheetHeight(scene.sheetHeight + 24)
    try Self.golden.verify(renderer.render(scene.screen.takeFrame()).surface, named: "sheet-damage-overlay")
  }

  @Test(arguments: Material.allCases)
  func eachMaterial(material: Material) throws {
    let scene = scene()
    scene.sheet.background = .material(material)
    let frame = try FrameRenderer().render(scene.screen.takeFrame())
    try Self.golden.verify(frame.surface, named: "sheet-material-\(material.rawValue)")
  }

  @Test func theSheetWithoutAShadow() throws {
    let scene = scene()
    scene.sheet.shadow = nil
    try Self.golden.verify(FrameRenderer().render(scene.screen.takeFrame()).surface, named: "sheet-no-shadow")
  }

  @Test func aRoundedCornerUpClose() throws {
    let scene = scene()
    scene.sheet.background = .material(.thin)
    let frame = try FrameRenderer().render(scene.screen.takeFrame()).surface
    let top = Int(scene.sheet.frame.minY)
    let corner = try frame.cropped(to: PixelRect(x: 0, y: top - 16, width: 40, height: 40))
    try Self.golden.verify(enlarged(corner, by: 8), named: "sheet-corner-closeup")
  }

  /// `surface` scaled up by whole pixels, so each pixel shows as a block.
  func enlarged(_ surface: PixelSurface, by factor: Int) throws -> PixelSurface {
    let big = try PixelSurface(width: surface.width * factor, height: surface.height * factor)
    big.withUnsafeMutableBytes { bytes in
      for y in 0..<big.height {
        for x in 0..<big.width {
          bytes.storeBytes(
            of: surface.pixel(x: x / factor, y: y / factor) ?? 0, toByteOffset: y * big.stride + x * 4, as: UInt32.self)
        }
      }
    }
    return big
  }
}
