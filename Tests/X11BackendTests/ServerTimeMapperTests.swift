import Testing
import X11Backend

/// Whether two times agree to a nanosecond (they are sums of decimal fractions).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Suite("Mapping server time onto the local clock")
struct ServerTimeMapperTests {
  @Test("the server's spacing between events is kept")
  func spacing() {
    var mapper = ServerTimeMapper()
    #expect(close(mapper.seconds(serverTime: 5_000, now: 10), 10))
    #expect(close(mapper.seconds(serverTime: 5_016, now: 10.5), 10.016))
    #expect(close(mapper.seconds(serverTime: 5_250, now: 10.5), 10.25))
  }

  @Test("a late anchor is corrected: no time is ever in the clock's future")
  func neverAhead() {
    var mapper = ServerTimeMapper()
    #expect(close(mapper.seconds(serverTime: 1_000, now: 3.0), 3.0))  // read 100 ms late
    #expect(close(mapper.seconds(serverTime: 1_200, now: 3.1), 3.1))  // would be 3.2: re-anchored
    #expect(close(mapper.seconds(serverTime: 1_300, now: 4.0), 3.2))
  }

  @Test("the 32-bit millisecond counter wraps without a jump")
  func wraparound() {
    var mapper = ServerTimeMapper()
    #expect(close(mapper.seconds(serverTime: UInt(UInt32.max - 9), now: 100), 100))
    #expect(close(mapper.seconds(serverTime: 10, now: 200), 100.02))
  }

  @Test("times never decrease, even if the server's do")
  func monotonic() {
    var mapper = ServerTimeMapper()
    #expect(close(mapper.seconds(serverTime: 2_000, now: 1), 1))
    #expect(close(mapper.seconds(serverTime: 1_500, now: 1.1), 1))
  }

  @Test("a Present UST is read on the events' anchor, to the microsecond, and never in the clock's future")
  func microseconds() {
    var mapper = ServerTimeMapper()
    #expect(close(mapper.seconds(serverTime: 5_000, now: 10), 10))
    // The vblank 16.667 ms after the event, learned 1 ms after it happened.
    #expect(close(mapper.seconds(serverMicroseconds: 5_016_667, now: 10.018), 10.016667))
    // A vblank that would map after now moves the anchor back: it maps to now, and events
    // map on the corrected anchor.
    #expect(close(mapper.seconds(serverMicroseconds: 5_040_000, now: 10.039), 10.039))
    #expect(close(mapper.seconds(serverTime: 5_050, now: 10.2), 10.049))
  }
}
