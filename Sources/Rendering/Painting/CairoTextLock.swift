import Synchronization

/// One process-wide lock around cairo's text calls.
///
/// cairo 1.16 (Debian 12's) keeps its toy font faces, scaled fonts and FreeType faces in
/// process-wide caches, and creates a FreeType face for a font while holding only that
/// font's own lock, on the one FreeType library all fonts share, which FreeType says must
/// not be used from two threads at once. Drawing is single-threaded in the demo, but the
/// tests paint in parallel: every text call, from choosing the face to the `cairo_restore`
/// or `cairo_destroy` that releases the scaled font, runs under this lock. Uncontended, it
/// costs a few nanoseconds per label.
package enum CairoTextLock {
  private static let lock = Mutex(())

  /// Runs `body` while no other thread is in a cairo text call.
  package static func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try lock.withLock { _ in try body() }
  }
}
