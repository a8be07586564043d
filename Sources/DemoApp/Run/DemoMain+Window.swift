import AccessibilityBridge
import Compositor
import Foundation
import Rendering
import X11Backend

extension DemoMain {
  /// The frame interval of the window: 60 Hz.
  static let windowFrameInterval = 1.0 / 60

  /// What each X window's `WM_NAME` starts with, before its compositor window's name:
  /// `sheet-demo: main`, `sheet-demo: overlay`, `sheet-demo: keyboard`.
  public static let windowTitlePrefix = "sheet-demo: "

  /// Opens the X11 window and runs the scene on the wall clock until Q, Escape-then-close,
  /// or the window manager's close. Frames are paced at 60 Hz; each frame uploads only
  /// what changed.
  static func window(_ options: CommandLineOptions) throws -> Int32 {
    let clock = SystemClock()
    // Before the window opens: an unwritable --trace or --record ends the run at once.
    let outputs = try OutputFiles(options)
    let x11: X11Window
    do {
      x11 = try X11Window(
        title: windowTitlePrefix + "main", size: options.size ?? X11Window.defaultSize, clock: clock,
        separateWindows: !options.singleWindow, childTitlePrefix: windowTitlePrefix)
    } catch {
      printError("sheet-demo: \(error)")
      return noDisplay
    }
    defer { x11.close() }
    // Ctrl-C, a kill or a closed terminal end the loop like Q: the deferred work below
    // writes the recording and the trace, and the connection closes.
    let signals = TerminationSignals()
    defer { signals.stop() }
    x11.wakeDescriptor = signals.wakeDescriptor
    let settings = options.sheetSettings(SheetSettings())
    let scene = DemoScene(size: x11.size, clock: clock, settings: settings)
    let renderer = FrameRenderer(assets: DemoAssets.catalog)
    let trace = outputs.trace
    let tracer = trace.map { TraceWriter(scene: scene, sink: $0.write, writesUnchangedFrames: false) }
    let recorder = outputs.recording.map { SessionRecorder(file: $0, size: x11.size, settings: settings, clock: clock) }
    // Accessibility (issue 21): the AT-SPI bridge, waited on with the X connection and
    // served from this loop. The lines marked "accessibility" move to the host loop's
    // descriptor and frame hooks when it exists.
    let accessibility = options.accessibility ? connectAccessibility(scene: scene, window: x11) : nil
    defer { accessibility?.close() }
    let wake = accessibility.flatMap { ReadinessGroup([signals.wakeDescriptor, $0.fileDescriptor]) }
    if let wake { x11.wakeDescriptor = wake.descriptor }
    X11LostConnection.setCleanup { [trace, recorder] in
      trace?.flush()
      do { try recorder?.save() } catch { printError("sheet-demo: \(error)") }
    }
    // The trace closes and the recording is written however the loop ends; a file that
    // could not be written makes the status 3, and each failure is reported.
    var finished = false
    func finishing(_ status: Int32) throws -> Int32 {
      finished = true
      try OutputFiles.finish([{ try trace?.close() }, { try recorder?.save() }])
      return status
    }
    defer {
      if !finished {
        do { _ = try finishing(runtimeError) } catch { printError("sheet-demo: \(error)") }
      }
    }

    var frame = 0
    var nextFrame = clock.now
    var lastFrame = -Double.infinity
    var pending: [X11Event] = []
    var exposed: [Rect] = []
    var idle = false
    while true {
      // Gather input until the frame is due, then hand it over coalesced: however fast
      // motion arrives, each frame sees at most one move between presses, so the frame
      // loop's work stays bounded and the sheet follows the latest position. With nothing
      // moving and nothing to draw, sleep on the connection until input comes.
      pending += x11.nextEvents(timeout: idle ? 3600 : Swift.max(0, nextFrame - clock.now))
      if let number = signals.received { return try finishing(TerminationSignals.exitStatus(for: number)) }
      accessibility?.handleReadable()  // accessibility (issue 21): calls answered, actions done
      if idle {
        // A client's action (accessibility) may have asked for a frame without input.
        guard !pending.isEmpty || scene.screen.needsFrame else { continue }
        idle = false
        // Still no sooner than a frame interval after the last frame: a drag that settles
        // every frame (idle between moves) is paced at 60 Hz too, not at the renderer's speed.
        nextFrame = Swift.max(clock.now, lastFrame + windowFrameInterval)
      }
      guard clock.now >= nextFrame else { continue }
      for event in X11EventCoalescing.coalesce(pending) {
        switch event {
        case .pointer(let p, let window):
          recorder?.record(.pointer(p.phase, p.location), at: p.timestamp)
          // With one X window per compositor window, the X server chose the window.
          scene.screen.send(p, routedTo: window)
        case .hover:
          break
        case .wheel(let w):
          recorder?.record(.wheel(w.location, dx: w.deltaX, dy: w.deltaY), at: w.timestamp)
          scene.screen.send(w)
        case .key(let k):
          guard k.phase == .down else { continue }
          recorder?.record(.key(k.key, modifiers: k.modifiers), at: k.timestamp)
          if scene.handleKey(k) == .quit { return try finishing(success) }
        case .resize(let size):
          recorder?.record(.resize(size), at: clock.now)
          scene.screen.resize(to: size)
        case .expose(let area):
          // The frame is current: show the lost pixels again, without recompositing.
          exposed.append(area)
        case .close:
          return try finishing(success)
        }
      }
      pending.removeAll(keepingCapacity: true)
      let now = clock.now
      lastFrame = now
      scene.screen.tick()
      tracer?.frame(frame)
      trace?.flush()  // a live trace is readable while the demo runs, one frame at a time
      renderer.showsDamage = scene.showsDamage
      let screenFrame = scene.screen.takeFrame(includingRegions: x11.showsWindowsSeparately)
      let rendered = try renderer.render(screenFrame)
      if !rendered.damage.isEmpty || !exposed.isEmpty {
        let s = rendered.surface
        try x11.present(
          pixels: UnsafeRawPointer(s.baseAddress), width: s.width, height: s.height, stride: s.stride,
          damage: rendered.damage.map(\.rect) + exposed, frame: screenFrame)
      }
      exposed.removeAll()
      accessibility?.frameDidRender()  // accessibility (issue 21): this frame's events, coalesced
      frame += 1
      nextFrame += windowFrameInterval
      // After a stall (a slow frame, a suspended process), pace from now instead of racing.
      if nextFrame < now - 0.1 { nextFrame = now + windowFrameInterval }
      // Nothing animates and nothing waits to be drawn: no frame until input comes.
      idle = !scene.screen.needsFrame
    }
  }
}
