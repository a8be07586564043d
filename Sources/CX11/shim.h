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

#include <spawn.h>

/// Adds to `actions` the closing of every descriptor from `lowest` up, in the child (glibc
/// 2.34). Declared here for the reason ppoll is: the declaration is glibc's own.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *__actions, int __from);

#include <errno.h>
#include <string.h>
#include <unistd.h>

/// The pipes a caught termination signal's number is written to, each stored as its write
/// end's descriptor + 1 (0: a free slot), for every X11Host that stops on signals. A
/// function's static, not a file's: Swift emits the header functions it calls, with their
/// statics, but not a header's variables; so one Swift file calls all of these, and they
/// live in its object file once.
#define SHEET_COMPOSITOR_SIGNAL_PIPES 64
static inline volatile int *sheet_compositor_signal_pipes(void) {
  static volatile int pipes[SHEET_COMPOSITOR_SIGNAL_PIPES];
  return pipes;
}

/// The handler: writes the signal's number to every registered pipe and nothing else
/// (write(2) is async-signal-safe; errno is kept for the code it interrupted).
static void sheet_compositor_on_signal(int number) {
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  for (int i = 0; i < SHEET_COMPOSITOR_SIGNAL_PIPES; i++) {
    int end = sheet_compositor_signal_pipes()[i] - 1;
    if (end >= 0) (void)write(end, &byte, 1);
  }
  errno = saved;
}

/// Catches `number` with the handler above (restarting interrupted calls), keeping the
/// action it replaces in `previous`; sigaction(2)'s result.
static inline int sheet_compositor_catch_signal(int number, struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = sheet_compositor_on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(number, &action, previous);
}

/// Puts back the action `sheet_compositor_catch_signal` replaced.
static inline int sheet_compositor_restore_signal(int number, const struct sigaction *previous) {
  return sigaction(number, previous, NULL);
}
