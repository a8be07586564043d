/// How long before its vblank a frame starts, as sway's `max_render_time auto` and weston's
/// repaint window decide it: late in the refresh, so the input that arrives meanwhile is in
/// the frame, yet early enough to be done in time.
///
/// The lead is the render time to allow (``renderAllowance``: the moving average of recent
/// render times, start to pixels sent, plus their spread, plus a back-off), plus a
/// margin, plus how long before its vblank the server needs a frame (the `serverLead` the
/// ``VblankClock`` learned from the server's counter). A frame that misses its vblank
/// because its pixels were sent later than the server needs them (a slow render, a late
/// wake) raises the render back-off by ``backOffStep``; each frame shown on time lowers it
/// by ``backOffStep``/``recoveryFrames``, so the allowance finds the edge again at most once
/// every ``recoveryFrames`` frames. A frame that misses although it was sent in time tells
/// the clock, not the allowance.
@_spi(Testing) public struct RenderLead: Sendable {
  /// How many render times the average spans.
  public static let window = 64
  /// Time kept free between the predicted end of a frame and what the server needs.
  public static let margin = 0.001
  /// What a frame sent too late adds to the render time to allow.
  public static let backOffStep = 0.001
  /// Frames shown on time it takes to undo one ``backOffStep``.
  public static let recoveryFrames = 600.0

  /// Seconds between vblanks.
  public let interval: Double
  /// Whether frames start late in the refresh (`false`: right at the vblank before).
  public let startsLate: Bool
  /// What frames sent late added to the render time to allow.
  public private(set) var renderBackOff = 0.0
  /// How many frames reached the screen after the vblank they were aimed at.
  public private(set) var missedFrames = 0
  /// How many frames were shown at all.
  public private(set) var shownFrames = 0
  private var renderTimes: [Double] = []
  private var next = 0

  /// A lead for a display refreshing every `interval` seconds.
  public init(interval: Double, startsLate: Bool = true) {
    self.interval = interval
    self.startsLate = startsLate
  }

  /// The average of the recent render times; 0 before the first.
  public var predictedRenderTime: Double {
    renderTimes.isEmpty ? 0 : renderTimes.reduce(0, +) / Double(renderTimes.count)
  }

  /// The render time to allow: the average of the recent ones plus their standard
  /// deviation, plus the render back-off.
  public var renderAllowance: Double {
    guard !renderTimes.isEmpty else { return renderBackOff }
    let mean = predictedRenderTime
    let variance = renderTimes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(renderTimes.count)
    return mean + variance.squareRoot() + renderBackOff
  }

  /// How long before its vblank the next frame starts when the server needs its pixels
  /// `serverLead` seconds before the vblank: at most one refresh and a half (two frames in
  /// flight); exactly one refresh when frames start at the vblank, and while what the
  /// server needs is not known (`nil`), as nothing is assumed of it.
  public func lead(serverLead: Double?) -> Double {
    guard startsLate, let serverLead else { return interval }
    return Swift.min(renderAllowance + Self.margin + serverLead, 1.5 * interval)
  }

  /// Notes how long a frame took from its start until its pixels were sent.
  public mutating func recordRenderTime(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    if renderTimes.count < Self.window {
      renderTimes.append(seconds)
    } else {
      renderTimes[next] = seconds
      next = (next + 1) % Self.window
    }
  }

  /// Notes that a frame aimed at vblank `target` was shown at vblank `shown`, its pixels
  /// sent `spare` seconds before the target's vblank (negative: after it), when the server
  /// was known to need them `serverLead` seconds before (`nil`: not known).
  public mutating func recordShown(target: UInt64, shown: UInt64, spare: Double, serverLead: Double?) {
    shownFrames += 1
    if shown > target {
      missedFrames += 1
      // Sent in time by what the server was known to need: the clock learns from it.
      guard let serverLead, spare < serverLead else { return }
      renderBackOff = Swift.min(renderBackOff + Self.backOffStep, interval / 2)
    } else {
      renderBackOff = Swift.max(0, renderBackOff - Self.backOffStep / Self.recoveryFrames)
    }
  }
}
