extension String {
  /// The string with each NUL replaced by U+FFFD, the replacement character. D-Bus strings
  /// cannot hold a NUL (libdbus would cut the string there or refuse it); replacing it,
  /// rather than dropping it, keeps every other character where it was, so the text
  /// offsets a client is given still count the characters it receives.
  var replacingNULs: String {
    guard unicodeScalars.contains("\0") else { return self }
    return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
  }
}
