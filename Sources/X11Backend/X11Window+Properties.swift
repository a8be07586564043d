import CX11
import Glibc

extension X11Window {
  /// Sets what window managers and taskbars read beside the title: `WM_CLASS`,
  /// `_NET_WM_PID` and `WM_CLIENT_MACHINE` (so a window can be matched to its process),
  /// the minimum size in `WM_NORMAL_HINTS`, and `_NET_WM_ICON`.
  func setDesktopProperties(_ identity: X11AppIdentity) {
    let display = connection.display
    var classHint = XClassHint()
    identity.applicationName.withCString { name in
      identity.applicationClass.withCString { className in
        classHint.res_name = UnsafeMutablePointer(mutating: name)
        classHint.res_class = UnsafeMutablePointer(mutating: className)
        XSetClassHint(display, windowID, &classHint)
      }
    }
    // Format 32 properties are C longs on the client side, whatever the server's size.
    var pid = [Int(getpid())]
    setCardinals(connection.atom("_NET_WM_PID"), &pid)
    var host = [CChar](repeating: 0, count: 256)
    if gethostname(&host, host.count - 1) == 0 {
      host.withUnsafeMutableBufferPointer { name in
        var list: [UnsafeMutablePointer<CChar>?] = [name.baseAddress]
        var machine = XTextProperty()
        if XStringListToTextProperty(&list, 1, &machine) != 0 {
          XSetWMClientMachine(display, windowID, &machine)
          XFree(machine.value)
        }
      }
    }
    let hints = XAllocSizeHints()!
    defer { XFree(hints) }
    hints.pointee.flags = PMinSize
    hints.pointee.min_width = Int32(Swift.max(1, Swift.min(32767, (identity.minimumSize.width * scale).rounded(.up))))
    hints.pointee.min_height = Int32(Swift.max(1, Swift.min(32767, (identity.minimumSize.height * scale).rounded(.up))))
    XSetWMNormalHints(display, windowID, hints)
    if let icon = identity.icon {
      var words = [icon.width, icon.height] + icon.argb.map { Int($0) }
      setCardinals(connection.atom("_NET_WM_ICON"), &words)
    }
  }

  private func setCardinals(_ property: Atom, _ values: inout [Int]) {
    let display = connection.display
    let type = connection.atom("CARDINAL")
    let count = Int32(values.count)
    values.withUnsafeMutableBytes { bytes in
      _ = XChangeProperty(
        display, windowID, property, type, 32, PropModeReplace, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
        count)
    }
  }
}
