import Compositor
import Foundation

/// The images views show by name (``ViewContent/image(_:)``): PNG files in one directory,
/// decoded once and kept.
///
/// A name resolves to `<directory>/<name>.png` (or `<directory>/<name>` when it already ends
/// in `.png`). An image that is missing or cannot be decoded is reported once through
/// ``Diagnostics`` and remembered as failed; the painter draws a placeholder instead.
public final class AssetCatalog {
  /// The directory images are read from, or `nil` for a catalog with no images.
  public let directory: String?
  private var images: [String: Result<PixelSurface, RenderingError>] = [:]
  private let report: (String) -> Void

  /// Creates a catalog over `directory`; `nil` makes every image missing. Unavailable
  /// images are told to `report`, ``Diagnostics/report(_:)`` by default.
  public init(directory: String? = nil, report: @escaping (String) -> Void = Diagnostics.report) {
    self.directory = directory
    self.report = report
  }

  /// The names of the images that could not be loaded, with why.
  public var unavailableImages: [String: RenderingError] {
    images.compactMapValues { result in
      if case .failure(let error) = result { return error }
      return nil
    }
  }

  /// The image called `name`, or why it cannot be had.
  public func image(named name: String) -> Result<PixelSurface, RenderingError> {
    if let known = images[name] { return known }
    let result = load(name)
    if case .failure(let error) = result {
      report("rendering: image '\(name)' is unavailable, drawing a placeholder: \(error)")
    }
    images[name] = result
    return result
  }

  /// The file `name` resolves to, or an error for names that would leave the directory.
  public func path(forImageNamed name: String) throws(RenderingError) -> String {
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !components.contains("..") else { throw .invalidAssetName(name) }
    let file = name.hasSuffix(".png") ? name : name + ".png"
    return ((directory ?? ".") as NSString).appendingPathComponent(file)
  }

  private func load(_ name: String) -> Result<PixelSurface, RenderingError> {
    do throws(RenderingError) {
      let path = try path(forImageNamed: name)
      guard directory != nil else { return .failure(.pngRead(source: path, reason: "no asset directory is set")) }
      return .success(try PixelSurface(contentsOfPNG: path))
    } catch {
      return .failure(error)
    }
  }
}
