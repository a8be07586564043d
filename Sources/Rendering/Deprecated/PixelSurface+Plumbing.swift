extension PixelSurface {
  /// The first byte of the top row; the surface has ``height`` rows of ``stride`` bytes.
  ///
  /// Valid for the surface's lifetime. Read through it; write through
  /// ``withUnsafeMutableBytes(_:)``, which tells cairo the pixels changed.
  @available(
    *, deprecated,
    message: "use withUnsafeBytes(_:) and withUnsafeMutableBytes(_:). Removed in the next release"
  )
  public var baseAddress: UnsafeMutableRawPointer { pixels }
}
