import CGIF
import Compositor
import Foundation
import Rendering
import Testing

/// Animated GIFs encoded with giflib and read back with giflib's decoder.
@Suite struct AnimatedGIFTests {
  /// A 64×40 frame: white with a blue square at `x`.
  static func frame(squareAt x: Int) throws -> PixelSurface {
    let s = try PixelSurface(width: 64, height: 40)
    s.fill(.white)
    s.withUnsafeMutableBytes { raw in
      for y in 10..<20 {
        let row = raw.baseAddress!.advanced(by: y * s.stride).assumingMemoryBound(to: UInt32.self)
        for i in x..<(x + 10) { row[i] = 0xFF00_7AFF }
      }
    }
    return s
  }

  /// Frames that differ are stored as the rectangle that changed, identical frames merge
  /// into a longer delay, the animation loops, and the colours come back.
  @Test func framesAreStoredAsChangesAndComeBack() throws {
    let gif = try AnimatedGIF(width: 64, height: 40, frameDelay: 5)
    for x in [0, 0, 0, 20, 40] { try gif.add(try Self.frame(squareAt: x)) }
    #expect(gif.frameCount == 5)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("anim-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = try gif.write(to: path)
    #expect(bytes > 0)
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(data.count == bytes)
    #expect(Array(data.prefix(6)) == Array("GIF89a".utf8))

    var error: Int32 = 0
    let file = try #require(DGifOpenFileName(path, &error))
    defer { DGifCloseFile(file, &error) }
    #expect(DGifSlurp(file) == GIF_OK)
    #expect(file.pointee.SWidth == 64 && file.pointee.SHeight == 40)
    #expect(file.pointee.ImageCount == 3)  // the three identical frames are one
    let images = UnsafeBufferPointer(start: file.pointee.SavedImages, count: Int(file.pointee.ImageCount))
    #expect(images[0].ImageDesc.Width == 64 && images[0].ImageDesc.Height == 40)
    // The second frame only covers the square's old and new place.
    #expect(images[1].ImageDesc.Top == 10 && images[1].ImageDesc.Height == 10)
    #expect(images[1].ImageDesc.Left == 0 && images[1].ImageDesc.Width == 30)
    // Its delay is three frames': 15 hundredths.
    var control = GraphicsControlBlock()
    #expect(DGifSavedExtensionToGCB(file, 0, &control) == GIF_OK)
    #expect(control.DelayTime == 15)
    // Blue and white map to palette colours close to them.
    let map = try #require(file.pointee.SColorMap)
    let colors = UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount))
    let raster = UnsafeBufferPointer(start: images[0].RasterBits, count: 64 * 40)
    let blue = colors[Int(raster[15 * 64 + 5])]
    let white = colors[Int(raster[30 * 64 + 50])]
    #expect(abs(Int(blue.Red) - 0x00) < 8 && abs(Int(blue.Green) - 0x7A) < 8 && abs(Int(blue.Blue) - 0xFF) < 8)
    #expect(white.Red > 247 && white.Green > 247 && white.Blue > 247)
  }

  /// Nothing to write, or nowhere to write it, is an error that says so.
  @Test func badWritesAreErrors() throws {
    let empty = try AnimatedGIF(width: 8, height: 8, frameDelay: 5)
    #expect(throws: RenderingError.self) { try empty.write(to: "/tmp/never.gif") }
    let one = try AnimatedGIF(width: 8, height: 8, frameDelay: 5)
    try one.add(try PixelSurface(width: 16, height: 16))
    #expect {
      try one.write(to: "/no/such/dir/a.gif")
    } throws: { error in
      "\(error)".contains("cannot write GIF /no/such/dir/a.gif")
    }
    #expect(throws: RenderingError.self) { try AnimatedGIF(width: 0, height: 8, frameDelay: 5) }
  }
}
