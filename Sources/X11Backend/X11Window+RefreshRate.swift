import CX11
import CXRandR

extension X11Window {
  /// The refresh rate, in Hz, of the display output under the window's centre, as RandR
  /// reports it (its mode's dot clock over its total pixels per frame); else the screen's
  /// configured rate; `nil` when neither is known.
  func refreshRate() -> Double? {
    let display = connection.display
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRRQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
    let root = connection.root
    var x: Int32 = 0
    var y: Int32 = 0
    var child: UInt = 0
    XTranslateCoordinates(
      display, windowID, root, Int32(size.width / 2), Int32(size.height / 2), &x, &y, &child)
    if let rate = outputRate(at: (x, y)) { return rate }
    guard let info = XRRGetScreenInfo(display, root) else { return nil }
    defer { XRRFreeScreenConfigInfo(info) }
    let rate = Double(XRRConfigCurrentRate(info))
    return rate > 0 ? rate : nil
  }

  /// The rate of the mode of the CRTC showing root point `point`.
  private func outputRate(at point: (x: Int32, y: Int32)) -> Double? {
    let display = connection.display
    guard let resources = XRRGetScreenResourcesCurrent(display, connection.root) else { return nil }
    defer { XRRFreeScreenResources(resources) }
    let r = resources.pointee
    for i in 0..<Int(r.ncrtc) {
      guard let crtc = XRRGetCrtcInfo(display, resources, r.crtcs[i]) else { continue }
      defer { XRRFreeCrtcInfo(crtc) }
      let c = crtc.pointee
      guard c.mode != 0, point.x >= c.x, point.y >= c.y, point.x < c.x + Int32(c.width),
        point.y < c.y + Int32(c.height)
      else { continue }
      for m in 0..<Int(r.nmode) where r.modes[m].id == c.mode {
        let mode = r.modes[m]
        var lines = Double(mode.vTotal)
        if mode.modeFlags & UInt(RR_DoubleScan) != 0 { lines *= 2 }
        if mode.modeFlags & UInt(RR_Interlace) != 0 { lines /= 2 }
        let perFrame = Double(mode.hTotal) * lines
        guard perFrame > 0, mode.dotClock > 0 else { return nil }
        return Double(mode.dotClock) / perFrame
      }
    }
    return nil
  }
}
