import CX11

/// The server-side handles a window is drawn and closed through: the ARGB visual and its
/// depth, the colormap and graphics context made for them, and the atoms of the
/// `WM_DELETE_WINDOW` protocol.
///
/// Apart from ``X11Window`` because the child windows, the uploads and the Present
/// pixmaps all borrow them, while the window alone owns them: they are plain handles,
/// copied freely, and ``free(on:)`` runs once, in the window's `close()`, after every
/// window drawn with them is destroyed.
struct X11WindowResources {
  /// A 24-bit TrueColor visual whose 32-bit pixels are laid out as ARGB32.
  let visual: UnsafeMutablePointer<Visual>
  /// The visual's depth: 24.
  let depth: Int32
  /// The colormap of ``visual`` the top-level and its children are created with.
  let colormap: Colormap
  /// The graphics context every upload draws with.
  let graphicsContext: GC
  /// `WM_DELETE_WINDOW`: the protocol the window takes part in, and the window manager's
  /// request to close it.
  let deleteWindowAtom: Atom
  /// `WM_PROTOCOLS`: the type of the window manager's protocol messages.
  let protocolsAtom: Atom

  /// Whether `message` is the window manager asking the window to close.
  func isDeleteRequest(_ message: XClientMessageEvent) -> Bool {
    message.message_type == protocolsAtom && message.format == 32
      && Atom(truncatingIfNeeded: message.data.l.0) == deleteWindowAtom
  }

  /// Frees the graphics context and the colormap; only once, after the windows using them
  /// are destroyed.
  func free(on display: OpaquePointer) {
    XFreeGC(display, graphicsContext)
    XFreeColormap(display, colormap)
  }

  /// A 24-bit TrueColor visual whose 32-bit pixels are laid out as ARGB32, with its depth.
  static func argbVisual(_ connection: X11Connection) throws(X11Error) -> (UnsafeMutablePointer<Visual>, Int32) {
    let display = connection.display
    var info = XVisualInfo()
    guard XMatchVisualInfo(display, connection.screen, 24, TrueColor, &info) != 0, let visual = info.visual else {
      throw .unsupportedVisual("no 24-bit TrueColor visual on \(connection.name)")
    }
    guard info.red_mask == 0xFF_0000, info.green_mask == 0xFF00, info.blue_mask == 0xFF else {
      throw .unsupportedVisual(
        "masks are red \(String(info.red_mask, radix: 16)), green \(String(info.green_mask, radix: 16)), "
          + "blue \(String(info.blue_mask, radix: 16))")
    }
    var count: Int32 = 0
    guard let formats = XListPixmapFormats(display, &count) else {
      throw .unsupportedVisual("the server lists no pixmap formats")
    }
    defer { XFree(formats) }
    let bitsPerPixel = (0..<Int(count)).first { formats[$0].depth == 24 }.map { formats[$0].bits_per_pixel }
    guard bitsPerPixel == 32 else {
      throw .unsupportedVisual("depth 24 uses \(bitsPerPixel.map(String.init) ?? "no") bits per pixel, not 32")
    }
    return (visual, 24)
  }
}
