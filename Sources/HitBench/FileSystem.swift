#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a file could not be written: the path and the system's reason.
struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path at fault.
  var path: String
  /// The system's reason.
  var reason: String

  /// Creates an error about `path`.
  init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write 'path': reason`.
  var description: String { "cannot write '\(path)': \(reason)" }
}

/// The few file operations the benchmark needs, on the C library.
enum FileSystem {
  /// Creates `path` and any missing parent directories.
  static func makeDirectories(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component + "/"
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw FileError(path: prefix, reason: String(cString: strerror(errno)))
      }
    }
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
      throw FileError(path: path, reason: "not a directory")
    }
  }

  /// Writes `text` to `path`, replacing it.
  static func write(_ text: String, to path: String) throws(FileError) {
    guard let file = fopen(path, "w") else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
    var text = text
    let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == text.utf8.count, closed == 0 else {
      throw FileError(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// The contents of `path` as text, or `nil` if it cannot be read.
  static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
