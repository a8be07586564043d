import CCairo
import Foundation

/// How two images differ, pixel by pixel: the measure golden-image tests judge by.
///
/// A pixel *differs* when one of its four channels differs by more than `threshold`
/// (0–255, on premultiplied values). Images of different sizes differ everywhere.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
  /// The per-channel difference a pixel may have and still count as equal.
  public let threshold: Int
  /// Whether both images have the same width and height.
  public let sizesMatch: Bool
  /// The number of pixels compared (the larger image's, when sizes differ).
  public let pixelCount: Int
  /// The number of pixels with a channel differing by more than ``threshold``.
  public let differingPixelCount: Int
  /// The largest difference of any channel of any pixel (255 when sizes differ).
  public let maximumChannelDifference: Int

  /// Compares `actual` with `reference`.
  public init(reference: PixelSurface, actual: PixelSurface, threshold: Int = 0) {
    self.threshold = Swift.max(0, threshold)
    sizesMatch = reference.width == actual.width && reference.height == actual.height
    guard sizesMatch else {
      pixelCount = Swift.max(reference.width, actual.width) * Swift.max(reference.height, actual.height)
      differingPixelCount = pixelCount
      maximumChannelDifference = 255
      return
    }
    pixelCount = reference.width * reference.height
    var differing = 0
    var largest = 0
    cairo_surface_flush(reference.cairoSurface)
    cairo_surface_flush(actual.cairoSurface)
    for y in 0..<reference.height {
      let a = reference.row(y)
      let b = actual.row(y)
      if memcmp(a, b, reference.width * 4) == 0 { continue }
      for x in 0..<reference.width where a[x] != b[x] {
        let d = Self.channelDifference(a[x], b[x])
        largest = Swift.max(largest, d)
        if d > self.threshold { differing += 1 }
      }
    }
    differingPixelCount = differing
    maximumChannelDifference = largest
  }

  /// The share of pixels that differ, from 0 to 1.
  public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount) }

  /// Whether the images are the same size and no pixel differs at all.
  public var isExactMatch: Bool { sizesMatch && maximumChannelDifference == 0 }

  /// A summary such as `312 of 345600 pixels (0.090%) differ by more than 2; largest channel difference 87`.
  public var description: String {
    guard sizesMatch else { return "the images have different sizes" }
    let percent = (differingFraction * 100_000).rounded() / 1000
    return "\(differingPixelCount) of \(pixelCount) pixels (\(percent)%) differ by more than \(threshold); "
      + "largest channel difference \(maximumChannelDifference)"
  }

  /// The largest difference between the four channels of two pixels.
  static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    var d = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      d = Swift.max(d, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
    }
    return d
  }

  /// An image that shows where `actual` departs from `reference`: matching pixels as a
  /// faded gray copy of the reference, pixels within the threshold in amber, differing
  /// pixels in magenta; for different sizes, the area only one image covers is magenta.
  public static func diffImage(reference: PixelSurface, actual: PixelSurface, threshold: Int = 0) -> PixelSurface {
    let width = Swift.max(reference.width, actual.width)
    let height = Swift.max(reference.height, actual.height)
    // Both inputs are valid surfaces, so their larger extent is a valid size too.
    let diff = try! PixelSurface(width: width, height: height, what: "diff image")
    cairo_surface_flush(reference.cairoSurface)
    cairo_surface_flush(actual.cairoSurface)
    let magenta: UInt32 = 0xFFFF_00FF
    let amber: UInt32 = 0xFFFF_B000
    for y in 0..<height {
      let out = diff.row(y)
      for x in 0..<width {
        guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
          out[x] = magenta
          continue
        }
        let p = reference.row(y)[x]
        let q = actual.row(y)[x]
        if p == q {
          let luma = (Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF)) / 10
          let faded = UInt32(255 - (255 - luma) / 4)
          out[x] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
        } else {
          out[x] = channelDifference(p, q) > threshold ? magenta : amber
        }
      }
    }
    diff.markPixelsChanged()
    return diff
  }
}
