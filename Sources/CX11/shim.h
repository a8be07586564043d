#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/shape.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/// An input context on `window` for `im` that draws no preedit or status of its own
/// (the root-window style, then none); NULL when the method supports neither. XCreateIC
/// takes a variadic list, which Swift cannot call.
static inline XIC sheet_compositor_create_ic(XIM im, Window window) {
  XIC ic = XCreateIC(
      im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window, XNFocusWindow, window, NULL);
  if (ic == NULL) {
    ic = XCreateIC(
        im, XNInputStyle, XIMPreeditNone | XIMStatusNone, XNClientWindow, window, XNFocusWindow, window, NULL);
  }
  return ic;
}

#include <poll.h>
#include <signal.h>
#include <time.h>

/// poll(2) with a timeout in nanoseconds (negative: none), so a frame due in 16.667 ms
/// wakes then and not at the next whole millisecond. ppoll(2) is declared here because
/// the C library's module leaves its GNU extensions out; the declaration is glibc's own.
extern int ppoll(struct pollfd *__fds, nfds_t __nfds, const struct timespec *__timeout, const __sigset_t *__ss);
static inline int sheet_compositor_poll(struct pollfd *fds, nfds_t count, long long nanoseconds) {
  if (nanoseconds < 0) return poll(fds, count, -1);
  struct timespec limit = {(time_t)(nanoseconds / 1000000000LL), (long)(nanoseconds % 1000000000LL)};
  return ppoll(fds, count, &limit, NULL);
}
