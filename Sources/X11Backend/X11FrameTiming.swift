/// When one frame of an ``X11Host`` ran and reached the screen, on the screen's clock, and
/// which input it took: for measuring the pacing and the latency a person feels.
public struct X11FrameTiming: Sendable, Equatable {
  /// The frame's number, from 0.
  public var number: Int
  /// When the frame began: its input was handed to the screen and the screen ticked.
  public var start: Double
  /// When its pixels were with the X server (the present returned).
  public var presented: Double
  /// The timestamps of every input event the frame took, moves it coalesced included.
  public var inputTimes: [Double]
  /// The vblank (MSC) the frame was aimed at, through the X Present extension; `nil`
  /// without Present, or when it went to whichever vblank came next.
  public var targetMSC: UInt64?
  /// When the schedule expected the vblank at ``targetMSC``, on the host's clock; `nil`
  /// without a target. A frame ``shown`` before its present returned (``presented``) was
  /// shown on arrival, the server's counter having already reached the target (as Xvfb's
  /// does half a refresh early): before this vblank, or after it (late, shown at once). One
  /// shown after its present returned waited in the server for a vblank. Set once the
  /// frame is presented.
  public var targetVblank: Double?
  /// The vblank (MSC) the frame reached the screen at, as the server reported it; `nil`
  /// without Present.
  public var msc: UInt64?
  /// When the frame reached the screen: through Present, the UST the server reported for
  /// it, on the screen's clock (its vblank's, or, for a frame that arrived after the
  /// server's counter reached its target, the moment it was shown at once); without
  /// Present, when its upload ended
  /// (``presented``); `nil` for a frame that changed no pixel.
  public var shown: Double?
  /// The server's own reading of ``shown`` through Present: the UST of its
  /// `PresentCompleteNotify`, in microseconds on the server's clock, unmapped (an X server
  /// on Linux, Xvfb among them, reads `CLOCK_MONOTONIC`), for comparing with times another
  /// process took on that clock, such as when input was injected; `nil` without Present.
  /// Set when the server reports the frame, after the initializer.
  public var shownUST: UInt64?

  /// The frame's input latencies, in seconds: from each input event to the frame's start.
  public var inputToFrame: [Double] { inputTimes.map { start - $0 } }

  /// From each input event to the end of the frame's present.
  public var inputToPresent: [Double] { inputTimes.map { presented - $0 } }

  /// From each input event to the frame reaching the screen; empty when it was not shown.
  public var inputToDisplay: [Double] { shown.map { shown in inputTimes.map { shown - $0 } } ?? [] }

  /// Whether the frame reached the screen after the vblank it was aimed at.
  public var missedVblank: Bool {
    guard let targetMSC, let msc else { return false }
    return msc > targetMSC
  }
}
