/// How long before its vblank a frame starts, as sway's `max_render_time auto` and weston's
/// repaint window decide it: late in the refresh, so the input that arrives meanwhile is in
/// the frame, yet early enough to be done in time.
///
/// The lead is the render time to allow (``renderAllowance``: the ``allowedQuantile`` of the
/// recent render times, start to pixels sent, plus a back-off), plus a margin, plus what
/// the server needs before its vblank (``serverLead``). A quantile, not the average plus the
/// spread: render times have a long tail (a frame that binds new rows, a busy machine), and
/// a few slow frames inflate the spread far past the time most frames take, so most frames
/// would be done early and wait for their vblank.
///
/// Both back-offs are learned from misses, towards a share of late frames, ``missBudget``:
/// each miss raises one by ``backOffStep`` and each frame shown on time lowers both by
/// ``recoveryPerFrame``, so they stop growing where about one frame in a hundred is late.
/// (Recovering more slowly would pin the lead to the slowest frame in that many: at one
/// step per 600 frames, to the 99.8th percentile of render times, which at scale 2 is
/// twice the median.) A frame that misses its vblank although its pixels were sent with at
/// least ``serverLead`` to spare says the server needs more: ``serverLead`` rises past that
/// frame's spare time by ``backOffStep``. A frame that missed because it was sent late (a
/// slow render, a late wake) raises the render back-off by ``backOffStep``.
///
/// Frames are presented relaxed (``X11PresentQueue``): one that reaches the server after
/// its counter reached the target is shown at once, so the server needs a frame by the
/// vblank itself (``serverLead`` stays near 0), on a display's driver as on Xvfb, whose
/// counter turns half a refresh early. A frame the server reports at its target but whose
/// pixels were sent after the target's vblank was shown late, at once, as the counter had
/// passed: it counts as missed and backs the render allowance off, as one shown a vblank
/// later does.
package struct RenderLead: Sendable {
  /// How many recent render times the allowance is taken from: two seconds at 60 Hz.
  package static let window = 120
  /// The share of recent render times the allowance covers before any back-off.
  package static let allowedQuantile = 0.9
  /// The share of frames allowed to miss their vblank: the back-offs settle where about
  /// this many do.
  package static let missBudget = 0.01
  /// Time kept free between the predicted end of a frame and what the server needs.
  package static let margin = 0.001
  /// How far past a missed frame's spare time the back-off goes.
  package static let backOffStep = 0.001
  /// How much each frame shown on time lowers the back-offs: one ``backOffStep`` for every
  /// miss the budget allows, so a back-off stops growing when misses are at the budget.
  package static let recoveryPerFrame = backOffStep * missBudget / (1 - missBudget)

  /// Seconds between vblanks.
  package let interval: Double
  /// Whether frames start late in the refresh (`false`: right at the vblank before).
  package let startsLate: Bool
  /// How long before its vblank the server needs a frame's pixels, as misses taught it.
  package private(set) var serverLead = 0.0
  /// What frames sent late added to the render time to allow.
  package private(set) var renderBackOff = 0.0
  /// How many frames reached the screen after the vblank they were aimed at: at a later
  /// vblank, or at once after it.
  package private(set) var missedFrames = 0
  /// How many frames were shown at all.
  package private(set) var shownFrames = 0
  private var renderTimes: [Double] = []
  /// ``renderTimes`` in increasing order, for the quantile.
  private var sortedRenderTimes: [Double] = []
  private var next = 0

  /// A lead for a display refreshing every `interval` seconds.
  package init(interval: Double, startsLate: Bool = true) {
    self.interval = interval
    self.startsLate = startsLate
  }

  /// The average of the recent render times; 0 before the first.
  package var predictedRenderTime: Double {
    renderTimes.isEmpty ? 0 : renderTimes.reduce(0, +) / Double(renderTimes.count)
  }

  /// The render time to allow: the ``allowedQuantile`` of the recent ones (the smallest
  /// that many of them fit in), plus the render back-off.
  package var renderAllowance: Double {
    guard !sortedRenderTimes.isEmpty else { return renderBackOff }
    let rank = (Self.allowedQuantile * Double(sortedRenderTimes.count)).rounded(.up)
    let index = Swift.min(sortedRenderTimes.count - 1, Swift.max(0, Int(rank) - 1))
    return sortedRenderTimes[index] + renderBackOff
  }

  /// How long before its vblank the next frame starts: at most one refresh and a half
  /// (two frames in flight), and exactly one refresh when frames start at the vblank.
  package var lead: Double {
    guard startsLate else { return interval }
    return Swift.min(renderAllowance + Self.margin + serverLead, 1.5 * interval)
  }

  /// Notes how long a frame took from its start until its pixels were sent.
  package mutating func recordRenderTime(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    if renderTimes.count < Self.window {
      renderTimes.append(seconds)
    } else {
      let old = renderTimes[next]
      if let index = sortedRenderTimes.firstIndex(of: old) { sortedRenderTimes.remove(at: index) }
      renderTimes[next] = seconds
      next = (next + 1) % Self.window
    }
    let index = sortedRenderTimes.firstIndex { $0 > seconds } ?? sortedRenderTimes.count
    sortedRenderTimes.insert(seconds, at: index)
  }

  /// Notes that a frame aimed at vblank `target` was shown at vblank `shown`, its pixels
  /// sent `spare` seconds before the target's vblank (negative: after it).
  package mutating func recordShown(target: UInt64, shown: UInt64, spare: Double) {
    shownFrames += 1
    if shown > target || spare < 0 {
      missedFrames += 1
      if spare >= serverLead {
        serverLead = Swift.min(spare + Self.backOffStep, interval)
      } else {
        renderBackOff = Swift.min(renderBackOff + Self.backOffStep, interval / 2)
      }
    } else {
      serverLead = Swift.max(0, serverLead - Self.recoveryPerFrame)
      renderBackOff = Swift.max(0, renderBackOff - Self.recoveryPerFrame)
    }
  }
}
