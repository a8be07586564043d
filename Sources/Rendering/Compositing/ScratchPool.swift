/// Pixel memory kept from frame to frame for intermediate images, so that a drag does not
/// allocate (and fault in) megabytes on every frame.
final class ScratchPool {
  private var buffers: [Int: (pointer: UnsafeMutableRawPointer, capacity: Int)] = [:]

  deinit {
    for buffer in buffers.values { buffer.pointer.deallocate() }
  }

  /// An image of the given size over the memory of `slot`, grown when too small. Its
  /// contents are undefined; any earlier image of the same slot becomes invalid.
  func image(slot: Int, width: Int, height: Int) -> ScratchImage {
    let w = Swift.max(1, width)
    let h = Swift.max(1, height)
    let bytes = w * h * 4
    if let buffer = buffers[slot] {
      if buffer.capacity >= bytes { return ScratchImage(data: buffer.pointer, width: w, height: h) }
      buffer.pointer.deallocate()
    }
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    buffers[slot] = (pointer, bytes)
    return ScratchImage(data: pointer, width: w, height: h)
  }

  /// Returns all memory.
  func removeAll() {
    for buffer in buffers.values { buffer.pointer.deallocate() }
    buffers.removeAll()
  }
}
