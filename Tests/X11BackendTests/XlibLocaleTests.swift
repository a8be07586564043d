import CX11
import Foundation
import Glibc
import Synchronization
import Testing
import X11BackendTesting

@testable import X11Backend

/// Xlib reads the process's locale (`setlocale(LC_CTYPE, NULL)`) in its resource manager
/// and its i18n functions, while opening an input method changes that locale for the call:
/// the two never overlap, so windows opening on several threads at once (parallel tests)
/// neither see another window's locale nor read a locale name being freed.
@Suite("Xlib's locale while input methods open")
struct XlibLocaleTests {
  /// What the threads saw: the locale of each resource database parsed, the scales read,
  /// and errors. Under an `NSLock`, whose hand-over ThreadSanitizer sees.
  final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var locales: [String: Int] = [:]
    private var scales: [Double?: Int] = [:]
    private var errors: [String] = []
    let openersDone = Atomic<Int>(0)

    func record(locale: String, scale: Double?) {
      lock.withLock {
        locales[locale, default: 0] += 1
        scales[scale, default: 0] += 1
      }
    }

    func record(_ error: any Error) {
      lock.withLock { errors.append("\(error)") }
    }

    var seen: (locales: [String: Int], scales: [Double?: Int], errors: [String]) {
      lock.withLock { (locales, scales, errors) }
    }
  }

  @Test("resource databases parsed while input methods open on other threads are parsed in the process's own locale")
  func resourcesKeepTheProcessLocale() throws {
    let server = try XvfbServer(width: 64, height: 64)
    defer { server.stop() }
    let inspector = try X11WindowInspector(displayName: server.displayName)
    defer { inspector.close() }
    try inspector.setResources("Xft.dpi: 192\n")
    let own = XlibLocale.withLock { setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "" }
    // Opening an input method switches a locale that is not UTF-8 to one that is; from a
    // UTF-8 one it changes nothing this test could see.
    try #require(!own.lowercased().contains("utf"), "the test process's LC_CTYPE is \(own)")

    let tally = Tally()
    let openers = 2
    let readers = 2
    let finished = DispatchSemaphore(value: 0)
    let displayName = server.displayName
    for _ in 0..<openers {
      Thread {
        defer {
          tally.openersDone.add(1, ordering: .sequentiallyConsistent)
          finished.signal()
        }
        do {
          let connection = try X11Connection(displayName: displayName)
          defer { connection.close() }
          for _ in 0..<12 { X11KeyTranslator(display: connection.display).close() }
        } catch {
          tally.record(error)
        }
      }.start()
    }
    for _ in 0..<readers {
      Thread {
        defer { finished.signal() }
        do {
          let connection = try X11Connection(displayName: displayName)
          defer { connection.close() }
          repeat {
            let locale = connection.withResourceDatabase { String(cString: XrmLocaleOfDatabase($0)) } ?? "none"
            let scale = connection.resourceScale
            tally.record(locale: locale, scale: scale)
          } while tally.openersDone.load(ordering: .sequentiallyConsistent) < openers
        } catch {
          tally.record(error)
        }
      }.start()
    }
    for _ in 0..<(openers + readers) { finished.wait() }

    let seen = tally.seen
    #expect(seen.errors == [])
    #expect(Set(seen.locales.keys) == [own], "databases parsed per locale: \(seen.locales)")
    #expect(Set(seen.scales.keys) == [2], "scales read: \(seen.scales)")
  }
}
