/// A Present server's vblank clock as a schedule meets it, for tests without a display.
///
/// Vblank m is shown at m × interval, its report up to a millisecond early as Xvfb's
/// millisecond timer fires (`earliness`, cycled through by vblank); its MSC counter turns to
/// m `turnLead` seconds before that (Xvfb's fake counter half a refresh before, a driver's
/// at the vblank); and a frame aimed at m that arrives once the counter reads m or more is
/// shown at the vblank after the counter's, as `present_get_target_msc` decides for a
/// present that is not asynchronous.
struct SimulatedPresentServer: Sendable {
  var interval = 1.0 / 60
  var turnLead: Double
  /// How early vblank m's report comes: `earliness[m % earliness.count]`.
  var earliness = [0.0]
  /// A request's round trip: sent, handled half-way, answered.
  var roundTrip = 0.000_1

  /// Xvfb's fake vblank: the counter rounds the time to the nearest vblank, the timer fires
  /// on the vblank, up to a millisecond early.
  static let xvfb = SimulatedPresentServer(
    turnLead: 1.0 / 120, earliness: [0.0002, 0.0009, 0.0005, 0, 0.0007, 0.0003, 0.0008, 0.0001, 0.0006, 0.0004])
  /// A display's driver: the counter turns at the vblank, reported as it happens.
  static let driver = SimulatedPresentServer(turnLead: 0)

  /// The counter at `time`.
  func counter(at time: Double) -> UInt64 { UInt64(((time + turnLead) / interval).rounded(.down)) }

  /// When vblank `msc` is reported shown.
  func shown(_ msc: UInt64) -> Double { Double(msc) * interval - earliness[Int(msc % UInt64(earliness.count))] }

  /// The vblank a frame aimed at `target` (0: the next) is shown at when it arrives at
  /// `time`.
  func vblank(for target: UInt64, arrivingAt time: Double) -> UInt64 { Swift.max(target, counter(at: time) + 1) }
}
