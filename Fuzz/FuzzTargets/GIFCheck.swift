import CGIF
import Foundation
import Rendering

/// The GIF check of ``EncodersFuzzTarget``.
enum GIFCheck {
  static func run(_ bytes: inout FuzzBytes) throws(FuzzFailure) {
    let width = bytes.int(in: 1...40)
    let height = bytes.int(in: 1...40)
    let delay = bytes.pick([1, 2, 5, 100, 40_000, 65_535, 70_000])
    let gif: AnimatedGIF
    do throws(RenderingError) {
      gif = try AnimatedGIF(width: width, height: height, frameDelay: delay)
    } catch {
      throw FuzzFailure("a \(width)×\(height) animation was refused: \(error)")
    }
    var frames: [[UInt32]] = []
    var scaled = false
    var previous: PixelSurface?
    for _ in 0..<bytes.int(in: 1...5) {
      let surface: PixelSurface
      if let p = previous, bytes.below(3) == 0 {
        surface = p  // the same frame again: merged into a longer delay
      } else if bytes.below(8) == 0 {
        scaled = true
        surface = EncodersFuzzTarget.randomSurface(&bytes, width: bytes.int(in: 1...60), height: bytes.int(in: 1...60))
      } else {
        surface = EncodersFuzzTarget.randomSurface(&bytes, width: width, height: height)
      }
      previous = surface
      do throws(RenderingError) {
        try gif.add(surface)
      } catch {
        throw FuzzFailure("a frame was refused: \(error)")
      }
      var pixels: [UInt32] = []
      for y in 0..<surface.height {
        for x in 0..<surface.width { pixels.append(surface.pixel(x: x, y: y)! & 0x00FF_FFFF) }
      }
      frames.append(pixels)
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-encoders-\(getpid()).gif").path
    defer { unlink(path) }
    do throws(RenderingError) {
      try gif.write(to: path)
    } catch {
      throw FuzzFailure("the animation did not encode: \(error)")
    }
    try compare(path: path, frames: scaled ? nil : frames, width: width, height: height, delay: gif.frameDelay)
  }

  /// Decodes the file with giflib and plays it back against `frames` (when they are of the
  /// animation's size), or only checks its structure and total delay.
  static func compare(path: String, frames: [[UInt32]]?, width: Int, height: Int, delay: Int) throws(FuzzFailure) {
    var error: Int32 = 0
    guard let file = DGifOpenFileName(path, &error) else { throw FuzzFailure("giflib cannot open it: \(error)") }
    defer { DGifCloseFile(file, &error) }
    guard DGifSlurp(file) == GIF_OK else { throw FuzzFailure("giflib cannot read it: \(file.pointee.Error)") }
    guard Int(file.pointee.SWidth) == width, Int(file.pointee.SHeight) == height else {
      throw FuzzFailure("giflib reads \(file.pointee.SWidth)×\(file.pointee.SHeight), not \(width)×\(height)")
    }
    guard let map = file.pointee.SColorMap, map.pointee.ColorCount == 256 else {
      throw FuzzFailure("the global palette is missing or not of 256 colours")
    }
    let count = Int(file.pointee.ImageCount)
    let images = UnsafeBufferPointer(start: file.pointee.SavedImages, count: count)

    // What the encoder must have written: consecutive identical frames as one, its delay
    // split into parts of at most 65535 hundredths.
    let colors = UnsafeBufferPointer(start: map.pointee.Colors, count: 256).map {
      UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue)
    }
    var palette = GIFPalette(colors: colors)
    var expected: [(indices: [UInt8]?, delay: Int)] = []
    var total = 0
    if let frames {
      var last: [UInt8]?
      var run = 0
      func flush() {
        guard let l = last else { return }
        var remaining = run * delay
        repeat {
          let d = Swift.min(remaining, 65535)
          remaining -= d
          expected.append((l, d))
        } while remaining > 0
      }
      for f in frames {
        let indices = palette.indices(of: f)
        if indices == last {
          run += 1
        } else {
          flush()
          last = indices
          run = 1
        }
      }
      flush()
      guard count == expected.count else {
        throw FuzzFailure("\(count) images in the file, \(expected.count) expected from \(frames.count) frames")
      }
      total = frames.count * delay
    }

    var canvas = [UInt8](repeating: 0, count: width * height)
    var delays = 0
    for k in 0..<count {
      let image = images[k]
      let d = image.ImageDesc
      guard d.Left >= 0, d.Top >= 0, d.Width >= 1, d.Height >= 1, Int(d.Left + d.Width) <= width,
        Int(d.Top + d.Height) <= height, d.ColorMap == nil
      else {
        throw FuzzFailure("image \(k) is at \(d.Left),\(d.Top) \(d.Width)×\(d.Height) with a local palette or outside")
      }
      guard k > 0 || (d.Width == width && d.Height == height) else {
        throw FuzzFailure("the first image covers only \(d.Width)×\(d.Height)")
      }
      var control = GraphicsControlBlock()
      guard DGifSavedExtensionToGCB(file, Int32(k), &control) == GIF_OK, control.DisposalMode == 1,
        control.TransparentColor == -1
      else { throw FuzzFailure("image \(k) lacks its graphics control (disposal 1, no transparency)") }
      delays += Int(control.DelayTime)
      let raster = UnsafeBufferPointer(start: image.RasterBits, count: Int(d.Width) * Int(d.Height))
      for y in 0..<Int(d.Height) {
        for x in 0..<Int(d.Width) {
          canvas[(Int(d.Top) + y) * width + Int(d.Left) + x] = raster[y * Int(d.Width) + x]
        }
      }
      guard frames != nil else { continue }
      guard Int(control.DelayTime) == expected[k].delay else {
        throw FuzzFailure("image \(k) shows for \(control.DelayTime), expected \(expected[k].delay)")
      }
      if let want = expected[k].indices, let i = (0..<canvas.count).first(where: { canvas[$0] != want[$0] }) {
        throw FuzzFailure(
          "after image \(k) the pixel (\(i % width), \(i / width)) has index \(canvas[i]), its frame's is \(want[i])")
      }
    }
    if frames != nil, delays != total {
      throw FuzzFailure("the delays add up to \(delays), the frames to \(total)")
    }
    guard count >= 1 else { throw FuzzFailure("no image in the file") }
  }
}
