import Compositor
import Foundation
import Glibc
import Testing
import X11BackendTesting

@testable import X11Backend

/// The host's frames on the display's clock (issue 33): through the X Present extension
/// when the server offers it, Xvfb's fake vblank here, with real XTest drags; and the
/// upload path when Present is refused or missing.
@Suite("Frames on the display's clock")
struct HostPresentTests {
  /// A screen with a block that follows the pointer's height while button 1 is down and
  /// changes its shade with every pointer event, so every frame that takes input has
  /// pixels to show.
  final class Scene {
    let screen = Screen(size: Size(width: 240, height: 180), clock: SystemClock())
    let block = View(identifier: "block", frame: Rect(x: 20, y: 20, width: 40, height: 20))
    static let background = Color(white: 0.9)
    static let blockColor = Color(red: 0.8, green: 0.2, blue: 0.1)
    static let blockShade = Color(red: 0.8, green: 0.2, blue: 0.11)

    init() throws {
      let window = Window(name: "main", frame: screen.bounds)
      window.rootView.background = .color(Self.background)
      block.background = .color(Self.blockColor)
      try window.rootView.addSubview(block)
      screen.addWindow(window)
      var count = 0
      screen.onDelivery = { [unowned self] delivery in
        guard case .pointer(let e, _, _) = delivery else { return }
        count += 1
        block.background = .color(count % 2 == 0 ? Self.blockColor : Self.blockShade)
        if e.phase == .move { block.frame = Rect(x: 20, y: e.location.y - 10, width: 40, height: 20) }
      }
    }
  }

