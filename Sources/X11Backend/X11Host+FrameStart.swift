extension X11Host {
  /// When in the display's refresh a frame starts, with the X Present extension.
  public enum FrameStart: Sendable, Equatable {
    /// At the next vblank minus the predicted render time minus a margin, as sway's
    /// `max_render_time auto` does: input that arrives before then is in the frame, which
    /// is done just in time. Frames that miss their vblank make the prediction back off.
    /// On a server seen to show frames that arrive well before their vblank at once (a fake
    /// vblank such as Xvfb's, whose counter turns half a refresh early), the frame starts
    /// no earlier than lets the fast frames arrive within that span, so none waits a
    /// refresh for the vblank.
    case late
    /// Right after the vblank before the one the frame is aimed at: a whole refresh to
    /// render it, and the input of that refresh waits for the next.
    case atVblank
  }
}
