import Foundation

/// A text file written line by line through a buffer, for traces and recordings.
///
/// It is used from one thread. It is `@unchecked Sendable` only so that the X11
/// lost-connection cleanup can flush it: Xlib calls that cleanup synchronously on the same
/// thread, from inside the failing Xlib call.
public final class LineFile: @unchecked Sendable {
  private let handle: FileHandle
  private var buffer: [UInt8] = []

  /// Creates or truncates the file at `path`.
  public init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw RuntimeError("cannot create \(path)")
    }
    guard let h = FileHandle(forWritingAtPath: path) else { throw RuntimeError("cannot write \(path)") }
    handle = h
  }

  /// Appends `line` and a newline.
  public func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes out what is buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes and closes the file.
  public func close() throws {
    flush()
    try handle.close()
  }
}
