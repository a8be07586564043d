import CX11
import CXPresent
import Compositor

/// Frames on the display's clock through the X Present extension: each frame's pixels go
/// into a pixmap of the top-level's size, and `PresentPixmap` shows them in every X window
/// of the app at one target MSC (the children at their offset into the same pixmap), so
/// all windows change at the same vblank. The server reports when each window's copy
/// happened (`PresentCompleteNotify`: UST and MSC) and when a pixmap may be drawn into
/// again (`PresentIdleNotify`).
///
/// Frames are presented relaxed (`PresentOptionAsync`, as Vulkan's FIFO-relaxed mode is on
/// X11): one that reaches the server before its MSC counter reached the target waits for
/// the target's vblank; one that arrives after is shown at once instead of a refresh later
/// (the server aims a synchronous present at the vblank after its counter's). A display's
/// driver turns its counter at the vblank, so there only a frame that missed its vblank is
/// shown at once (and may tear); Xvfb's fake counter turns half a refresh before its
/// vblank timer fires (it rounds the time to the nearest vblank), so there a frame that
/// arrives in that last half refresh is shown on arrival, not a whole refresh later.
///
/// A frame shown on arrival says nothing about when vblanks happen. Each frame therefore
/// also asks for a `PresentNotifyMSC` at its target with a divisor of 1, which the server
/// never handles as asynchronous: it answers at a vblank (the target's, or the one after
/// its counter's), and those answers are the display's clock (``takeVblanks()``).
///
/// A pixmap only holds what its frame presents: the update region of a present is the
/// frame's damage, and only that region is copied, so no pixmap needs the rest of the
/// picture. Pixmaps are reused once idle on every window they were presented to; at most
/// ``maximumBuffers`` exist.
final class X11PresentQueue {
  /// The most pixmaps at once: two frames in flight and one being drawn.
  static let maximumBuffers = 3

  /// A frame the server reported shown (or dropped with its window).
  struct Shown: Equatable {
    /// The serial ``present(_:target:)`` returned.
    var serial: UInt32
    /// The MSC it reached the screen at (the latest of its windows'), and the UST of that
    /// vblank in microseconds on the server's clock; `nil` when no window reported it.
    var msc: UInt64?
    var ust: UInt64?
    /// The MSC it was aimed at; 0 for "the next one".
    var target: UInt64
  }

  /// A vblank the server reported: its MSC and UST (microseconds, the server's clock).
  struct Vblank: Equatable {
    var msc: UInt64
    var ust: UInt64
  }

  /// A pixmap and the presents of it the server has not released.
  private final class Buffer {
    let pixmap: Pixmap
    let width: Int
    let height: Int
    /// (window, serial) pairs whose `IdleNotify` has not come.
    var busy: Set<WindowSerial> = []
    /// Freed on a resize while busy: dropped once idle.
    var isRetired = false

    init(pixmap: Pixmap, width: Int, height: Int) {
      self.pixmap = pixmap
      self.width = width
      self.height = height
    }
  }

  private struct WindowSerial: Hashable {
    var window: UInt
    var serial: UInt32
  }

  /// A frame presented and not yet reported on every window it went to.
  private struct InFlight {
    var waiting: Set<UInt>
    var target: UInt64
    var msc: UInt64?
    var ust: UInt64?
  }

  private let connection: X11Connection
  /// The extension's major opcode: generic events carrying it are Present's.
  let opcode: Int32
  private let depth: Int32
  private let drawable: UInt
  private var buffers: [Buffer] = []
  private var inFlight: [UInt32: InFlight] = [:]
  private var order: [UInt32] = []
  private var shown: [Shown] = []
  private var selected: [UInt: XID] = [:]
  private var nextSerial: UInt32 = 0
  private var vblanks: [Vblank] = []
  /// How many `PresentPixmap` and `PresentNotifyMSC` requests went out; for tests and
  /// diagnostics.
  private(set) var requestCount = 0

  /// Why the extension cannot be used.
  struct Unavailable: Error {
    var reason: String
  }

