/// How long before a vblank is shown the X server's MSC counter turns to that vblank's
/// number: from then on the server no longer takes a frame for it. Present shows a frame
/// aimed at an MSC that is not ahead of the counter at the vblank after the counter's
/// (`present_get_target_msc` adds one for a present that is not `PresentOptionAsync`), so a
/// frame for vblank m must reach the server before its counter reads m.
///
/// On a display's driver the counter turns at the vblank itself, as the frame is shown
/// (kernel vblank events). Xvfb's fake counter reads the time rounded to the nearest vblank
/// (`(ust + interval/2) / interval`) while its vblank timer fires on the vblank, so there it
/// turns half a refresh before. Neither is assumed: readings of the counter find it.
///
/// What the readings give is a bracket. "It had turned `offset` seconds before the vblank
/// was shown" raises the lower bound; "it had not turned `offset` seconds before" lowers the
/// upper one. The schedule goes by the upper bound (the latest moment seen to be early
/// enough), and the next reading goes to the middle, so the bracket closes as a bisection
/// does. The newest ``memory`` readings of each kind that say something are kept (a reading
/// far outside the bracket, such as "not turned a whole refresh before", does not push out
/// one that closes it). Readings are offsets from
/// the vblanks as they were predicted then, and the prediction moves a little (a tenth of
/// a millisecond, as its earliest report changes): readings that disagree by less than
/// ``slop`` stand together, the bracket then closed on the safe side (the upper bound no
/// lower than the lower one). One that contradicts a reading of the other kind by more
/// says the server changed: every reading of that kind is forgotten, and the bisection
/// starts again from the new one.
@_spi(Testing) public struct CounterTurn: Sendable {
  /// How many readings of each kind are kept.
  public static let memory = 16
  /// How narrow the bracket must be for the readings to slow down.
  public static let tolerance = 0.000_25
  /// How far readings may disagree before the newer replaces the older.
  public static let slop = 0.000_5

  /// Seconds between vblanks: the upper bound before any reading says otherwise.
  public let interval: Double
  private var turned: [Double] = []
  private var notTurned: [Double] = []

  /// A bracket for a display refreshing every `interval` seconds, with no reading yet:
  /// between 0 and a whole refresh.
  public init(interval: Double) {
    self.interval = interval
  }

  /// The longest time before a vblank's display at which the counter was seen turned; 0
  /// at least.
  public var lowerBound: Double { Swift.max(0, turned.max() ?? 0) }

  /// The shortest time before a vblank's display at which the counter was seen not yet
  /// turned (a refresh without such a reading), never below ``lowerBound``.
  public var upperBound: Double { Swift.max(lowerBound, Swift.min(interval, notTurned.min() ?? interval)) }

  /// Whether the counter was ever seen not yet turned: until then ``upperBound`` is a
  /// guess.
  public var hasUpperReading: Bool { !notTurned.isEmpty }

  /// Whether the bracket is no wider than ``tolerance``.
  public var isSettled: Bool { upperBound - lowerBound <= Self.tolerance }

  /// How long before a vblank's display the next reading is most useful: the middle of
  /// the bracket.
  public var nextReadingOffset: Double { (lowerBound + upperBound) / 2 }

  /// Notes that the counter had turned `offset` seconds before its vblank was shown (a
  /// negative offset: after it).
  public mutating func recordTurned(offset: Double) {
    guard offset.isFinite, offset > lowerBound - Self.slop else { return }
    if notTurned.contains(where: { $0 < offset - Self.slop }) { notTurned.removeAll() }
    Self.append(offset, to: &turned)
  }

  /// Notes that the counter had not yet turned `offset` seconds before its vblank was
  /// shown.
  public mutating func recordNotTurned(offset: Double) {
    guard offset.isFinite, offset < upperBound + Self.slop else { return }
    if turned.contains(where: { $0 > offset + Self.slop }) { turned.removeAll() }
    Self.append(offset, to: &notTurned)
  }

  /// Forgets every reading (another CRTC, another counter).
  public mutating func reset() {
    turned.removeAll()
    notTurned.removeAll()
  }

  private static func append(_ offset: Double, to readings: inout [Double]) {
    readings.append(offset)
    if readings.count > memory { readings.removeFirst(readings.count - memory) }
  }
}
