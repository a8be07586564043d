import Compositor
import Foundation
import Rendering
import Testing

@Suite struct PNGTests {
  /// A surface with opaque colors and a few translucent pixels.
  func sample() throws -> PixelSurface {
    let s = try PixelSurface(width: 16, height: 9)
    s.fill(Color(hex: 0x336699))
    s.fill(.orange, in: PixelRect(x: 2, y: 2, width: 5, height: 3))
    s.fill(Color(red: 0, green: 1, blue: 0, alpha: 0.5), in: PixelRect(x: 10, y: 0, width: 6, height: 9))
    s.fill(.clear, in: PixelRect(x: 0, y: 8, width: 2, height: 1))
    return s
  }

  @Test func aFileRoundTripKeepsEveryPixel() throws {
    let original = try sample()
    let path = temporaryDirectory() + "/round.png"
    try original.writePNG(to: path)
    let read = try PixelSurface(contentsOfPNG: path)
    #expect(read.width == 16 && read.height == 9)
    #expect(read.hasSamePixels(as: original))
  }

  @Test func encodingIsDeterministicAndDataRoundTrips() throws {
    let original = try sample()
    let a = try original.pngData()
    let b = try original.pngData()
    #expect(a == b)
    #expect(Array(a.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    #expect(try PixelSurface(pngData: a).hasSamePixels(as: original))
  }

  @Test func anOpaquePNGIsReadAsARGB() throws {
    let s = try PixelSurface(width: 3, height: 3)
    s.fill(.purple)
    let read = try PixelSurface(pngData: s.pngData())
    #expect(read.pixel(x: 1, y: 1) == s.pixel(x: 1, y: 1))
    #expect((read.pixel(x: 1, y: 1) ?? 0) >> 24 == 0xFF)
  }

  @Test func aMissingFileIsAClearError() {
    let path = temporaryDirectory() + "/nothing-here.png"
    #expect(throws: RenderingError.pngRead(source: path, reason: "no such file")) {
      try PixelSurface(contentsOfPNG: path)
    }
  }

  @Test func dataThatIsNotAPNGIsRejected() throws {
    let path = temporaryDirectory() + "/text.png"
    try "just some text, not an image".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: RenderingError.pngRead(source: path, reason: "not a PNG file (the signature is missing)")) {
      try PixelSurface(contentsOfPNG: path)
    }
    #expect(throws: RenderingError.self) { try PixelSurface(pngData: []) }
  }

  @Test(arguments: [9, 30, 60, 200])
  func aTruncatedPNGIsAnErrorNotACrash(keptBytes: Int) throws {
    let bytes = try sample().pngData()
    let cut = Array(bytes.prefix(Swift.min(keptBytes, bytes.count - 1)))
    #expect(throws: RenderingError.self) { try PixelSurface(pngData: cut) }
  }

  @Test func corruptImageDataIsAnError() throws {
    var bytes = try sample().pngData()
    // Overwrite the middle of the compressed image data; its checksum no longer matches.
    for i in 45..<Swift.min(bytes.count - 20, 70) { bytes[i] ^= 0xA5 }
    #expect(throws: RenderingError.self) { try PixelSurface(pngData: bytes) }
  }

  @Test func aHeaderDeclaringAHugeImageIsRejectedBeforeDecoding() throws {
    var bytes = try sample().pngData()
    // Width and height at bytes 16..23: 100000 × 100000.
    let huge: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
    bytes.replaceSubrange(16..<20, with: huge)
    bytes.replaceSubrange(20..<24, with: huge)
    #expect(throws: RenderingError.tooLarge(what: "PNG data (\(bytes.count) bytes)", width: 100_000, height: 100_000)) {
      try PixelSurface(pngData: bytes)
    }
  }

  @Test func writingIntoAMissingDirectoryIsAClearError() throws {
    let path = temporaryDirectory() + "/no/such/dir/out.png"
    do {
      try sample().writePNG(to: path)
      Issue.record("expected an error")
    } catch let error as RenderingError {
      guard case .pngWrite(let destination, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(destination == path)
      #expect(reason.contains("does not exist"))
    }
  }
}
