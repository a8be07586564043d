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
  /// What the threads saw: the locale of each resource database parsed, and errors.
  final class Tally: Sendable {
    let localesSeen = Mutex<[String: Int]>([:])
    let scalesSeen = Mutex<[Double?: Int]>([:])
    let errors = Mutex<[String]>([])
    let openersDone = Atomic<Int>(0)
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
          tally.errors.withLock { $0.append("\(error)") }
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
            tally.localesSeen.withLock { $0[locale, default: 0] += 1 }
            tally.scalesSeen.withLock { $0[scale, default: 0] += 1 }
          } while tally.openersDone.load(ordering: .sequentiallyConsistent) < openers
        } catch {
          tally.errors.withLock { $0.append("\(error)") }
        }
      }.start()
    }
    for _ in 0..<(openers + readers) { finished.wait() }

    #expect(tally.errors.withLock { $0 } == [])
    let locales = tally.localesSeen.withLock { $0 }
    #expect(Set(locales.keys) == [own], "databases parsed per locale: \(locales)")
    let scales = tally.scalesSeen.withLock { $0 }
    #expect(Set(scales.keys) == [2], "scales read: \(scales)")
  }
}
