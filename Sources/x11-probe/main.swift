// A test helper for X11BackendTests: opens a small window on the display given by
// `--display NAME`, prints "ready" and presents frames while it pumps events, until the
// window is asked to close (exit 0) or the connection is lost (the backend's handler exits
// with X11LostConnection.exitCode). Gives up after 30 s with exit 4 so a broken handler
// shows up as a failure, not a hang.
import Compositor
import Foundation
import X11Backend

let arguments = CommandLine.arguments
guard let flag = arguments.firstIndex(of: "--display"), flag + 1 < arguments.count else {
  FileHandle.standardError.write(Data("usage: x11-probe --display NAME\n".utf8))
  exit(2)
}

let width = 64
let height = 48
let window: X11Window
do {
  window = try X11Window(
    displayName: arguments[flag + 1], title: "x11-probe", size: Size(width: Double(width), height: Double(height)))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
FileHandle.standardOutput.write(Data("ready \(window.uploadPath.rawValue)\n".utf8))

var frame = [UInt32](repeating: 0xFF20_4060, count: width * height)
let start = ContinuousClock.now
while ContinuousClock.now - start < .seconds(30) {
  for event in window.nextEvents(timeout: 1.0 / 60) where event == .close {
    window.close()
    exit(0)
  }
  frame[0] &+= 1
  do {
    try frame.withUnsafeBytes { bytes in
      try window.present(
        pixels: bytes.baseAddress!, width: width, height: height, stride: width * 4,
        damage: [Rect(x: 0, y: 0, width: 1, height: 1)])
    }
  } catch {
    FileHandle.standardError.write(Data("x11-probe: \(error)\n".utf8))
    exit(1)
  }
}
FileHandle.standardError.write(Data("x11-probe: the connection was not lost within 30 s\n".utf8))
exit(4)
