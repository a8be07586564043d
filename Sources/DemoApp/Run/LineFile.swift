import Foundation
import Glibc

/// A text file written line by line through a buffer, for traces and recordings.
///
/// It is created (or truncated) when made, so a path that cannot be written fails before
/// anything runs. A write that fails later (a full disk, a file size limit, `/dev/full`)
/// is kept and thrown by ``close()``: a run never drops its output without saying so. It
/// is used from one thread.
///
/// The file is opened in place, never replaced: a path that names a device, a pipe or a
/// file another program holds is written to, as a shell's `>` writes to it.
final class LineFile {
  /// Where the file is.
  let path: String
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var failure: (any Error)?
  private var isClosed = false

  /// Creates or truncates the file at `path`.
  init(path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw RuntimeError("cannot create \(path)") }
    self.path = path
    handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  }

  /// Appends `line` and a newline.
  func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes out what is buffered; a failure is kept for ``close()``, and nothing more is
  /// written after it.
  func flush() {
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
  func close() throws {
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
