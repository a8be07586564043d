import Compositor

@testable import SheetOverlay

/// Drives a ``SheetState`` by hand on its own clock at 60 frames a second, keeping every
/// effect it returns and a `selected` binding that follows them, as the presentation does.
struct MachineDriver {
  var state: SheetState
  var time = 0.0
  /// Every effect so far, with the time it came out.
  var log: [(time: Double, effect: SheetEffect)] = []
  /// What the `selected` binding holds: written by every `targetChanged`.
  var binding: SheetOverlayDetent
  /// The heights shown, one per frame.
  var frames: [Double] = []

  static let frame = 1.0 / 60

  /// A sheet over a container `containerHeight` high with `detents`, at rest on `selected`
  /// (presented and settled) unless `presented` is false.
  init(
    _ detents: [SheetOverlayDetent] = [.height(250), .medium, .large], selected: SheetOverlayDetent = .medium,
    containerHeight: Double = 800, rules: SheetRules = SheetRules(), presented: Bool = true
  ) {
    state = SheetState(
      layout: Self.layout(detents, containerHeight: containerHeight), selection: selected, rules: rules)
    binding = state.selection
    if presented {
      send(.present)
      run(1.5)
      log.removeAll()
      frames.removeAll()
    }
  }

  /// The layout the presentation would resolve: the sheet's shadow hides 12 points below.
  static func layout(_ detents: [SheetOverlayDetent], containerHeight: Double, contentHeight: Double = 0) -> SheetLayout
  {
    let resolver = DetentResolver(containerHeight: containerHeight, contentHeight: contentHeight)
    return SheetLayout(detents: resolver.resolve(detents), hiddenHeight: -12, bandDimension: containerHeight)
  }

  var height: Double { state.height }
  var phase: SheetOverlayPhase { state.phase }
  var effects: [SheetEffect] { log.map(\.effect) }

  /// Sends one event now and returns its effects.
  @discardableResult
  mutating func send(_ event: SheetEvent) -> [SheetEffect] {
    let out = state.handle(event, at: time)
    for e in out {
      log.append((time, e))
      if case .targetChanged(let d) = e { binding = d }
    }
    return out
  }

  /// Runs frames for `seconds`.
  mutating func run(_ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { tick() }
  }

  /// One frame.
  mutating func tick() {
    time += Self.frame
    send(.tick)
    frames.append(state.height)
  }

  /// Runs frames until the sheet rests or is dismissed, at most `limit` seconds.
  mutating func settle(limit: Double = 5) {
    var left = Int(limit * 60)
    while state.phase != .resting && state.phase != .dismissed && left > 0 {
      tick()
      left -= 1
    }
  }

  /// A drag by `pointer`: down, then the sheet moved by `distance` points (positive up) in
  /// `steps` frames, released at `velocity` points per second (positive up).
  mutating func drag(by distance: Double, steps: Int = 6, velocity: Double, pointer: Int = 0) {
    send(.pointerDown(pointer: pointer))
    send(.dragBegan(pointer: pointer))
    for _ in 0..<steps {
      time += Self.frame
      send(.dragMoved(pointer: pointer, by: distance / Double(steps)))
    }
    send(.dragEnded(pointer: pointer, velocity: velocity))
  }

  /// Drags the sheet from where it is to `height` (shown, between the detents) and
  /// releases it there at `velocity`.
  mutating func release(at height: Double, velocity: Double) {
    drag(by: height - state.height, velocity: velocity)
  }
}
