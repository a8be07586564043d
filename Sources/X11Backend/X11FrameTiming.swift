/// When one frame of an ``X11Host`` ran, on the screen's clock, and which input it took:
/// for measuring the pacing and the latency a person feels.
public struct X11FrameTiming: Sendable, Equatable {
  /// The frame's number, from 0.
  public var number: Int
  /// When the frame began: its input was handed to the screen and the screen ticked.
  public var start: Double
  /// When its pixels were with the X server (the present returned).
  public var presented: Double
  /// The timestamps of every input event the frame took, moves it coalesced included.
  public var inputTimes: [Double]

  /// The frame's input latencies, in seconds: from each input event to the frame's start.
  public var inputToFrame: [Double] { inputTimes.map { start - $0 } }

  /// From each input event to the end of the frame's present.
  public var inputToPresent: [Double] { inputTimes.map { presented - $0 } }
}
