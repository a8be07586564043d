/// How frames travel to the X server.
package enum UploadPath: String, Equatable, Sendable {
  /// MIT-SHM: pixels are copied into a shared segment and the server reads them from there.
  case sharedMemory
  /// Core `XPutImage`: pixels are sent over the connection.
  case putImage
}