  /// On another thread: once the window is there, presses at (120, 30), moves down and up
  /// between 30 and 150 every 8 ms for `seconds`, releases, waits `settle` seconds, writes
  /// a byte to `marker` (when given), waits `idle` seconds, writes another, then stops the
  /// host. A hang guard stops it after 20 seconds whatever happens.
  static func drag(
    display: String, window: UInt, host: X11StopHandle, seconds: Double = 1, settle: Double = 0.3,
    idle: Double = 0, marker: Int32? = nil
  ) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { host.stop() }
    Thread.detachNewThread {
      defer { host.stop() }
      guard let input = try? XTestInjector(displayName: display) else { return }
      defer { input.close() }
      usleep(200_000)
      try? input.move(to: Point(x: 120, y: 30), in: window)
      try? input.press()
      let moves = Int(seconds / 0.008)
      for i in 1...moves {
        usleep(8_000)
        let phase = Double(i % 60) / 30  // one way in 30 moves
        let y = 30 + 120 * (phase <= 1 ? phase : 2 - phase)
        try? input.move(to: Point(x: 120, y: y), in: window)
      }
      try? input.release()
      usleep(useconds_t(settle * 1e6))
      guard let marker else { return }
      var byte: UInt8 = 1
      _ = write(marker, &byte, 1)
      usleep(useconds_t(idle * 1e6))
      _ = write(marker, &byte, 1)
      usleep(50_000)
    }
  }

  @Test("the window uses Present when the server offers it; a drag's frames are shown at successive vblanks")
  func successiveVblanks() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = try Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "present", displayName: desktop.server.displayName))
    defer { host.close() }
    #expect(host.usesPresentExtension)
    var presented: [X11FrameTiming] = []
    var shown: [X11FrameTiming] = []
    host.onFramePresented = { presented.append($0) }
    host.onFrameShown = { shown.append($0) }
    Self.drag(display: desktop.server.displayName, window: host.windowID, host: host.stopHandle)
    try host.run()

    // Every frame presented is reported shown, once, in order.
    #expect(shown.map(\.number) == presented.map(\.number))
    let dragged = shown.filter { !$0.inputTimes.isEmpty }
    try #require(dragged.count > 20, "the drag reached the screen in \(dragged.count) frames")
    // Each frame was shown at the vblank the server reported, after its input and its
    // start. (Presented relaxed, a frame that arrives after the counter reached its target
    // is shown as the server handles it, during the present's round trip: before the
    // present returned, so no later than `presented`.)
    for frame in dragged {
      let display = try #require(frame.shown)
      #expect(frame.msc != nil)
      #expect(frame.targetMSC != nil || frame.number == dragged[0].number)
      #expect(display >= frame.start, "frame \(frame.number) shown before it started")
      #expect(frame.inputToDisplay.allSatisfy { $0 > 0 })
    }
    // A new frame at every vblank while the pointer moves, none skipped: the MSCs go up by
    // one. A frame that missed its vblank (the schedule learning how early Xvfb needs a
    // frame, at the start) is shown at the next one, with the frame after it: those steps
    // are 0, and only those.
    let mscs = dragged.compactMap(\.msc).map { Int64($0) }
    let steps = zip(mscs, mscs.dropFirst()).map { $1 - $0 }
    let missed = dragged.filter(\.missedVblank).count
    #expect(steps.allSatisfy { $0 >= 0 }, "MSC steps \(steps)")
    #expect(steps.count { $0 == 0 } <= missed, "MSC steps \(steps); \(missed) frames missed their vblank")
    // A step of 2 or more passes vblanks without a frame. One is the loop's when the input
    // the next frame took was there half a refresh before that vblank: time enough to start
    // and draw this small a frame, so the loop slept through it (a machine stalled for a
    // refresh does, a sanitizer build on a loaded one a few times a second, so one in ten
    // steps is let pass). Otherwise there was nothing new to show: the drag's own thread,
    // 8 ms between moves, had stalled.
    let refresh = host.frameInterval
    let skipped = zip(dragged, dragged.dropFirst()).reduce(0) { count, pair in
      let (a, b) = pair
      guard let before = a.msc, let after = b.msc, after > before + 1, let input = b.inputTimes.min(),
        let (base, baseMSC) = Self.vblankTime(of: b)
      else { return count }
      let passed = (before + 1..<after).filter { msc in
        let vblank = base + Double(Int64(msc) - Int64(baseMSC)) * refresh
        return input <= vblank - refresh / 2
      }
      return count + passed.count
    }
    #expect(skipped * 10 <= steps.count, "MSC steps \(steps): \(skipped) vblanks skipped with input waiting")
    print("MSC steps during the drag: \(steps); \(missed) missed, \(skipped) skipped with input waiting")
    // The window shows the last frame: the block where the pointer was released.
    let image = try desktop.inspector.capture(window: host.windowID)
    #expect(Self.near(image[40, Int(scene.block.frame.midY)], Scene.blockColor, tolerance: 4))
  }

  @Test("while nothing moves the host neither wakes nor asks the server for anything")
  func idleAsksNothing() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = try Scene()
    let host = try X11Host(
      screen: scene.screen, configuration: .init(title: "idle", displayName: desktop.server.displayName))
    defer { host.close() }
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      Glibc.close(ends[0])
      Glibc.close(ends[1])
    }
    // At each marker, on the loop's thread: how often it woke, how many Present requests
    // and frames there were.
    var readings: [(wakes: Int, requests: Int, frames: Int)] = []
    let reader = ends[0]
    host.watch(fileDescriptor: reader) { [unowned host] in
      var byte: UInt8 = 0
      _ = read(reader, &byte, 1)
      readings.append((host.wakeCount, host.window.presentQueue?.requestCount ?? -1, host.frameCount))
    }
    Self.drag(
      display: desktop.server.displayName, window: host.windowID, host: host.stopHandle, seconds: 0.5, settle: 0.5,
      idle: 1, marker: ends[1])
    try host.run()
    try #require(readings.count == 2)
    #expect(readings[0].requests > 0, "no frame went through Present")
    // A second of stillness: one wake, for the second marker; no frame, no request.
    #expect(readings[1].wakes - readings[0].wakes == 1)
    #expect(readings[1].requests == readings[0].requests)
    #expect(readings[1].frames == readings[0].frames)
  }

  /// Xvfb cannot be started without Present (it has no switch for it), so a server
  /// without it is met the same way: the window is asked not to use it. `sheet-demo`'s
  /// `--no-present` and `SHEET_COMPOSITOR_NO_PRESENT` are tried in DemoAppTests.
  @Test("without Present, refused by the configuration, frames are uploaded and shown as the upload ends")
  func withoutPresent() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let scene = try Scene()
    let host = try X11Host(
      screen: scene.screen,
      configuration: .init(title: "no-present", displayName: desktop.server.displayName, usesPresentExtension: false))
    defer { host.close() }
    #expect(!host.usesPresentExtension)
    #expect(host.window.presentExtension.unavailableReason?.isEmpty == false)
    var shown: [X11FrameTiming] = []
    host.onFrameShown = { shown.append($0) }
    Self.drag(display: desktop.server.displayName, window: host.windowID, host: host.stopHandle, seconds: 0.5)
    try host.run()
    let dragged = shown.filter { !$0.inputTimes.isEmpty }
    #expect(dragged.count > 10)
    // Shown when the upload ended; no vblank to speak of.
    #expect(dragged.allSatisfy { $0.shown == $0.presented && $0.msc == nil && $0.targetMSC == nil })
    #expect(host.window.presentQueue == nil)
    let image = try desktop.inspector.capture(window: host.windowID)
    #expect(Self.near(image[40, Int(scene.block.frame.midY)], Scene.blockColor, tolerance: 4))
    #expect(Self.near(image[200, 170], Scene.background))
  }

  /// A vblank's time and number from `frame`: the one it was aimed at, when the schedule
  /// knew its time (Xvfb may show a frame up to half a refresh before it), else the one it
  /// was shown at.
  static func vblankTime(of frame: X11FrameTiming) -> (time: Double, msc: UInt64)? {
    if let time = frame.targetVblank, let msc = frame.targetMSC { return (time, msc) }
    if let time = frame.shown, let msc = frame.msc { return (time, msc) }
    return nil
  }

  /// Whether a captured pixel shows an opaque colour, each channel within `tolerance`
  /// 255ths (the block's two shades are 3 apart).
  static func near(_ pixel: UInt32, _ color: Color, tolerance: Int = 2) -> Bool {
    let channels = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return zip([16, 8, 0], channels).allSatisfy { abs(Int((pixel >> $0.0) & 0xFF) - $0.1) <= tolerance }
  }
}
