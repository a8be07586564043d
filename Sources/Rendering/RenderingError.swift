/// Why a surface could not be made, read, written or rendered.
///
/// Every failure of the rendering pipeline is one of these: bad sizes, unreadable or
/// corrupt PNG data, files that cannot be written. None of them is a crash.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A surface of this size cannot exist: a side is zero, negative or not finite.
  case invalidSize(what: String, width: Double, height: Double)
  /// A surface of this size would exceed ``PixelSurface/maximumDimension`` or
  /// ``PixelSurface/maximumPixelCount``.
  case tooLarge(what: String, width: Int, height: Int)
  /// A PNG file or buffer could not be decoded.
  case pngRead(source: String, reason: String)
  /// A PNG file or buffer could not be encoded or written.
  case pngWrite(destination: String, reason: String)
  /// cairo refused an operation; `status` is cairo's own message.
  case cairo(operation: String, status: String)
  /// An asset name that is not a plain relative path inside the asset directory.
  case invalidAssetName(String)
  /// An animated GIF could not be encoded or written; `reason` is giflib's message.
  case gifWrite(destination: String, reason: String)

  /// A sentence that says what went wrong and with which input.
  public var description: String {
    switch self {
    case .invalidSize(let what, let width, let height):
      return "\(what): \(width)×\(height) is not a drawable size (both sides must be finite and at least 1 pixel)"
    case .tooLarge(let what, let width, let height):
      return "\(what): \(width)×\(height) exceeds the limit of \(PixelSurface.maximumDimension) pixels per side "
        + "and \(PixelSurface.maximumPixelCount) pixels in all"
    case .pngRead(let source, let reason):
      return "cannot read PNG \(source): \(reason)"
    case .pngWrite(let destination, let reason):
      return "cannot write PNG \(destination): \(reason)"
    case .cairo(let operation, let status):
      return "cairo failed in \(operation): \(status)"
    case .invalidAssetName(let name):
      return "asset name '\(name)' must be a relative path without '..' components"
    case .gifWrite(let destination, let reason):
      return "cannot write GIF \(destination): \(reason)"
    }
  }
}
