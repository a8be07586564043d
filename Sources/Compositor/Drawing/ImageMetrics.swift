/// Knows the natural size of the images views show by name (``ViewContent/image(_:)``), so
/// an image view can report the size that fits it (``View/sizeThatFits(_:)``).
///
/// A screen holds one (``Screen/imageMetrics``): the renderer's asset catalog
/// (`AssetCatalog` in the `Rendering` module) answers from the images it loads. Until one
/// is installed an image view reports its own size.
///
/// ```swift
/// let assets = AssetCatalog(directory: "Assets/images")
/// screen.imageMetrics = assets
/// let renderer = FrameRenderer(assets: assets)
/// ```
public protocol ImageMetrics: AnyObject {
  /// The size, in points, the image called `name` has at one pixel per point; `nil` when
  /// it cannot be loaded.
  func size(ofImageNamed name: String) -> Size?
}
