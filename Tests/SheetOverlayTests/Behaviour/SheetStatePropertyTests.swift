import Compositor
import Testing

@testable import SheetOverlay

/// Thousands of seeded random sequences of drags, flicks, taps, second pointers, resizes,
/// relayouts, selections, presentations and dismissals against ``SheetState``, checking
/// after every event that:
///
/// - no frame jumps further than the pointer moved plus one frame of the spring (the
///   spring's speed over a frame is bounded by its energy at the frame's start), or of
///   the eased move with reduced motion (at most twice its average speed); a fade moves
///   nothing;
/// - without skipping, a release never crosses a detent, and dismisses only from the
///   smallest detent or below it;
/// - the binding always names the detent the sheet is moving to;
///
/// and that every sequence ends at rest on a detent, or dismissed, wholly opaque.
@Suite struct SheetStatePropertyTests {
  static let sequences = 3000
  static let pool: [SheetOverlayDetent] = [
    .height(250), .medium, .large, .fraction(0.3), .height(100), .fitContent, .height(2000), .fraction(0.5),
  ]

  @Test(arguments: 0..<4)
  func randomSequencesKeepTheRules(shard: Int) {
    var failures: [String] = []
    for seed in stride(from: UInt64(shard), to: UInt64(Self.sequences), by: 4) {
      if let failure = Self.run(seed: seed) {
        failures.append("seed \(seed): \(failure)")
        if failures.count == 3 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  struct Sequence {
    var random: SplitMix64
    var m: MachineDriver
    var failure: String?
    /// The latest events, for the failure message.
    var recent: [String] = []
    /// The time of the last frame.
    var lastFrame = 0.0
    var rulesSkipping: Bool { m.state.rules.allowsDetentSkipping }

    init(seed: UInt64) {
      random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
      let rules = SheetRules(
        isDismissible: random.chance(0.7), allowsDetentSkipping: random.chance(0.2),
        spring: random.chance(0.8) ? .default : .bouncy, motion: random.chance(0.25) ? .reduced : .standard)
      var detents = Self.someDetents(&random)
      if detents.isEmpty { detents = [.medium] }
      m = MachineDriver(
        detents, selected: detents[0], containerHeight: random.double(in: 200...1200), rules: rules,
        presented: random.chance(0.8))
      lastFrame = m.time
    }

    static func someDetents(_ random: inout SplitMix64) -> [SheetOverlayDetent] {
      SheetStatePropertyTests.pool.filter { _ in random.chance(0.4) }
    }

    mutating func fail(_ message: String) {
      if failure == nil {
        failure = "\(message) (phase \(m.phase), t = \(m.time)); last events:\n  " + recent.joined(separator: "\n  ")
      }
    }

    /// Sends `event` and checks what must hold around it.
    mutating func send(_ event: SheetEvent) {
      if case .tick = event {
      } else {
        recent.append("t=\(m.time) \(event) at \(m.height) \(m.phase)")
        if recent.count > 12 { recent.removeFirst() }
      }
      let before = m.state
      m.send(event)
      let after = m.state
      let jump = abs(after.height - before.height)
      switch event {
      case .tick:
        // The sheet showed the last frame's height until the spring (re)started, so the
        // frame spans from the later of the two.
        var allowed = 0.06
        switch before.animation {
        case .spring(let s)?:
          let t0 = Swift.max(lastFrame, s.startTime)
          let w = 2 * Double.pi / s.spring.response
          let x0 = s.value(at: t0) - s.target
          let v0 = s.velocity(at: t0)
          allowed += (after.time - t0) * (abs(v0) + w * abs(x0))
        case .move(let m)?:
          // An eased move is never faster than twice its average speed.
          let t0 = Swift.max(lastFrame, m.startTime)
          allowed += (after.time - t0) * 2 * abs(m.to - m.from) / Swift.max(m.duration, 1e-9)
        case nil:
          break
        }
        // A sheet that faded out is out of sight: it is put at its hidden height.
        if before.fade?.to == 0 && after.phase == .dismissed { allowed = .infinity }
        lastFrame = after.time
        if jump > allowed { fail("a frame jumped \(jump), the spring allows \(allowed)") }
      case .dragMoved(_, let delta):
        if jump > abs(delta) + 1e-9 { fail("a drag step of \(delta) moved the sheet \(jump)") }
      case .layoutChanged(_, .resize), .layoutChanged(_, .placement):
        break  // the detents moved: the sheet may be brought within them
      case .layoutChanged(let layout, .relayout):
        // The sheet stays where it is shown, unless that is past the reach of the new
        // detents' rubber band: then it comes within it.
        let reach = layout.largest + 0.99 * layout.bandDimension
        if jump > Swift.max(0, before.height - reach) + 1e-6 { fail("a relayout moved the sheet \(jump)") }
      case .dragEnded:
        if jump > 1e-9 { fail("a release moved the sheet \(jump)") }
        if before.phase == .dragging && after.activePointer == nil { checkRelease(before, after) }
      case .present where before.phase == .dismissed && after.opacity == 0:
        break  // with reduced motion it appears where it rests, wholly transparent, and fades in
      default:
        if jump > 1e-9 { fail("\(event) moved the sheet \(jump)") }
      }
      checkTarget(after)
    }

    /// A release moves at most one detent, and dismisses only from the smallest or below.
    mutating func checkRelease(_ before: SheetState, _ after: SheetState) {
      let heights = before.layout.heights
      let released = Swift.min(heights.last!, Swift.max(heights[0], before.height))
      if after.phase == .dismissing {
        if released > heights[0] + 0.5 { fail("dismissed from \(before.height), above the smallest \(heights[0])") }
        return
      }
      guard !rulesSkipping else { return }
      let target = after.targetHeight
      let crossed = heights.filter { $0 > Swift.min(released, target) + 0.5 && $0 < Swift.max(released, target) - 0.5 }
      if !crossed.isEmpty { fail("a release at \(before.height) went to \(target), crossing \(crossed)") }
    }

    /// The binding names the detent the sheet is moving to.
    mutating func checkTarget(_ s: SheetState) {
      if m.binding != s.selection { fail("the binding holds \(m.binding), the sheet goes to \(s.selection)") }
      guard let target = s.animation?.targetHeight else { return }
      let expected = s.phase == .dismissing ? s.layout.hiddenHeight : s.targetHeight
      if abs(target - expected) > 1e-9 {
        fail("the animation goes to \(target), the target is \(expected)")
      }
    }

    mutating func frames(_ n: Int) {
      for _ in 0..<n {
        m.time += MachineDriver.frame
        send(.tick)
      }
    }

    mutating func drag(pointer: Int, other: Bool) {
      send(.pointerDown(pointer: pointer))
      frames(random.int(in: 0...3))
      if random.chance(0.2) {
        send(random.chance(0.8) ? .pointerUp(pointer: pointer) : .pointerCancelled(pointer: pointer))
        return
      }
      send(.dragBegan(pointer: pointer))
      for _ in 0..<random.int(in: 1...12) {
        m.time += MachineDriver.frame
        let step = random.chance(0.9) ? random.double(in: -120...120) : random.double(in: -5000...5000)
        send(.dragMoved(pointer: pointer, by: step))
        if other && random.chance(0.3) {
          // A second pointer does its own thing meanwhile.
          send(.pointerDown(pointer: pointer + 1))
          send(.dragBegan(pointer: pointer + 1))
          send(.dragMoved(pointer: pointer + 1, by: random.double(in: -400...400)))
          send(.dragEnded(pointer: pointer + 1, velocity: random.double(in: -9000...9000)))
        }
        if random.chance(0.05) { change() }
        send(.tick)
      }
      if random.chance(0.1) {
        send(.pointerCancelled(pointer: pointer))
      } else {
        let v = random.chance(0.3) ? 0 : random.double(in: -9000...9000)
        send(.dragEnded(pointer: pointer, velocity: v))
      }
    }

    /// A resize, a relayout, a move to another placement, or new rules.
    mutating func change() {
      var detents = Self.someDetents(&random)
      if detents.isEmpty { detents = [.large] }
      let container = random.chance(0.1) ? random.double(in: 1...60) : random.double(in: 200...2000)
      let content = random.double(in: 0...900)
      switch random.int(in: 0...5) {
      case 0, 1:
        send(.layoutChanged(MachineDriver.layout(detents, containerHeight: container, contentHeight: content), .resize))
      case 5:
        // A card's detents are measured inside the margins: a smaller height, animated.
        let card = m.state.layout.bandDimension - random.double(in: 0...64)
        send(.layoutChanged(MachineDriver.layout(detents, containerHeight: card, contentHeight: content), .placement))
      case 2, 3:
        // The same container: other detents, another safe area or content size.
        let same = m.state.layout.bandDimension
        send(.layoutChanged(MachineDriver.layout(detents, containerHeight: same, contentHeight: content), .relayout))
      default:
        var rules = m.state.rules
        if random.chance(0.8) {
          rules.isDismissible.toggle()
        } else {
          rules.motion = rules.motion == .reduced ? .standard : .reduced
        }
        send(.rulesChanged(rules))
      }
    }

    mutating func step() {
      switch random.int(in: 0...99) {
      case 0..<40: drag(pointer: 0, other: random.chance(0.3))
      case 40..<50: send(.present)
      case 50..<57: send(.dismiss)
      case 57..<70:
        let pool = SheetStatePropertyTests.pool
        send(.select(pool[random.int(in: 0...(pool.count - 1))]))
      case 70..<80: change()
      default: break
      }
      frames(random.int(in: 0...40))
    }
  }

  static func run(seed: UInt64) -> String? {
    var s = Sequence(seed: seed)
    for _ in 0..<s.random.int(in: 1...25) {
      s.step()
      if let f = s.failure { return f }
    }
    // Input stops: within ten seconds the sheet rests on its target, or is dismissed.
    for _ in 0..<600 where s.m.phase != .resting && s.m.phase != .dismissed { s.frames(1) }
    if let f = s.failure { return f }
    // At rest or out of sight, the sheet is never left partly faded.
    if s.m.state.opacity != 1 { return "\(s.m.phase) at opacity \(s.m.state.opacity)" }
    switch s.m.phase {
    case .resting:
      if s.m.height != s.m.state.targetHeight { return "resting at \(s.m.height), not on \(s.m.state.targetHeight)" }
    case .dismissed:
      if s.m.height != s.m.state.layout.hiddenHeight { return "dismissed, but shown at \(s.m.height)" }
    default:
      return "not at rest ten seconds after the last event: phase \(s.m.phase), height \(s.m.height)"
    }
    return nil
  }
}
