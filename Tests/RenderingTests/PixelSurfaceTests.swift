import Compositor
import Rendering
import Testing

@Suite struct PixelSurfaceTests {
  @Test func aNewSurfaceIsTransparentWithARowStrideOfAtLeastFourBytesAPixel() throws {
    let s = try PixelSurface(width: 7, height: 3)
    #expect(s.width == 7 && s.height == 3)
    #expect(s.stride >= 28)
    #expect(s.pixel(x: 6, y: 2) == 0)
  }

  @Test func fillWritesPremultipliedARGBReadableAsPixelsAndColors() throws {
    let s = try PixelSurface(width: 4, height: 4)
    s.fill(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(s.pixel(x: 0, y: 0) == 0x8080_0000)
    s.fill(.blue, in: PixelRect(x: 1, y: 1, width: 2, height: 2))
    #expect(s.pixel(x: 1, y: 1) == 0xFF00_7AFF)
    #expect(s.pixel(x: 3, y: 3) == 0x8080_0000)
    #expect(close(s.color(x: 2, y: 2), .blue))
  }

  @Test func pixelsOutsideTheSurfaceAreNil() throws {
    let s = try PixelSurface(width: 2, height: 2)
    #expect(s.pixel(x: 2, y: 0) == nil)
    #expect(s.pixel(x: -1, y: 0) == nil)
    #expect(s.color(x: 0, y: 5) == nil)
  }

  @Test func rawBytesAreTheSamePixelsAsTheAccessors() throws {
    let s = try PixelSurface(width: 3, height: 2)
    s.fill(Color(hex: 0x102030))
    let word = s.withUnsafeBytes { $0.load(fromByteOffset: s.stride + 8, as: UInt32.self) }
    #expect(word == 0xFF10_2030)
    s.withUnsafeMutableBytes { $0.storeBytes(of: 0xFF00_FF00, toByteOffset: 4, as: UInt32.self) }
    #expect(s.pixel(x: 1, y: 0) == 0xFF00_FF00)
  }

  @Test func copiesAndCropsAreIndependentOfTheOriginal() throws {
    let s = try PixelSurface(width: 10, height: 10)
    s.fill(.white)
    s.fill(.red, in: PixelRect(x: 4, y: 4, width: 2, height: 2))
    let copy = s.copy()
    #expect(copy.hasSamePixels(as: s))
    let crop = try s.cropped(to: PixelRect(x: 4, y: 4, width: 3, height: 3))
    #expect(crop.width == 3 && crop.height == 3)
    #expect(crop.pixel(x: 0, y: 0) == s.pixel(x: 4, y: 4))
    #expect(crop.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
    s.fill(.black)
    #expect(!copy.hasSamePixels(as: s))
    #expect(copy.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
  }

  @Test func aCropOutsideTheSurfaceIsAnError() throws {
    let s = try PixelSurface(width: 10, height: 10)
    #expect(throws: RenderingError.self) { try s.cropped(to: PixelRect(x: 20, y: 20, width: 5, height: 5)) }
  }

  @Test(arguments: [(0, 10), (10, 0), (-3, 4)])
  func emptyOrNegativeSizesAreInvalid(width: Int, height: Int) {
    #expect(throws: RenderingError.invalidSize(what: "surface", width: Double(width), height: Double(height))) {
      try PixelSurface(width: width, height: height)
    }
  }

  @Test(arguments: [(16385, 1), (8193, 8192), (1, 20000)])
  func sizesPastTheLimitsAreTooLarge(width: Int, height: Int) {
    #expect(throws: RenderingError.tooLarge(what: "surface", width: width, height: height)) {
      try PixelSurface(width: width, height: height)
    }
  }

  @Test func errorsSayWhatWasWrong() {
    let text = RenderingError.tooLarge(what: "window 'main'", width: 9000, height: 9000).description
    #expect(text.contains("window 'main'") && text.contains("9000×9000") && text.contains("16384"))
  }

  @Test func pixelRectsEncloseFractionalRectangles() {
    let r = PixelRect(roundingOut: Rect(x: 1.5, y: -0.5, width: 2, height: 1))
    #expect(r == PixelRect(x: 1, y: -1, width: 3, height: 2))
    #expect(PixelRect(roundingOut: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    #expect(r.clipped(to: PixelRect(x: 2, y: 0, width: 10, height: 10)) == PixelRect(x: 2, y: 0, width: 2, height: 1))
  }
}
