import CCairo
import CGIF
import Compositor
import Foundation
import Synchronization

/// An animated GIF made of frames, encoded by giflib: one palette of up to 256 colours for
/// the whole animation (giflib's median cut over a sample of every frame), each frame
/// stored only where it differs from the one before, identical frames merged into a
/// longer delay, looping forever.
///
/// ```swift
/// let gif = try AnimatedGIF(width: 640, height: 400, frameDelay: 5)   // 20 frames a second
/// for frame in frames { try gif.add(frame) }                          // scaled to 640×400
/// let bytes = try gif.write(to: "docs/demo.gif")
/// ```
public final class AnimatedGIF {
  /// The animation's width in pixels.
  public let width: Int
  /// The animation's height in pixels.
  public let height: Int
  /// The time each frame shows, in hundredths of a second.
  public let frameDelay: Int
  /// The frames added, as opaque `0x00RRGGBB` pixels, row by row.
  private var frames: [[UInt32]] = []

  /// Held around giflib's quantizer, which is not reentrant.
  private static let quantizer = Mutex(())

  /// The number of frames added.
  public var frameCount: Int { frames.count }

  /// Creates an empty animation `width`×`height` pixels showing each frame for
  /// `frameDelay` hundredths of a second (at least 2: browsers slow anything faster).
  public init(width: Int, height: Int, frameDelay: Int) throws(RenderingError) {
    try PixelSurface.validate(width: width, height: height, what: "animation")
    guard width <= 65535, height <= 65535 else { throw .tooLarge(what: "animation", width: width, height: height) }
    self.width = width
    self.height = height
    self.frameDelay = Swift.min(65535, Swift.max(2, frameDelay))
  }

