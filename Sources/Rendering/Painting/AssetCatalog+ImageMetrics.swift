import Compositor

extension AssetCatalog: ImageMetrics {
  /// The size of the image called `name` at one pixel per point: its PNG's size in pixels,
  /// loading it if need be; `nil` when it cannot be loaded.
  public func size(ofImageNamed name: String) -> Size? {
    guard case .success(let image) = image(named: name) else { return nil }
    return Size(width: Double(image.width), height: Double(image.height))
  }
}
