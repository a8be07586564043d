// A test helper for X11BackendTests: runs a small animating screen in an X11Host on the
// display given by `--display NAME`, prints "ready" once its window is up, and runs until
// the window is closed (exit 0), a termination signal stops the host ("stopped by signal
// N" on standard output, exit 0; `--keep-signals` leaves the signals their default action),
// or the host's run throws: the message on standard error and exit 3 (the X server was
// lost, or the window destroyed). Gives up after 30 s with exit 4 so a host that never
// notices shows up as a failure, not a hang.
import Compositor
import Dispatch
import Foundation
import X11Backend

let arguments = CommandLine.arguments
guard let flag = arguments.firstIndex(of: "--display"), flag + 1 < arguments.count else {
  FileHandle.standardError.write(Data("usage: x11-probe --display NAME\n".utf8))
  exit(2)
}

let screen = Screen(size: Size(width: 64, height: 48), clock: SystemClock())
let window = Window(name: "probe", frame: screen.bounds)
screen.addWindow(window)
// Something changes every frame, so frames are presented while the server goes away.
var shade = 0.0
screen.addFrameHandler { _ in
  shade = shade >= 1 ? 0 : shade + 0.01
  window.rootView.background = .color(Color(white: shade))
  screen.requestFrame()
}
let host: X11Host
do {
  host = try X11Host(
    screen: screen,
    configuration: X11Host.Configuration(
      title: "x11-probe", displayName: arguments[flag + 1],
      stopsOnTerminationSignals: !arguments.contains("--keep-signals")))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
FileHandle.standardOutput.write(Data("ready\n".utf8))
DispatchQueue.global().asyncAfter(deadline: .now() + 30) {
  FileHandle.standardError.write(Data("x11-probe: the host did not end within 30 s\n".utf8))
  exit(4)
}
do {
  try host.run()
  if let signal = host.terminationSignal {
    FileHandle.standardOutput.write(Data("stopped by signal \(signal)\n".utf8))
  }
  host.close()
  exit(0)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(3)
}
