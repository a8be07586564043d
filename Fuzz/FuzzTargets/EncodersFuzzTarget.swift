import Foundation
import Rendering

/// Bytes as surfaces for the encoders, each result decoded back by an independent decoder
/// and compared, pixel for pixel, with what the encoder was given:
///
/// - **PNG out**: a random surface (valid premultiplied ARGB) through
///   ``PixelSurface/pngData()``, decoded by libpng to straight RGBA, must be cairo's
///   unpremultiplied pixels exactly; read back by ``PixelSurface/init(pngData:)`` it must
///   be those premultiplied again.
/// - **PNG in**: bytes (often a real PNG with a few bytes changed) into
///   ``PixelSurface/init(pngData:)``, which throws or gives a surface within the limits; a
///   surface it gives goes through the PNG-out check.
/// - **GIF**: random frames through ``AnimatedGIF``, decoded by giflib and played back
///   (each image over the last, as disposal 1 says): after each image the canvas holds the
///   palette indices of its frame, identical frames merged and long delays split, and the
///   delays add up. Frames of another size than the animation are scaled: then only the
///   structure and the delays are checked.
package enum EncodersFuzzTarget: FuzzTarget {
  /// The target\'s name.
  package static let name = "encoders"

  /// Runs one input; throws when an invariant does not hold.
  package static func run(_ input: [UInt8]) throws(FuzzFailure) {
    var bytes = FuzzBytes(input)
    switch bytes.below(4) {
    case 0, 1:
      let surface = randomSurface(&bytes, width: bytes.int(in: 1...48), height: bytes.int(in: 1...48))
      try PNGCheck.roundTrip(surface)
    case 2:
      try PNGCheck.decode(Array(input.dropFirst()))
    default:
      try GIFCheck.run(&bytes)
    }
  }

  /// A surface of valid premultiplied pixels: each colour channel at most the alpha.
  /// Drawn from a few colours or from every byte, opaque or not, so that both cairo's RGB
  /// and RGBA PNG paths and giflib's exact and approximated palettes are reached.
  static func randomSurface(_ bytes: inout FuzzBytes, width: Int, height: Int) -> PixelSurface {
    let surface = try! PixelSurface(width: width, height: height)
    let style = bytes.below(4)
    var colors: [UInt32] = []
    for _ in 0..<bytes.int(in: 1...6) { colors.append(pixel(&bytes, opaque: style != 1)) }
    surface.withUnsafeMutableBytes { raw in
      for y in 0..<height {
        let row = raw.baseAddress!.advanced(by: y * surface.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          switch style {
          case 0, 1: row[x] = colors[(x / 3 + y / 2 + Int(bytes.byte() & 1)) % colors.count]
          default: row[x] = pixel(&bytes, opaque: style == 2)
          }
        }
      }
    }
    return surface
  }

  /// One premultiplied pixel.
  static func pixel(_ bytes: inout FuzzBytes, opaque: Bool) -> UInt32 {
    let a = opaque ? 255 : UInt32(bytes.byte())
    func channel() -> UInt32 { UInt32(bytes.byte()) % (a + 1) }
    return a << 24 | channel() << 16 | channel() << 8 | channel()
  }
}
