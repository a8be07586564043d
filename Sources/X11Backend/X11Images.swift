import CX11

/// Helpers for Xlib images whose pixel memory belongs to someone else.
package enum X11Images {
  /// Destroys the `XImage` record without freeing its `data` or `obdata`.
  static func destroyKeepingPixels(_ image: UnsafeMutablePointer<XImage>) {
    image.pointee.data = nil
    image.pointee.obdata = nil
    _ = image.pointee.f.destroy_image?(image)
  }

  /// Destroys the `XImage` record and the pixels Xlib allocated for it.
  package static func destroy(_ image: UnsafeMutablePointer<XImage>) {
    _ = image.pointee.f.destroy_image?(image)
  }

  /// The byte order of this machine's 32-bit words, as Xlib names it.
  package static var hostByteOrder: Int32 {
    UInt32(1).littleEndian == 1 ? LSBFirst : MSBFirst
  }
}