  /// The queue for windows on `connection`, or `nil` with the reason when the server
  /// offers no Present 1.0 or later.
  static func make(connection: X11Connection, drawable: UInt, depth: Int32) -> Result<X11PresentQueue, Unavailable> {
    var opcode: Int32 = 0
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XPresentQueryExtension(connection.display, &opcode, &eventBase, &errorBase) != 0 else {
      return .failure(Unavailable(reason: "the server does not offer the Present extension"))
    }
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XPresentQueryVersion(connection.display, &major, &minor) != 0, major >= 1 else {
      return .failure(Unavailable(reason: "the server's Present extension is older than 1.0"))
    }
    return .success(X11PresentQueue(connection: connection, opcode: opcode, drawable: drawable, depth: depth))
  }

  private init(connection: X11Connection, opcode: Int32, drawable: UInt, depth: Int32) {
    self.connection = connection
    self.opcode = opcode
    self.drawable = drawable
    self.depth = depth
  }

  /// Asks for `window`'s completion and idle events; once per window.
  func watch(_ window: UInt) {
    guard selected[window] == nil else { return }
    selected[window] = XPresentSelectInput(
      connection.display, window, UInt32(PresentCompleteNotifyMask | PresentIdleNotifyMask))
  }

  /// Forgets `window`, which is being destroyed: nothing more will come from it, so no
  /// frame or pixmap waits for it.
  func forget(_ window: UInt) {
    selected[window] = nil
    for (serial, var frame) in inFlight where frame.waiting.contains(window) {
      frame.waiting.remove(window)
      inFlight[serial] = frame
    }
    finishIfDone()
    for buffer in buffers { buffer.busy = buffer.busy.filter { $0.window != window } }
    dropRetired()
  }

  /// How many frames were presented and not yet reported shown.
  var framesInFlight: Int { inFlight.count }

  /// A pixmap of `width`×`height` no present holds, made when none is free and fewer than
  /// ``maximumBuffers`` exist; `nil` when all are busy.
  func idlePixmap(width: Int, height: Int) -> Pixmap? {
    for buffer in buffers where buffer.width != width || buffer.height != height {
      buffer.isRetired = true
    }
    dropRetired()
    if let free = buffers.first(where: { !$0.isRetired && $0.busy.isEmpty }) { return free.pixmap }
    guard buffers.count(where: { !$0.isRetired }) < Self.maximumBuffers else { return nil }
    let pixmap = XCreatePixmap(connection.display, drawable, UInt32(width), UInt32(height), UInt32(depth))
    buffers.append(Buffer(pixmap: pixmap, width: width, height: height))
    return pixmap
  }

  /// One window's share of a frame: where the pixmap's origin is in the window, and the
  /// pixmap's rectangles (top-level pixels) it copies.
  struct Target {
    var window: UInt
    var offset: (x: Int, y: Int)
    var rectangles: [PixelRect]
  }

  /// Presents `pixmap` (from ``idlePixmap(width:height:)``) to each target at MSC `msc`
  /// (0: the next vblank), relaxed: shown at once if the counter already reached `msc`;
  /// and asks for the vblank at `msc` (or the next, if the counter reached it) to be
  /// reported. Returns the frame's serial. `relaxed: false` presents synchronously, for
  /// tests that compare the two.
  func present(_ pixmap: Pixmap, to targets: [Target], at msc: UInt64, relaxed: Bool = true) -> UInt32 {
    nextSerial &+= 1
    let serial = nextSerial
    let display = connection.display
    let buffer = buffers.first { $0.pixmap == pixmap }
    var waiting = Set<UInt>()
    for target in targets where !target.rectangles.isEmpty {
      var rects = target.rectangles.map {
        XRectangle(
          x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
          height: UInt16(clamping: $0.height))
      }
      let update = XFixesCreateRegion(display, &rects, Int32(rects.count))
      XPresentPixmap(
        display, target.window, pixmap, serial, 0, update, Int32(target.offset.x), Int32(target.offset.y), 0, 0, 0,
        UInt32(relaxed ? PresentOptionAsync : PresentOptionNone), msc, 0, 0, nil, 0)
      XFixesDestroyRegion(display, update)
      requestCount += 1
      waiting.insert(target.window)
      buffer?.busy.insert(WindowSerial(window: target.window, serial: serial))
    }
    if let first = targets.first(where: { !$0.rectangles.isEmpty }) {
      // Divisor 1, remainder 0: every MSC qualifies, and the request is synchronous, so it
      // is answered at a vblank, never on arrival.
      XPresentNotifyMSC(display, first.window, serial, msc, 1, 0)
      requestCount += 1
    }
    if !waiting.isEmpty {
      inFlight[serial] = InFlight(waiting: waiting, target: msc)
      order.append(serial)
    }
    return serial
  }

