import CDBus
import Glibc

/// Turns libdbus's watches and timeouts into one descriptor any main loop can wait on: an
/// epoll set holding the connection's socket (for reading, and for writing while libdbus
/// has bytes it could not send), a timer descriptor per enabled timeout, and an event
/// descriptor raised when messages wait to be dispatched.
///
/// The descriptor is readable exactly when ``processReady()`` has work: nothing polls.
final class BusLoop {
  /// The epoll descriptor to wait on for reading.
  let descriptor: Int32
  private let dispatchEvent: Int32
  private var watches: [OpaquePointer] = []
  private var socketEvents: [Int32: UInt32] = [:]
  private var timers: [OpaquePointer: Int32] = [:]

  private static let socketTag: UInt64 = 0
  private static let timerTag: UInt64 = 1 << 40
  private static let dispatchTag: UInt64 = 2 << 40

  /// Creates the epoll set and its dispatch event.
  init() throws(AccessibilityBusError) {
    descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard descriptor >= 0 else { throw .system("epoll_create1", errno) }
    dispatchEvent = eventfd(0, Int32(EFD_NONBLOCK) | Int32(EFD_CLOEXEC))
    guard dispatchEvent >= 0 else {
      let e = errno
      close(descriptor)
      throw .system("eventfd", e)
    }
    control(EPOLL_CTL_ADD, dispatchEvent, UInt32(EPOLLIN.rawValue), tag: Self.dispatchTag)
  }

  deinit {
    for (_, fd) in timers { close(fd) }
    close(dispatchEvent)
    close(descriptor)
  }

  /// Hands libdbus this loop's watch, timeout and dispatch-status functions for
  /// `connection`. The connection must not outlive the loop.
  func install(on connection: OpaquePointer) -> Bool {
    let me = Unmanaged.passUnretained(self).toOpaque()
    let watchesSet = dbus_connection_set_watch_functions(
      connection,
      { watch, data in BusLoop.from(data).add(watch: watch) ? 1 : 0 },
      { watch, data in BusLoop.from(data).remove(watch: watch) },
      { watch, data in BusLoop.from(data).update(watch: watch) },
      me, nil)
    let timeoutsSet = dbus_connection_set_timeout_functions(
      connection,
      { timeout, data in BusLoop.from(data).add(timeout: timeout) ? 1 : 0 },
      { timeout, data in BusLoop.from(data).remove(timeout: timeout) },
      { timeout, data in BusLoop.from(data).update(timeout: timeout) },
      me, nil)
    dbus_connection_set_dispatch_status_function(
      connection,
      { _, status, data in
        if status == DBUS_DISPATCH_DATA_REMAINS { BusLoop.from(data).raiseDispatch() }
      }, me, nil)
    return watchesSet != 0 && timeoutsSet != 0
  }

  /// Takes this loop's functions back from `connection`, and leaves the descriptor
  /// quiet for good: an event raised during the last dispatch must not wake the loop
  /// that waits on it over and over.
  func uninstall(from connection: OpaquePointer) {
    var count: UInt64 = 0
    _ = read(dispatchEvent, &count, 8)
    control(EPOLL_CTL_DEL, dispatchEvent, 0, tag: 0)
    _ = dbus_connection_set_watch_functions(connection, nil, nil, nil, nil, nil)
    _ = dbus_connection_set_timeout_functions(connection, nil, nil, nil, nil, nil)
    dbus_connection_set_dispatch_status_function(connection, nil, nil, nil)
    for w in watches { update(fd: dbus_watch_get_unix_fd(w), removing: w) }
    watches.removeAll()
    for (t, fd) in timers {
      control(EPOLL_CTL_DEL, fd, 0, tag: 0)
      close(fd)
      timers[t] = nil
    }
  }

  private static func from(_ data: UnsafeMutableRawPointer?) -> BusLoop {
    Unmanaged<BusLoop>.fromOpaque(data!).takeUnretainedValue()
  }

  /// Makes the descriptor readable until ``processReady()`` runs: messages wait.
  func raiseDispatch() {
    var one: UInt64 = 1
    _ = write(dispatchEvent, &one, 8)
  }

