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
///
/// What the server does with a frame that comes early is learned from its reports too. A
/// display's driver holds every frame that arrives before its vblank until that vblank. A
/// server whose MSC counter turns before its vblank (Xvfb's, and any fake vblank that
/// rounds the time to the nearest one, turns half a refresh early) shows a frame that
/// arrives in that span at once, and holds only one that arrives earlier, for the whole
/// rest of the refresh. Where the server has shown frames sent as much as
/// ``shownOnArrivalSpan`` before their vblank (a quarter of a refresh or more), a frame
/// whose input is all in may start as early as lets it arrive within that span
/// (``earlyStart(planned:vblank:nextInput:)``): it is shown as it arrives, so sooner. And
/// once a frame sent hardly earlier than that span was held, so that the span is known
/// from both sides, a lead longer than the fast frames' render time plus the span buys
/// nothing but waits: the fast frames that finish before the span opens wait for the
/// vblank, a refresh or more after their input. There the lead is capped
/// (``earlyFrameCap``) so that all but the fastest ``fastQuantile`` of recent frames
/// arrive within the span, even when that leaves more frames than the miss budget late; a
/// late frame is still shown at once with its target's number, and those misses do not
/// raise the back-off (the lead was short by choice, not by surprise). On a display, which
/// never shows a frame before its vblank, neither applies.
///
/// The span is the longest any frame was sent early and still shown on arrival, but no
/// longer than the shortest any of the last ``window`` frames was sent early and held, for
/// that frame disproves a longer span. A server's span can shrink (a busier server, a
/// clock mapping that drifted): the frames the cap then sends too early are held, and the
/// span follows them down. The held frames bound it only over the window, as the render
/// times count, so that one held frame does not shorten the span for the rest of the
/// process. The frames shown on arrival count over the whole run: under the cap and when
/// starting early, frames aim half a margin inside the span, so recent ones never show its
/// whole length, and a span taken from them alone would shrink window by window. Nor does
/// the cap lift when the held frames that bounded the span leave the window: without it
/// the lead is the budget's again, which can hold every frame, each too early to put the
/// cap back.
package struct RenderLead: Sendable {
  /// How many recent render times the allowance is taken from, and how many recent frames
  /// the held frames that bound the span are taken from: two seconds at 60 Hz.
  package static let window = 120
  /// The share of recent render times the allowance covers before any back-off.
  package static let allowedQuantile = 0.9
  /// The share of frames allowed to miss their vblank: the back-offs settle where about
  /// this many do.
  package static let missBudget = 0.01
  /// Time kept free between the predicted end of a frame and what the server needs.
  package static let margin = 0.001
  /// How far past a missed frame's spare time the back-off goes. A quarter of a
  /// millisecond: each step moves every later frame's start, and a millisecond at a time
  /// left the lead a sawtooth whose teeth held the fast frames of the refreshes after a miss
  /// for their vblank.
  package static let backOffStep = 0.000_25
  /// The share of recent frames that may finish so fast that, under ``earlyFrameCap``, they
  /// reach the server before it would show them on arrival.
  package static let fastQuantile = 0.05
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
  /// How long before its vblank a frame may be sent and still be shown on arrival: how
  /// early the server's counter turns, as far as recent frames have shown it. The
  /// ``longestOnArrivalSpare``, but no more than the ``shortestHeldSpare`` (0 on a
  /// display, which holds every early frame).
  package private(set) var shownOnArrivalSpan = 0.0
  /// The longest a frame's pixels were sent before its vblank and still shown on arrival
  /// (before the vblank, not held for it); 0 before the first.
  package private(set) var longestOnArrivalSpare = 0.0
  /// How many frames the server held until their vblank although their pixels were sent in
  /// time for it.
  package private(set) var heldFrames = 0
  /// The shortest time before its vblank the pixels of one of the last ``window`` frames
  /// were sent that the server held for it: the server shows no frame on arrival that is
  /// sent earlier. `nil` without one.
  package private(set) var shortestHeldSpare: Double?
  /// The spares of the last ``window`` frames shown that were held (`nil` for the others).
  private var heldSpares = RecentValues(capacity: window)
  /// The shortest time before its vblank any held frame's pixels were sent; `nil` before
  /// the first: whether the span was ever known from both sides (``earlyFrameCap``).
  private var shortestHeldSpareEver: Double?
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
    quantile(Self.allowedQuantile) + renderBackOff
  }

  /// The render time most recent frames beat: the ``fastQuantile`` of them (the largest
  /// that share of them fit under); 0 before the first.
  package var fastRenderTime: Double {
    quantile(Self.fastQuantile)
  }

  /// The lead the miss budget asks for: the render allowance, the margin and what the
  /// server needs.
  package var budgetLead: Double {
    renderAllowance + Self.margin + serverLead
  }

  /// The longest lead at which all but the fastest recent frames still reach a server that
  /// shows frames on arrival within the span it was seen to (``shownOnArrivalSpan``), less
  /// half the margin; `nil` until the server has shown frames sent a quarter of a refresh
  /// or more before their vblank, so never on a display.
  package var onArrivalLead: Double? {
    guard startsLate, shownOnArrivalSpan >= interval / 4, !sortedRenderTimes.isEmpty else { return nil }
    return fastRenderTime + shownOnArrivalSpan - Self.margin / 2
  }

  /// The lead's cap on a server that shows frames on arrival: ``onArrivalLead``, once the
  /// span is known from both sides, a frame sent at most a margin earlier than the longest
  /// one shown on arrival having been held. Before that the span may be longer than seen,
  /// and a cap from it would make frames late for nothing.
  package var earlyFrameCap: Double? {
    guard let lead = onArrivalLead, let held = shortestHeldSpareEver, held <= longestOnArrivalSpare + Self.margin
    else {
      return nil
    }
    return lead
  }

  /// How long before its vblank the next frame starts: what the miss budget asks for, at
  /// most ``earlyFrameCap``, at most one refresh and a half (two frames in flight); exactly
  /// one refresh when frames start at the vblank.
  package var lead: Double {
    guard startsLate else { return interval }
    return Swift.min(budgetLead, earlyFrameCap ?? .infinity, 1.5 * interval)
  }

  /// When a frame aimed at the vblank at `vblank` and planned to start at `planned` may
  /// start instead, its input being all in: as soon as the lead reaches ``onArrivalLead``,
  /// when no more input is expected before the planned start (`nextInput`, from
  /// ``InputCadence``). On a server that shows frames on arrival, a frame is shown as its
  /// pixels arrive, so every input it takes is shown that much sooner; the pixels still
  /// arrive within the span the server was seen to show on arrival (and the fastest frames
  /// started so early teach how far that span reaches). Never more than a refresh and a
  /// half before the vblank, as ``lead`` promises (two frames in flight): with slow frames
  /// and a long span, the fast frames' time plus the span can be more. `nil` (start as
  /// planned) on a display, or when more input is due first.
  package func earlyStart(planned: Double, vblank: Double, nextInput: Double?) -> Double? {
    guard let onArrival = onArrivalLead, let nextInput, nextInput > planned else { return nil }
    let earliest = vblank - Swift.min(onArrival, 1.5 * interval)
    return earliest < planned ? earliest : nil
  }

  /// Whether ``earlyFrameCap`` holds the lead below what the miss budget asks for.
  private var isCapped: Bool {
    guard let cap = earlyFrameCap else { return false }
    return cap < budgetLead
  }

  /// The smallest recent render time that `share` of them fit under; 0 before the first.
  private func quantile(_ share: Double) -> Double {
    guard !sortedRenderTimes.isEmpty else { return 0 }
    let rank = (share * Double(sortedRenderTimes.count)).rounded(.up)
    let index = Swift.min(sortedRenderTimes.count - 1, Swift.max(0, Int(rank) - 1))
    return sortedRenderTimes[index]
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
  /// sent `spare` seconds before the target's vblank (negative: after it); `waited` says
  /// whether the server held it until a vblank (shown nearer the vblank than its present's
  /// return) or showed it as it arrived, when known.
  package mutating func recordShown(target: UInt64, shown: UInt64, spare: Double, waited: Bool? = nil) {
    shownFrames += 1
    let classified = shown == target && spare > 0 ? waited : nil
    if classified == true {
      heldFrames += 1
      shortestHeldSpareEver = Swift.min(shortestHeldSpareEver ?? spare, spare)
    }
    heldSpares.append(classified == true ? spare : nil)
    if classified == false { longestOnArrivalSpare = Swift.max(longestOnArrivalSpare, Swift.min(spare, interval)) }
    shortestHeldSpare = heldSpares.minimum
    shownOnArrivalSpan = Swift.min(longestOnArrivalSpare, shortestHeldSpare ?? .infinity)
    if shown > target || spare < 0 {
      missedFrames += 1
      if spare >= serverLead {
        serverLead = Swift.min(spare + Self.backOffStep, interval)
      } else if !isCapped {
        renderBackOff = Swift.min(renderBackOff + Self.backOffStep, interval / 2)
      }
    } else {
      serverLead = Swift.max(0, serverLead - Self.recoveryPerFrame)
      renderBackOff = Swift.max(0, renderBackOff - Self.recoveryPerFrame)
    }
  }
}
