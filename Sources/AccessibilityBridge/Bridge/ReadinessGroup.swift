import CDBus
import Glibc

/// One descriptor that is readable while any of several is: an epoll set, for a loop that
/// waits on a single extra descriptor besides its own (the X11 window's
/// `wakeDescriptor`) but has more than one to watch.
public final class ReadinessGroup {
  /// The descriptor to wait on.
  public let descriptor: Int32

  /// A group watching `members` for reading; `nil` if the system refuses an epoll set.
  public init?(_ members: [Int32]) {
    descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    for fd in members {
      var event = epoll_event()
      event.events = UInt32(EPOLLIN.rawValue)
      event.data.fd = fd
      _ = epoll_ctl(descriptor, EPOLL_CTL_ADD, fd, &event)
    }
  }

  deinit { close(descriptor) }
}
