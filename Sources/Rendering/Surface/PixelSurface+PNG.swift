import CCairo
import Foundation

extension PixelSurface {
  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads a PNG file into a new surface.
  ///
  /// A missing file, a file that is not a PNG, a truncated or corrupt PNG and an image
  /// larger than the surface limits all throw ``RenderingError/pngRead(source:reason:)``
  /// or ``RenderingError/tooLarge(what:width:height:)``.
  public convenience init(contentsOfPNG path: String) throws(RenderingError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .pngRead(source: path, reason: exists ? "the file cannot be read" : "no such file")
    }
    try self.init(pngData: [UInt8](data), source: path)
  }

  /// Decodes PNG bytes into a new surface; errors as for ``init(contentsOfPNG:)``.
  public convenience init(pngData: [UInt8]) throws(RenderingError) {
    try self.init(pngData: pngData, source: "data (\(pngData.count) bytes)")
  }

  convenience init(pngData: [UInt8], source: String) throws(RenderingError) {
    try Self.checkPNGHeader(pngData, source: source)
    let stream = PNGByteStream(bytes: pngData)
    let decoded = withExtendedLifetime(stream) {
      cairo_image_surface_create_from_png_stream(PNGByteStream.read, Unmanaged.passUnretained(stream).toOpaque())!
    }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(decoded)
      let reason =
        status == CAIRO_STATUS_READ_ERROR
        ? "the data ends before the image does (truncated)" : String(cString: cairo_status_to_string(status))
      throw .pngRead(source: source, reason: reason)
    }
    if cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32 {
      try self.init(adopting: decoded, what: "PNG \(source)")
      return
    }
    // Opaque PNGs decode as RGB24; redraw them as ARGB32 so every surface has one format.
    defer { cairo_surface_destroy(decoded) }
    try self.init(
      width: Int(cairo_image_surface_get_width(decoded)), height: Int(cairo_image_surface_get_height(decoded)),
      what: "PNG \(source)")
    let cr = cairo_create(cairoSurface)!
    cairo_set_source_surface(cr, decoded, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(cairoSurface)
  }

  /// Rejects data that is not a PNG, or whose header declares an image too large to hold,
  /// before any pixel memory is allocated.
  static func checkPNGHeader(_ bytes: [UInt8], source: String) throws(RenderingError) {
    guard bytes.count >= 8, Array(bytes[0..<8]) == pngSignature else {
      throw .pngRead(source: source, reason: "not a PNG file (the signature is missing)")
    }
    guard bytes.count >= 24, bytes[12...15].elementsEqual("IHDR".utf8) else {
      throw .pngRead(source: source, reason: "the PNG header chunk is missing or truncated")
    }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let w = word(16)
    let h = word(20)
    guard w >= 1, h >= 1 else {
      throw .pngRead(source: source, reason: "the header declares an empty \(w)×\(h) image")
    }
    try validate(width: w, height: h, what: "PNG \(source)")
  }

  /// Encodes the surface as PNG bytes (RGBA, 8 bits per channel, straight alpha).
  public func pngData() throws(RenderingError) -> [UInt8] {
    try encodePNG(destination: "data")
  }

  /// Writes the surface to a PNG file, replacing any file there.
  ///
  /// Throws ``RenderingError/pngWrite(destination:reason:)`` when the file cannot be
  /// written, for example when its directory does not exist.
  public func writePNG(to path: String) throws(RenderingError) {
    let bytes = try encodePNG(destination: path)
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      let directory = (path as NSString).deletingLastPathComponent
      var isDirectory: ObjCBool = false
      let reason =
        FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory)
          && isDirectory.boolValue
        ? "the file cannot be created" : "the directory '\(directory)' does not exist"
      throw .pngWrite(destination: path, reason: reason)
    }
  }

  private func encodePNG(destination: String) throws(RenderingError) -> [UInt8] {
    cairo_surface_flush(cairoSurface)
    let stream = PNGByteStream()
    let status = withExtendedLifetime(stream) {
      cairo_surface_write_to_png_stream(cairoSurface, PNGByteStream.write, Unmanaged.passUnretained(stream).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .pngWrite(destination: destination, reason: String(cString: cairo_status_to_string(status)))
    }
    return stream.bytes
  }
}
