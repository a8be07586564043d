import Foundation

/// A text file written line by line through a buffer, for traces and recordings.
///
/// It is created (or truncated) when made, so a path that cannot be written fails before
/// anything runs. A write that fails later (a full disk, a file size limit) is kept and
/// thrown by ``close()``: a run never drops its output without saying so.
///
/// It is used from one thread. It is `@unchecked Sendable` only so that the X11
/// lost-connection cleanup can flush it: Xlib calls that cleanup synchronously on the same
/// thread, from inside the failing Xlib call.
public final class LineFile: @unchecked Sendable {
  /// Where the file is.
  public let path: String
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var failure: (any Error)?
  private var isClosed = false

  /// Creates or truncates the file at `path`.
  public init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw RuntimeError("cannot create \(path)")
    }
    guard let h = FileHandle(forWritingAtPath: path) else { throw RuntimeError("cannot write \(path)") }
    self.path = path
    handle = h
  }

  /// Appends `line` and a newline.
  public func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes out what is buffered; a failure is kept for ``close()``, and nothing more is
  /// written after it.
  public func flush() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !isClosed else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      failure = error
    }
  }

  /// Flushes and closes the file; throws a ``RuntimeError`` naming the file when any write
  /// to it failed. Closing a closed file does nothing.
  public func close() throws {
    guard !isClosed else { return }
    flush()
    isClosed = true
    do {
      try handle.close()
    } catch {
      failure = failure ?? error
    }
    if failure != nil { throw RuntimeError("cannot write \(path)") }
  }
}
