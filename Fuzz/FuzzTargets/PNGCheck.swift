import CPNG
import Rendering

/// The PNG checks of ``EncodersFuzzTarget``.
enum PNGCheck {
  /// Encodes `surface`, decodes it with libpng and with cairo, and compares both with the
  /// pixels cairo's conversions must give.
  static func roundTrip(_ surface: PixelSurface) throws(FuzzFailure) {
    let png: [UInt8]
    do throws(RenderingError) {
      png = try surface.pngData()
    } catch {
      throw FuzzFailure("a \(surface.width)×\(surface.height) surface did not encode: \(error)")
    }
    let (width, height, rgba) = try decodeWithLibpng(png)
    guard width == surface.width, height == surface.height else {
      throw FuzzFailure("libpng reads \(width)×\(height) for a \(surface.width)×\(surface.height) surface")
    }
    let back: PixelSurface
    do throws(RenderingError) {
      back = try PixelSurface(pngData: png)
    } catch {
      throw FuzzFailure("our own PNG of \(width)×\(height) is refused: \(error)")
    }
    for y in 0..<height {
      for x in 0..<width {
        let p = surface.pixel(x: x, y: y)!
        let straight = unpremultiplied(p)
        let i = (y * width + x) * 4
        let decoded = UInt32(rgba[i + 3]) << 24 | UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
        guard decoded == straight else {
          throw FuzzFailure(
            "pixel (\(x), \(y)) of \(width)×\(height): premultiplied \(hex(p)) should be \(hex(straight)) in the PNG, "
              + "libpng reads \(hex(decoded))")
        }
        let again = back.pixel(x: x, y: y)!
        guard again == premultiplied(straight) else {
          throw FuzzFailure(
            "pixel (\(x), \(y)) of \(width)×\(height): \(hex(p)) written, \(hex(again)) read back by cairo, "
              + "expected \(hex(premultiplied(straight)))")
        }
      }
    }
  }

  /// Decodes arbitrary bytes: an error, or a surface within the limits that encodes again.
  static func decode(_ bytes: [UInt8]) throws(FuzzFailure) {
    let surface: PixelSurface
    do throws(RenderingError) {
      surface = try PixelSurface(pngData: bytes)
    } catch {
      switch error {
      case .pngRead, .tooLarge: return
      default: throw FuzzFailure("decoding gave an unexpected kind of error: \(error)")
      }
    }
    guard surface.width >= 1, surface.height >= 1, surface.width * surface.height <= PixelSurface.maximumPixelCount
    else { throw FuzzFailure("decoded a \(surface.width)×\(surface.height) surface") }
    // Only small images go round again: a large one would take most of the run.
    if surface.width * surface.height <= 4096 { try roundTrip(surface) }
  }

  /// libpng's simplified API: the image as straight RGBA, 8 bits a channel.
  static func decodeWithLibpng(_ png: [UInt8]) throws(FuzzFailure) -> (Int, Int, [UInt8]) {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard begun != 0 else { throw FuzzFailure("libpng refuses our PNG: \(message(&image))") }
    image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
    let width = Int(image.width)
    let height = Int(image.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    guard finished != 0 else { throw FuzzFailure("libpng fails to read our PNG: \(message(&image))") }
    png_image_free(&image)
    return (width, height, rgba)
  }

  private static func message(_ image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }

  /// cairo's conversion to straight alpha for PNG (`unpremultiply_data`).
  static func unpremultiplied(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    guard a != 0 else { return 0 }
    func c(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * 255 + a / 2) / a }
    return a << 24 | c(16) << 16 | c(8) << 8 | c(0)
  }

  /// cairo's conversion from straight alpha when it reads a PNG (`multiply_alpha`).
  static func premultiplied(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    func c(_ shift: UInt32) -> UInt32 {
      let t = a * ((p >> shift) & 0xFF) + 0x80
      return ((t >> 8) + t) >> 8
    }
    return a << 24 | c(16) << 16 | c(8) << 8 | c(0)
  }

  static func hex(_ v: UInt32) -> String {
    let s = String(v, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - s.count) + s
  }
}
