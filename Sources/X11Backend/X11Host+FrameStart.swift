extension X11Host {
  /// When in the display's refresh a frame starts, with the X Present extension.
  public enum FrameStart: Sendable, Equatable {
    /// At the next vblank minus the predicted render time minus a margin, as sway's
    /// `max_render_time auto` does: input that arrives before then is in the frame, which
    /// is done just in time. Frames that miss their vblank make the prediction back off.
    /// On a server seen to show frames that arrive well before their vblank at once (a fake
    /// vblank such as Xvfb's, whose counter turns half a refresh early), a frame whose
    /// input is all in starts as soon as it can arrive within that span, and none starts
    /// so early that the fast frames arrive before it and wait a refresh for the vblank.
    case late
    /// Right after the vblank before the one the frame is aimed at: a whole refresh to
    /// render it, and the input of that refresh waits for the next.
    case atVblank
  }
}
