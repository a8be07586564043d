import AccessibilityBridge
import Compositor
import Foundation
import JSONWriting
import Rendering
import X11Backend

extension DemoMain {
  /// What each X window's `WM_NAME` starts with, before its compositor window's name:
  /// `sheet-demo: main`, `sheet-demo: overlay`, `sheet-demo: keyboard`.
  static let windowTitlePrefix = "sheet-demo: "

  /// The window's size when `--size` gives none.
  static let defaultWindowSize = Size(width: 1280, height: 800)

  /// Opens the scene in a real window with ``X11Backend/X11Host`` and runs it until Q, the
  /// window manager's close (each refused once while a note holds text), or a signal; the
  /// host paces frames to the display and sleeps while nothing moves. Here are only the
  /// demo's own hooks: the recording, the trace, the frame statistics and the signals.
  /// Every event goes on to the screen; the demo's keys are the scene's unhandled-key
  /// shortcuts, and its Q stops the host.
  static func window(_ options: CommandLineOptions) throws -> Int32 {
    let clock = SystemClock()
    // Before the window opens: an unwritable --trace, --record or --frame-stats ends the
    // run at once.
    let outputs = try OutputFiles(options)
    let stats = try options.frameStatsPath.map { try LineFile(path: $0) }
    let settings = options.sheetSettings(SheetSettings())
    let scene = DemoScene(size: options.size ?? defaultWindowSize, clock: clock, settings: settings)
    let configuration = X11Host.Configuration(
      title: windowTitlePrefix + "main", applicationName: "sheet-demo", applicationClass: "SheetDemo",
      scale: options.scale, minimumSize: Size(width: 200, height: 150), icon: icon,
      showsWindowsSeparately: !options.singleWindow,
      windowTitlePrefix: windowTitlePrefix, usesPresentExtension: options.present,
      frameStart: options.renderAtVblank ? .atVblank : .late)
    let host: X11Host
    do {
      host = try X11Host(
        screen: scene.screen, configuration: configuration, renderer: FrameRenderer(assets: DemoAssets.catalog))
    } catch .cannotOpenDisplay(let name) {
      // The library says what failed; the demo knows another way to run.
      printError("sheet-demo: \(X11Error.cannotOpenDisplay(name)) or use --headless")
      return noDisplay
    } catch {
      printError("sheet-demo: \(error)")
      return exitStatus(for: error)
    }
    // Ctrl-C, a kill or a closed terminal end the host's loop like Q (X11Host catches
    // them): the deferred work below writes the recording and the trace, and the
    // connection closes.
    defer { host.close() }
    let trace = outputs.trace
    let tracer = trace.map { TraceWriter(scene: scene, sink: $0.write, writesUnchangedFrames: false) }
    let recorder = outputs.recording.map {
      SessionRecorder(file: $0, size: scene.screen.size, scale: host.scale, settings: settings, clock: clock)
    }
    // The trace closes and the recording is written however the run ends; a file that
    // could not be written makes the status 3, and each failure is reported.
    var finished = false
    func finishing(_ status: Int32) throws -> Int32 {
      finished = true
      tracer?.flush()  // the Q that ended the run, held until it is known whether it edited
      try OutputFiles.finish([{ try trace?.close() }, { try stats?.close() }, { try recorder?.save() }])
      return status
    }
    defer {
      if !finished {
        do { _ = try finishing(runtimeError) } catch { printError("sheet-demo: \(error)") }
      }
    }
    // Accessibility (issue 21): the AT-SPI bridge, its descriptor waited on with the X
    // connection, its calls served when it is readable, its events sent once a frame.
    let accessibility = options.accessibility ? connectAccessibility(scene: scene, host: host) : nil
    defer { accessibility?.close() }
    if let accessibility { host.watch(fileDescriptor: accessibility.fileDescriptor) { accessibility.handleReadable() } }
    scene.onQuit = { [unowned host] in host.stop() }
    host.eventFilter = { event in
      switch event {
      case .pointer(let p, _):
        recorder?.record(
          .pointer(p.phase, p.location, button: p.button, modifiers: p.modifiers), at: p.timestamp)
      case .wheel(let w):
        recorder?.record(.wheel(w.location, dx: w.deltaX, dy: w.deltaY), at: w.timestamp)
      case .key(let k):
        // A script replays key presses; the release goes to the screen unrecorded.
        if k.phase == .down { recorder?.record(.key(k.key, modifiers: k.modifiers), at: k.timestamp) }
      case .resize(let size):
        recorder?.record(.resize(size), at: clock.now)
      case .closeRequest:
        recorder?.record(.close, at: clock.now)
        // With a note typed the first close is refused (the hint says a second quits).
        if !scene.mayQuit("windowClose") { return true }
      }
      return false
    }
    host.onFrame = { [unowned host] n, _ in
      tracer?.frame(n)
      trace?.flush()  // a live trace is readable while the demo runs, one frame at a time
      host.renderer.showsDamage = scene.showsDamage
    }
    host.onFramePresented = { _ in
      accessibility?.frameDidRender()  // accessibility (issue 21): this frame's events, coalesced
    }
    let toMonotonic = MonotonicTime.offset(from: clock)
    host.onFrameShown = { timing in
      // "shown": the vblank's time (Present) or the upload's end; "ust": the server's own
      // reading of it, in microseconds (Present); "monotonic": the start on the monotonic
      // clock the server stamps input and USTs with, for an input injector's own times;
      // "msc" and "target": the vblank it was shown at and aimed at, with Present;
      // "vblank": when the schedule expected the target's vblank (shown before it: on
      // arrival).
      var fields = [
        ("n", String(timing.number)), ("start", JSONWriter.number(timing.start, decimals: 6)),
        ("monotonic", JSONWriter.number(timing.start + toMonotonic, decimals: 6)),
        ("presented", JSONWriter.number(timing.presented, decimals: 6)),
      ]
      if let shown = timing.shown { fields.append(("shown", JSONWriter.number(shown, decimals: 6))) }
      if let ust = timing.shownUST { fields.append(("ust", String(ust))) }
      if let msc = timing.msc { fields.append(("msc", String(msc))) }
      if let target = timing.targetMSC { fields.append(("target", String(target))) }
      if let vblank = timing.targetVblank { fields.append(("vblank", JSONWriter.number(vblank, decimals: 6))) }
      fields.append(
        ("inputs", "[" + timing.inputTimes.map { JSONWriter.number($0, decimals: 6) }.joined(separator: ",") + "]"))
      stats?.write(JSONWriter.object(fields))
    }
    do {
      try host.run()
    } catch let error as X11Error {
      printError("sheet-demo: \(error)")
      return try finishing(runtimeError)
    }
    if let number = host.terminationSignal { return try finishing(TerminationSignals.exitStatus(for: number)) }
    return try finishing(success)
  }

  /// The demo's icon: the compass from its assets, when they are there.
  static var icon: X11Icon? {
    guard case .success(let surface) = DemoAssets.catalog.image(named: "images/compass") else { return nil }
    return X11Icon(surface: surface)
  }
}
