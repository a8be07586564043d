#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
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
