/// Whether ``X11Window`` may upload frames through MIT-SHM.
package enum SharedMemoryPreference: Equatable, Sendable {
  /// Use MIT-SHM when the server offers it and can attach the segment; `XPutImage` otherwise.
  case automatic
  /// Always use `XPutImage`.
  case disabled
}
