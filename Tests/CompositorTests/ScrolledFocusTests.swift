import Testing

@testable import Compositor

/// Keyboard focus in a scroll view: Tab reaches every row, scrolled out of sight or not,
/// and scrolls the one it lands on into view; a key on a row the wheel scrolled away brings
/// it back first; the ring is cut to rounded clipping ancestors.
@Suite struct ScrolledFocusTests {
  /// A 400×400 screen: a button above a rounded, clipping card holding a 200-point list of
  /// twenty 50-point rows.
  final class Fixture {
    let screen = Screen(size: Size(width: 400, height: 400), clock: ManualClock())
    let window: Window
    let button = View(identifier: "button", frame: Rect(x: 20, y: 10, width: 100, height: 40))
    let card = View(identifier: "card", frame: Rect(x: 20, y: 80, width: 300, height: 240))
    let list = ScrollView(identifier: "list", frame: Rect(x: 0, y: 20, width: 300, height: 220))
    var rows: [View] = []
    var activated: [Int] = []

    init() {
      window = Window(name: "main", frame: screen.bounds)
      button.isFocusable = true
      card.cornerRadii = CornerRadii(all: 24)
      card.clipsToBounds = true
      card.background = .color(.white)
      list.contentSize = Size(width: 300, height: 1000)
      for i in 0..<20 {
        let row = View(identifier: "row\(i)", frame: Rect(x: 0, y: Double(i) * 50, width: 300, height: 50))
        row.isFocusable = true
        row.accessibility = Accessibility(
          role: .row, label: "\(i)",
          actions: [
            AccessibilityAction(AccessibilityAction.activate) { [unowned self] in
              self.activated.append(i)
              return true
            }
          ])
        try! list.addSubview(row)
        rows.append(row)
      }
      try! card.addSubview(list)
      try! window.rootView.addSubview(button)
      try! window.rootView.addSubview(card)
      screen.addWindow(window)
      screen.keyWindow = window
    }

    @discardableResult
    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
      screen.deliver(.key(KeyEvent(key, modifiers: modifiers, time: 0)))
    }

    /// Whether all of `row` shows within the list.
    func showsWhole(_ row: View) -> Bool {
      list.frameOnScreen.contains(row.frameOnScreen)
    }
  }

  @Test func tabReachesEveryRowInContentOrder() {
    let f = Fixture()
    #expect(f.screen.focusOrder().map(\.identifier) == ["button"] + (0..<20).map { "row\($0)" })
    // Scrolled halfway, the order is still the content's, not the screen's.
    f.list.contentOffset = Point(x: 0, y: 500)
    #expect(f.screen.focusOrder().map(\.identifier) == ["button"] + (0..<20).map { "row\($0)" })
    // Hidden rows are left out.
    f.rows[3].isHidden = true
    #expect(!f.screen.focusOrder().contains { $0 === f.rows[3] })
  }

  @Test func tabScrollsTheRowItLandsOnIntoView() {
    let f = Fixture()
    f.key(.tab)
    #expect(f.screen.focusedView === f.button)
    for i in 0..<20 {
      f.key(.tab)
      #expect(f.screen.focusedView === f.rows[i])
      #expect(f.showsWhole(f.rows[i]), "row \(i) at offset \(f.list.contentOffset.y)")
    }
    #expect(f.list.contentOffset.y == 780)
    // Shift-Tab back up scrolls the list back as little as it takes.
    f.key(.tab, .shift)
    #expect(f.screen.focusedView === f.rows[18])
    #expect(f.list.contentOffset.y == 780)
    for _ in 0..<10 { f.key(.tab, .shift) }
    #expect(f.screen.focusedView === f.rows[8])
    #expect(f.list.contentOffset.y == 400)
    #expect(f.screen.focusRingGeometry != nil)
  }

  @Test func returnOnARowScrolledOutOfSightShowsItInsteadOfActivatingIt() {
    let f = Fixture()
    f.key(.tab)
    f.key(.tab)
    #expect(f.screen.focusedView === f.rows[0])
    f.key(.return)
    #expect(f.activated == [0])
    // The wheel takes the row out of sight; Return brings it back and does nothing more.
    f.screen.deliver(.wheel(WheelEvent(at: Point(x: 100, y: 200), deltaX: 0, deltaY: 400, time: 0)))
    #expect(!f.showsWhole(f.rows[0]) && f.list.contentOffset.y == 400)
    #expect(f.key(.return))
    #expect(f.activated == [0])
    #expect(f.showsWhole(f.rows[0]))
    f.key(.space)
    #expect(f.activated == [0, 0])
    // Half in sight is in sight: Return activates it where it is.
    f.list.contentOffset = Point(x: 0, y: 25)
    f.key(.return)
    #expect(f.activated == [0, 0, 0])
    #expect(f.list.contentOffset.y == 25)
  }

  @Test func theRingOfAHalfVisibleRowIsCutToTheCardsRoundedCorners() throws {
    let f = Fixture()
    f.key(.tab)
    f.key(.tab)
    f.key(.tab)
    #expect(f.screen.focusedView === f.rows[1])
    // Row 4 half below the card's bottom edge, in its rounded corners.
    f.screen.focus(f.rows[4])
    f.list.contentOffset = Point(x: 0, y: 5)
    let ring = try #require(f.screen.focusRingGeometry)
    let cardShape = RoundedRectShape(rect: f.card.frameOnScreen, radii: f.card.cornerRadii)
    #expect(ring.clipShapes == [cardShape])
    // The ring's clip rectangle alone reaches into the corner's cut-away; the shape does not.
    let corner = Point(x: f.card.frameOnScreen.minX + 2, y: f.card.frameOnScreen.maxY - 2)
    #expect(ring.clip.contains(corner))
    #expect(!ring.clipShapes.allSatisfy { $0.contains(corner) })
  }
}
