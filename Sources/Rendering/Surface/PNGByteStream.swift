import CCairo
import Foundation

/// The bytes a PNG is decoded from or encoded into, handed to cairo's stream callbacks.
final class PNGByteStream {
  /// The encoded bytes: the input when reading, the output so far when writing.
  var bytes: [UInt8]
  /// How far reading has got.
  var offset = 0

  init(bytes: [UInt8] = []) {
    self.bytes = bytes
  }

  /// cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let stream = Unmanaged<PNGByteStream>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard count <= stream.bytes.count - stream.offset else { return CAIRO_STATUS_READ_ERROR }
    stream.bytes.withUnsafeBufferPointer { buffer in
      _ = memcpy(data, buffer.baseAddress! + stream.offset, count)
    }
    stream.offset += count
    return CAIRO_STATUS_SUCCESS
  }

  /// cairo's write callback: appends `length` bytes.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let stream = Unmanaged<PNGByteStream>.fromOpaque(closure).takeUnretainedValue()
    stream.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}
