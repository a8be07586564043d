import CX11
import Compositor

extension X11Connection {
  /// The scale the desktop asks of its apps: the `Xft.dpi` resource in the server's
  /// `RESOURCE_MANAGER` property over the 96 dots per inch of scale 1 (144 → 1.5,
  /// 192 → 2), as GTK and Qt read it; `nil` when the resource is not set. A value that is
  /// not a number, or whose scale is outside `Screen.scaleRange`, is reported through
  /// `Diagnostics` and ignored.
  package var resourceScale: Double? {
    guard let text = resourceValue("Xft.dpi", className: "Xft.Dpi") else { return nil }
    return Self.scale(fromDPI: text, onDisplay: name)
  }

  /// The scale `text` (an `Xft.dpi` value) gives, or `nil` with a diagnostic when it gives none.
  static func scale(fromDPI text: String, onDisplay name: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard let dpi = Double(trimmed), dpi.isFinite, dpi > 0 else {
      Diagnostics.report("X11 \(name): Xft.dpi \"\(trimmed)\" is not a number of dots per inch; using scale 1")
      return nil
    }
    let scale = dpi / 96
    guard Screen.scaleRange.contains(scale) else {
      Diagnostics.report("X11 \(name): Xft.dpi \(trimmed) gives scale \(scale), outside \(Screen.scaleRange); using 1")
      return nil
    }
    return scale
  }

  /// The value of resource `name` (class `className`) in the server's resource database
  /// (`RESOURCE_MANAGER`, as read when the connection opened), through Xlib's resource
  /// manager, or `nil` when it is not set.
  func resourceValue(_ name: String, className: String) -> String? {
    withResourceDatabase { database -> String? in
      var type: UnsafeMutablePointer<CChar>?
      var value = XrmValue()
      guard XrmGetResource(database, name, className, &type, &value) != 0, let address = value.addr else { return nil }
      let bytes = UnsafeRawBufferPointer(start: address, count: Int(value.size))
      // The value's size counts its terminating NUL.
      return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    } ?? nil
  }

  /// `body`'s result on the server's resource database, parsed for the call and destroyed
  /// after it; `nil` when the server has none. Under ``XlibLocale``'s lock: Xlib parses the
  /// database in the process's locale, which an input method opening on another thread
  /// changes meanwhile.
  func withResourceDatabase<Result: Sendable>(_ body: (XrmDatabase) -> Result) -> Result? {
    guard let string = XResourceManagerString(display) else { return nil }
    return XlibLocale.withLock { () -> Result? in
      XrmInitialize()
      guard let database = XrmGetStringDatabase(string) else { return nil }
      defer { XrmDestroyDatabase(database) }
      return body(database)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line ends.
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
