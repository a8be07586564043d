import Foundation

/// A text file written line by line through a buffer, for traces and recordings; used
/// from one thread.
public final class LineFile {
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