  /// Takes a Present event from the queue, if `event` is one; returns whether it was.
  func handle(_ event: inout XEvent) -> Bool {
    guard event.type == GenericEvent, event.xcookie.extension == opcode else { return false }
    guard XGetEventData(connection.display, &event.xcookie) != 0, let data = event.xcookie.data else { return true }
    defer { XFreeEventData(connection.display, &event.xcookie) }
    switch event.xcookie.evtype {
    case PresentCompleteNotify:
      let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
      if complete.kind == UInt8(PresentCompleteKindNotifyMSC) {
        vblanks.append(Vblank(msc: complete.msc, ust: complete.ust))
        return true
      }
      guard complete.kind == UInt8(PresentCompleteKindPixmap) else { return true }
      completed(window: complete.window, serial: complete.serial_number, ust: complete.ust, msc: complete.msc)
    case PresentIdleNotify:
      let idle = data.assumingMemoryBound(to: XPresentIdleNotifyEvent.self).pointee
      let key = WindowSerial(window: idle.window, serial: idle.serial_number)
      for buffer in buffers where buffer.pixmap == idle.pixmap { buffer.busy.remove(key) }
      dropRetired()
    default:
      break
    }
    return true
  }

  /// The frames reported since the last call, in the order they were presented.
  func takeShown() -> [Shown] {
    defer { shown.removeAll() }
    return shown
  }

  /// The vblanks reported since the last call (answers to the `PresentNotifyMSC` each
  /// frame asks for), in the order they came.
  func takeVblanks() -> [Vblank] {
    defer { vblanks.removeAll() }
    return vblanks
  }

  /// Gives up on every frame in flight and every pixmap a present holds, for a server that
  /// stopped answering: the frames are reported with no MSC, and the pixmaps are freed
  /// once idle or at ``close()``, never drawn into again.
  func abandonAll() {
    for buffer in buffers where !buffer.busy.isEmpty { buffer.isRetired = true }
    for serial in order {
      shown.append(Shown(serial: serial, msc: nil, ust: nil, target: inFlight[serial]?.target ?? 0))
    }
    order.removeAll()
    inFlight.removeAll()
  }

  /// Frees every pixmap; the queue is not used after.
  func close() {
    guard connection.isOpen, !connection.isLost else { return }
    for buffer in buffers { XFreePixmap(connection.display, buffer.pixmap) }
    buffers.removeAll()
  }

  private func completed(window: UInt, serial: UInt32, ust: UInt64, msc: UInt64) {
    guard var frame = inFlight[serial], frame.waiting.contains(window) else { return }
    frame.waiting.remove(window)
    if msc >= (frame.msc ?? 0) {
      frame.msc = msc
      frame.ust = ust
    }
    inFlight[serial] = frame
    finishIfDone()
  }

  /// Reports every frame whose windows all answered, oldest first: a later frame is only
  /// reported after the earlier ones, as the screen showed them.
  private func finishIfDone() {
    while let first = order.first, let frame = inFlight[first], frame.waiting.isEmpty {
      order.removeFirst()
      inFlight[first] = nil
      shown.append(Shown(serial: first, msc: frame.msc, ust: frame.ust, target: frame.target))
    }
  }

  private func dropRetired() {
    for buffer in buffers where buffer.isRetired && buffer.busy.isEmpty {
      if connection.isOpen, !connection.isLost { XFreePixmap(connection.display, buffer.pixmap) }
    }
    buffers.removeAll { $0.isRetired && $0.busy.isEmpty }
  }
}