  /// Adds `surface` as the next frame, scaled to the animation's size.
  public func add(_ surface: PixelSurface) throws(RenderingError) {
    let scaled = try PixelSurface(width: width, height: height, what: "animation frame")
    let cr = cairo_create(scaled.cairoSurface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, Double(width) / Double(surface.width), Double(height) / Double(surface.height))
    cairo_surface_flush(surface.cairoSurface)
    cairo_set_source_surface(cr, surface.cairoSurface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_surface_flush(scaled.cairoSurface)
    var pixels = [UInt32](repeating: 0, count: width * height)
    scaled.withUnsafeBytes { raw in
      for y in 0..<height {
        let row = raw.baseAddress!.advanced(by: y * scaled.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { pixels[y * width + x] = row[x] & 0x00FF_FFFF }
      }
    }
    frames.append(pixels)
  }

  /// Encodes the frames into a GIF file at `path`; returns its size in bytes.
  @discardableResult
  public func write(to path: String) throws(RenderingError) -> Int {
    guard !frames.isEmpty else { throw .gifWrite(destination: path, reason: "no frames") }
    var palette = try makePalette(path)
    var errorCode: Int32 = 0
    // Opened here, not by giflib, so the file gets the usual permissions (giflib's are 0600).
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw .gifWrite(destination: path, reason: String(cString: strerror(errno))) }
    guard let gif = EGifOpenFileHandle(fd, &errorCode) else {
      close(fd)
      throw .gifWrite(destination: path, reason: Self.message(errorCode))
    }
    var closed = false
    defer { if !closed { EGifCloseFile(gif, &errorCode) } }
    func check(_ status: Int32) throws(RenderingError) {
      guard status == GIF_OK else { throw .gifWrite(destination: path, reason: Self.message(gif.pointee.Error)) }
    }
    EGifSetGifVersion(gif, true)
    var colors = palette.colors.map { (c: UInt32) -> GifColorType in
      GifColorType(
        Red: UInt8(truncatingIfNeeded: c >> 16), Green: UInt8(truncatingIfNeeded: c >> 8),
        Blue: UInt8(truncatingIfNeeded: c))
    }
    guard let map = GifMakeMapObject(256, &colors) else {
      throw .gifWrite(destination: path, reason: "no memory for the palette")
    }
    defer { GifFreeMapObject(map) }
    try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))
    // Netscape's application extension: loop forever.
    try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
    try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
    try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]))
    try check(EGifPutExtensionTrailer(gif))

    var previous: [UInt8]?
    var pending: (indices: [UInt8], area: PixelRect, delay: Int)?
    for frame in frames {
      let indices = palette.indices(of: frame)
      let area =
        previous.map { changedArea(from: $0, to: indices) } ?? PixelRect(x: 0, y: 0, width: width, height: height)
      previous = indices
      if area.isEmpty, pending != nil {
        pending!.delay += frameDelay
        continue
      }
      if let p = pending { try put(p.indices, area: p.area, delay: p.delay, into: gif, check: check) }
      pending = (indices, area, frameDelay)
    }
    if let p = pending { try put(p.indices, area: p.area, delay: p.delay, into: gif, check: check) }
    closed = true
    guard EGifCloseFile(gif, &errorCode) == GIF_OK else {
      throw .gifWrite(destination: path, reason: Self.message(errorCode))
    }
    return Self.fileSize(path)
  }

  /// Writes one frame: its graphic control (delay, left in place) and the pixels of `area`.
  private func put(
    _ indices: [UInt8], area: PixelRect, delay: Int, into gif: UnsafeMutablePointer<GifFileType>,
    check: (Int32) throws(RenderingError) -> Void
  ) throws(RenderingError) {
    var remaining = delay
    // A delay longer than the field holds is split over repeated frames.
    repeat {
      let d = Swift.min(remaining, 65535)
      remaining -= d
      // Disposal 1 (leave the frame in place), no transparency, the delay little-endian.
      let control: [UInt8] = [1 << 2, UInt8(d & 0xFF), UInt8(d >> 8), 0]
      try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, control))
      try check(EGifPutImageDesc(gif, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height), false, nil))
      var line = [UInt8](repeating: 0, count: area.width)
      for y in area.y..<area.maxY {
        for x in 0..<area.width { line[x] = indices[y * width + area.x + x] }
        try check(EGifPutLine(gif, &line, Int32(area.width)))
      }
    } while remaining > 0
  }

  /// The smallest rectangle holding every pixel that differs; empty when none does.
  private func changedArea(from a: [UInt8], to b: [UInt8]) -> PixelRect {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      let row = y * width
      for x in 0..<width where a[row + x] != b[row + x] {
        minX = Swift.min(minX, x)
        maxX = Swift.max(maxX, x)
        minY = Swift.min(minY, y)
        maxY = y
      }
    }
    guard maxX >= 0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The animation's palette: giflib's median cut over a sample of every frame's pixels.
  private func makePalette(_ path: String) throws(RenderingError) -> GIFPalette {
    let total = frames.count * width * height
    let stride = Swift.max(1, total / 1_000_000)
    var red: [UInt8] = []
    var green: [UInt8] = []
    var blue: [UInt8] = []
    var i = 0
    for frame in frames {
      while i < frame.count {
        let p = frame[i]
        red.append(UInt8(p >> 16 & 0xFF))
        green.append(UInt8(p >> 8 & 0xFF))
        blue.append(UInt8(p & 0xFF))
        i += stride
      }
      i -= frame.count
    }
    var size: Int32 = 256
    var output = [UInt8](repeating: 0, count: red.count)
    var map = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)
    // giflib's median cut keeps the axis it sorts on in a static variable: two animations
    // encoded at once would sort by each other's axis and get each other's palettes.
    let status = Self.quantizer.withLock { _ in
      GifQuantizeBuffer(UInt32(red.count), 1, &size, &red, &green, &blue, &output, &map)
    }
    guard status == GIF_OK else {
      throw .gifWrite(destination: path, reason: "the palette could not be made")
    }
    let colors = map.prefix(Int(size)).map { UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue) }
    return GIFPalette(colors: colors + Array(repeating: colors.last ?? 0, count: 256 - colors.count))
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }

  private static func fileSize(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
