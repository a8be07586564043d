import Compositor
import Foundation

/// The images views show by name (``ViewContent/image(_:)``): PNG files in one directory,
/// decoded once and kept.
///
/// A name resolves to `<directory>/<name>.png` (or `<directory>/<name>` when it already ends
/// in `.png`). On a display of 1.5 pixels per point or more, `<name>@2x.png` is taken
/// instead where it exists, as Apple's asset catalogs do; the image is drawn at the view's
/// size either way, so the variant only brings more pixels. An image that is missing or
/// cannot be decoded is reported once through ``Diagnostics`` and remembered as failed; the
/// painter draws a placeholder instead.
///
/// Tiles painted on several threads at once share the catalog: it loads under a lock.
public final class AssetCatalog {
  /// The directory images are read from, or `nil` for a catalog with no images.
  public let directory: String?
  private var images: [String: Result<PixelSurface, RenderingError>] = [:]
  /// Whether each `@2x` variant asked for exists, looked up once.
  private var variantExists: [String: Bool] = [:]
  private let lock = NSLock()
  private let report: (String) -> Void

  /// Creates a catalog over `directory`; `nil` makes every image missing. Unavailable
  /// images are told to `report`, ``Diagnostics/report(_:)`` by default.
  public init(directory: String? = nil, report: @escaping (String) -> Void = Diagnostics.report) {
    self.directory = directory
    self.report = report
  }

  /// The names of the images that could not be loaded, with why.
  public var unavailableImages: [String: RenderingError] {
    lock.withLock {
      images.compactMapValues { result in
        if case .failure(let error) = result { return error }
        return nil
      }
    }
  }

  /// The image called `name`, or why it cannot be had.
  public func image(named name: String) -> Result<PixelSurface, RenderingError> {
    lock.withLock { cached(name) }
  }

  /// The image called `name` for a display of `scale` pixels per point: its `@2x` variant
  /// from 1.5 on, where the catalog has one, else the image itself.
  public func image(named name: String, scale: Double) -> Result<PixelSurface, RenderingError> {
    lock.withLock {
      guard scale >= 1.5, let variant = Self.variantName(name, suffix: "@2x") else { return cached(name) }
      let exists: Bool
      if let known = variantExists[variant] {
        exists = known
      } else {
        exists =
          directory != nil
          && (try? path(forImageNamed: variant)).map { FileManager.default.fileExists(atPath: $0) } == true
        variantExists[variant] = exists
      }
      return exists ? cached(variant) : cached(name)
    }
  }

  /// `name` with `suffix` before its `.png`, or `nil` for a name the catalog refuses.
  static func variantName(_ name: String, suffix: String) -> String? {
    guard !name.isEmpty else { return nil }
    return name.hasSuffix(".png") ? String(name.dropLast(4)) + suffix + ".png" : name + suffix
  }

  /// The image called `name`, loaded on first use; the caller holds the lock.
  private func cached(_ name: String) -> Result<PixelSurface, RenderingError> {
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