  /// Handles what is ready without waiting: socket reads and writes, expired timeouts.
  /// Returns whether messages may wait to be dispatched.
  func processReady() -> Bool {
    var events = [epoll_event](repeating: epoll_event(), count: 16)
    let n = epoll_wait(descriptor, &events, Int32(events.count), 0)
    var dispatch = false
    for e in events.prefix(Int(max(0, n))) {
      let tag = e.data.u64
      switch tag & ~UInt64(0xFFFF_FFFF) {
      case Self.dispatchTag:
        var count: UInt64 = 0
        _ = read(dispatchEvent, &count, 8)
        dispatch = true
      case Self.timerTag:
        let fd = Int32(truncatingIfNeeded: tag & 0xFFFF_FFFF)
        var expirations: UInt64 = 0
        _ = read(fd, &expirations, 8)
        if let timeout = timers.first(where: { $0.value == fd })?.key { _ = dbus_timeout_handle(timeout) }
        dispatch = true
      default:
        let fd = Int32(truncatingIfNeeded: tag & 0xFFFF_FFFF)
        var flags: UInt32 = 0
        if e.events & UInt32(EPOLLIN.rawValue) != 0 { flags |= DBUS_WATCH_READABLE.rawValue }
        if e.events & UInt32(EPOLLOUT.rawValue) != 0 { flags |= DBUS_WATCH_WRITABLE.rawValue }
        if e.events & UInt32(EPOLLERR.rawValue) != 0 { flags |= DBUS_WATCH_ERROR.rawValue }
        if e.events & UInt32(EPOLLHUP.rawValue) != 0 { flags |= DBUS_WATCH_HANGUP.rawValue }
        // Handling one watch may remove others: act on each only while it is still ours.
        for w in watches where dbus_watch_get_unix_fd(w) == fd {
          guard watches.contains(w), dbus_watch_get_enabled(w) != 0 else { continue }
          let wanted =
            dbus_watch_get_flags(w) | DBUS_WATCH_ERROR.rawValue | DBUS_WATCH_HANGUP.rawValue
          if flags & wanted != 0 { _ = dbus_watch_handle(w, flags & wanted) }
        }
        dispatch = true
      }
    }
    return dispatch
  }

  private func add(watch: OpaquePointer?) -> Bool {
    guard let watch else { return false }
    watches.append(watch)
    update(fd: dbus_watch_get_unix_fd(watch), removing: nil)
    return true
  }

  private func remove(watch: OpaquePointer?) {
    guard let watch else { return }
    watches.removeAll { $0 == watch }
    update(fd: dbus_watch_get_unix_fd(watch), removing: watch)
  }

  private func update(watch: OpaquePointer?) {
    guard let watch else { return }
    update(fd: dbus_watch_get_unix_fd(watch), removing: nil)
  }

  /// Sets what epoll waits for on `fd`: the union of its enabled watches.
  private func update(fd: Int32, removing gone: OpaquePointer?) {
    guard fd >= 0 else { return }
    var wanted: UInt32 = 0
    for w in watches where w != gone && dbus_watch_get_unix_fd(w) == fd && dbus_watch_get_enabled(w) != 0 {
      let flags = dbus_watch_get_flags(w)
      if flags & DBUS_WATCH_READABLE.rawValue != 0 { wanted |= UInt32(EPOLLIN.rawValue) }
      if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { wanted |= UInt32(EPOLLOUT.rawValue) }
    }
    let had = socketEvents[fd]
    if wanted == 0 {
      if had != nil { control(EPOLL_CTL_DEL, fd, 0, tag: 0) }
      socketEvents[fd] = nil
    } else if had != wanted {
      control(had == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, fd, wanted, tag: Self.socketTag | UInt64(UInt32(fd)))
      socketEvents[fd] = wanted
    }
  }

  private func add(timeout: OpaquePointer?) -> Bool {
    guard let timeout else { return false }
    let fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK) | Int32(TFD_CLOEXEC))
    guard fd >= 0 else { return false }
    timers[timeout] = fd
    control(EPOLL_CTL_ADD, fd, UInt32(EPOLLIN.rawValue), tag: Self.timerTag | UInt64(UInt32(fd)))
    update(timeout: timeout)
    return true
  }

  private func remove(timeout: OpaquePointer?) {
    guard let timeout, let fd = timers.removeValue(forKey: timeout) else { return }
    control(EPOLL_CTL_DEL, fd, 0, tag: 0)
    close(fd)
  }

  /// Arms the timeout's timer to fire every interval while it is enabled, or disarms it.
  private func update(timeout: OpaquePointer?) {
    guard let timeout, let fd = timers[timeout] else { return }
    var spec = itimerspec()
    if dbus_timeout_get_enabled(timeout) != 0 {
      let ms = max(1, Int(dbus_timeout_get_interval(timeout)))
      let interval = timespec(tv_sec: ms / 1000, tv_nsec: (ms % 1000) * 1_000_000)
      spec = itimerspec(it_interval: interval, it_value: interval)
    }
    _ = timerfd_settime(fd, 0, &spec, nil)
  }

  private func control(_ operation: Int32, _ fd: Int32, _ events: UInt32, tag: UInt64) {
    var event = epoll_event()
    event.events = events
    event.data.u64 = tag
    _ = epoll_ctl(descriptor, operation, fd, &event)
  }
}
