import Compositor
import Foundation
import Testing
import X11BackendTesting

@testable import X11Backend

/// One way of reaching the server: how the server and window are set up, and the upload
/// path that must result.
struct UploadScenario: CustomStringConvertible, Sendable {
  let description: String
  let disabledExtensions: [String]
  let preference: SharedMemoryPreference
  let failAttach: Bool
  let expected: UploadPath

  static let all = [
    UploadScenario(
      description: "MIT-SHM", disabledExtensions: [], preference: .automatic, failAttach: false,
      expected: .sharedMemory),
    UploadScenario(
      description: "XPutImage by choice", disabledExtensions: [], preference: .disabled, failAttach: false,
      expected: .putImage),
    UploadScenario(
      description: "XPutImage on a server without MIT-SHM", disabledExtensions: ["MIT-SHM"],
      preference: .automatic, failAttach: false, expected: .putImage),
    UploadScenario(
      description: "XPutImage after the server fails to attach the segment", disabledExtensions: [],
      preference: .automatic, failAttach: true, expected: .putImage),
  ]
}

@Suite("Presenting frames")
struct PresentTests {
  @Test("only the damaged rectangles reach the window", arguments: UploadScenario.all)
  func damagedRectanglesOnly(scenario: UploadScenario) throws {
    let desktop = try Desktop(disabledExtensions: scenario.disabledExtensions)
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "present", sharedMemory: scenario.preference)
    defer { window.close() }
    window.uploader.attachInvalidSharedSegment = scenario.failAttach

    let first = TestFrame.gradient(width: 200, height: 150)
    try first.present(to: window, damage: [first.bounds])
    #expect(window.uploadPath == scenario.expected)
    #expect((window.sharedMemoryUnavailableReason == nil) == (scenario.expected == .sharedMemory))
    let shown = try desktop.inspector.capture(window: window.windowID)
    #expect(mismatches(shown, first, in: first.bounds) == 0)

    // A second frame differs everywhere, but only two rectangles (one fractional, one
    // hanging off the edge) are declared damaged.
    let second = TestFrame.checkerboard(width: 200, height: 150)
    let damage = [Rect(x: 10.5, y: 20.25, width: 40, height: 30), Rect(x: 170, y: 100, width: 100, height: 100)]
    try second.present(to: window, damage: damage)
    let updated = try desktop.inspector.capture(window: window.windowID)
    let covered = [Rect(x: 10, y: 20, width: 41, height: 31), Rect(x: 170, y: 100, width: 30, height: 50)]
    for y in 0..<150 {
      for x in 0..<200 {
        let point = Point(x: Double(x), y: Double(y))
        let expected = covered.contains { $0.contains(point) } ? second[x, y] : first[x, y]
        if updated[x, y] != expected {
          Issue.record("pixel (\(x), \(y)) is \(hex(updated[x, y])), expected \(hex(expected))")
          return
        }
      }
    }
    #expect(window.uploadPath == scenario.expected)
  }

  @Test(
    "after a resize, frames of the new size fill the window", arguments: [SharedMemoryPreference.automatic, .disabled])
  func resizeReallocates(preference: SharedMemoryPreference) throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "resize-present", sharedMemory: preference)
    defer { window.close() }
    let small = TestFrame.gradient(width: 200, height: 150)
    try small.present(to: window, damage: [small.bounds])

    try desktop.inspector.resize(window: window.windowID, to: Size(width: 320, height: 240))
    let events = collectEvents(from: window) { $0.contains(.resize(Size(width: 320, height: 240))) }
    #expect(events.contains(.resize(Size(width: 320, height: 240))))
    #expect(window.size == Size(width: 320, height: 240))

    let large = TestFrame.checkerboard(width: 320, height: 240)
    try large.present(to: window, damage: [large.bounds])
    let shown = try desktop.inspector.capture(window: window.windowID)
    #expect(shown.width == 320 && shown.height == 240)
    #expect(mismatches(shown, large, in: large.bounds) == 0)
    #expect(window.uploadPath == (preference == .automatic ? .sharedMemory : .putImage))
  }

  @Test("malformed frames are refused with a message and change nothing")
  func malformedFrames() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let window = try desktop.openWindow(title: "malformed")
    defer { window.close() }
    let frame = TestFrame.gradient(width: 200, height: 150)
    try frame.present(to: window, damage: [frame.bounds])
    let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 200 * 150)
    let whole = [frame.bounds]
    #expect(throws: X11Error.self) {
      try window.present(pixels: pixels, width: 0, height: 150, stride: 800, damage: whole)
    }
    #expect(throws: X11Error.self) {
      try window.present(pixels: pixels, width: 200, height: 150, stride: 796, damage: whole)
    }
    #expect(throws: X11Error.self) {
      try window.present(pixels: pixels, width: 200, height: 150, stride: 802, damage: whole)
    }
    // Damage that is empty, outside the frame or not finite uploads nothing.
    let nothing = [Rect(x: 500, y: 500, width: 10, height: 10), Rect(x: .nan, y: 0, width: 5, height: 5), .zero]
    try window.present(pixels: pixels, width: 200, height: 150, stride: 800, damage: nothing)
    let shown = try desktop.inspector.capture(window: window.windowID)
    #expect(mismatches(shown, frame, in: frame.bounds) == 0)
  }

  @Test("damage is rounded out to whole pixels and clipped to the frame")
  func pixelRectangles() {
    let rects = X11Window.pixelRectangles(
      [
        Rect(x: 0.5, y: 0.5, width: 1, height: 1), Rect(x: -10, y: -10, width: 20, height: 15),
        Rect(x: 90, y: 40, width: -20, height: 5), Rect(x: 100, y: 0, width: 5, height: 5),
        Rect(x: .infinity, y: 0, width: 1, height: 1),
      ], width: 100, height: 50)
    #expect(
      rects == [
        PixelRect(x: 0, y: 0, width: 2, height: 2), PixelRect(x: 0, y: 0, width: 10, height: 5),
        PixelRect(x: 70, y: 40, width: 20, height: 5),
      ])
  }
}

/// How many pixels of `image` inside `area` differ from `frame`.
func mismatches(_ image: CapturedImage, _ frame: TestFrame, in area: Rect) -> Int {
  var count = 0
  for y in Int(area.minY)..<Int(area.maxY) {
    for x in Int(area.minX)..<Int(area.maxX) where image[x, y] != frame[x, y] {
      count += 1
    }
  }
  return count
}

func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
