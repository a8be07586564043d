// Trailhead in a real X11 window: the scene from TrailheadScene, shown by X11Host, until the
// window is closed, Q is pressed, or the process is asked to stop (Ctrl-C, a kill): the host
// ends its run on SIGINT, SIGTERM and SIGHUP by itself, so the cleanup below runs.
import Compositor
import Foundation
import TrailheadScene
import X11Backend

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("trailhead: \(message)\n".utf8))
  exit(1)
}

let scene: TrailheadScene
do {
  // The wall clock: the host maps the X server's input times onto it.
  scene = try TrailheadScene(size: Size(width: 800, height: 600), clock: SystemClock())
} catch {
  fail("\(error)")
}

/// The icon taskbars show: a green disc crossed by a white trail, 32×32.
let icon = X11Icon(
  width: 32, height: 32,
  argb: (0..<32 * 32).map { i -> UInt32 in
    let x = Double(i % 32) - 15.5
    let y = Double(i / 32) - 15.5
    guard x * x + y * y <= 15.5 * 15.5 else { return 0 }
    return abs(y - 0.4 * x) < 2 ? 0xFFFF_FFFF : 0xFF2F_6B3F
  })

let host: X11Host
do {
  // The title names the app to the desktop too: WM_CLASS is "trailhead", "Trailhead".
  host = try X11Host(
    screen: scene.screen,
    configuration: X11Host.Configuration(title: "Trailhead", minimumSize: Size(width: 400, height: 300), icon: icon))
} catch {
  fail("\(error)")  // no display: "cannot open display …"
}

// The app's own key: Q quits, when nothing in the window took the key first.
scene.screen.onUnhandledKey = { key in
  guard key.phase == .down, key.key == .text("q") else { return false }
  host.stop()
  return true
}

do {
  try host.run()
} catch {
  fail("\(error)")  // the X server went away, or another client destroyed the window
}
host.close()
if let signal = host.terminationSignal {
  FileHandle.standardError.write(Data("trailhead: stopped by signal \(signal)\n".utf8))
}
