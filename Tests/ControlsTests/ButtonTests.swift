import Compositor
import CompositorTesting
import SheetOverlay
import Testing

@testable import Controls

/// A button acts on a release inside, as UIKit's `touchUpInside`: a press shows it pressed,
/// dragging out stops that, a release outside does nothing, and a drag a container takes
/// cancels the press. Return and Space act on it while it has the focus.
@Suite struct ButtonTests {
  /// A fixture with one button at (100, 100), 120×40, that counts its actions.
  static func button(_ configure: (Button) -> Void = { _ in }) throws -> (ControlsFixture, Button, Counter) {
    let fixture = ControlsFixture()
    let count = Counter()
    let button = Button(identifier: "ok", title: "OK") { count.value += 1 }
    configure(button)
    try fixture.add(button, at: Rect(x: 100, y: 100, width: 120, height: 40))
    return (fixture, button, count)
  }

  /// A button at `frame` on a 400×300 view that counts the taps that reach it: the
  /// fixture, the button, its actions and the taps on the view behind.
  static func buttonOnATappedView(at frame: Rect) throws -> (ControlsFixture, Button, Counter, behind: Counter) {
    let fixture = ControlsFixture()
    let behind = Counter()
    let count = Counter()
    let back = View(identifier: "back")
    back.addGestureRecognizer(TapGestureRecognizer { _ in behind.value += 1 })
    try fixture.add(back, at: Rect(x: 0, y: 0, width: 400, height: 300))
    let button = Button(title: "Go") { count.value += 1 }
    button.frame = frame
    try back.addSubview(button)
    return (fixture, button, count, behind)
  }

  @Test func aPressShowsItPressedAndAReleaseInsideActsOnce() throws {
    let (f, button, count) = try Self.button()
    f.harness.pointer(.down, at: Point(x: 160, y: 120))
    #expect(button.isHighlighted)
    #expect(count.value == 0, "nothing happens on the press itself")
    f.harness.pointer(.up, at: Point(x: 160, y: 120))
    #expect(!button.isHighlighted)
    #expect(count.value == 1)
  }

  @Test func draggingOutStopsShowingPressedAndBackInShowsItAgain() throws {
    let (f, button, count) = try Self.button()
    f.harness.pointer(.down, at: Point(x: 160, y: 120))
    f.harness.pointer(.move, at: Point(x: 160, y: 200))
    #expect(!button.isHighlighted, "dragged out")
    f.harness.pointer(.move, at: Point(x: 170, y: 125))
    #expect(button.isHighlighted, "back in")
    f.harness.pointer(.up, at: Point(x: 170, y: 125))
    #expect(count.value == 1, "released inside after coming back: it acts")
  }

  @Test func aReleaseOutsideDoesNothing() throws {
    let (f, button, count) = try Self.button()
    f.harness.drag(from: Point(x: 160, y: 120), to: Point(x: 300, y: 250))
    #expect(count.value == 0)
    #expect(!button.isHighlighted)
  }

  @Test func aScrollViewThatTakesTheDragCancelsThePress() throws {
    let f = ControlsFixture()
    let count = Counter()
    let scroll = ScrollView(identifier: "scroll", contentSize: Size(width: 400, height: 1000))
    try f.add(scroll, at: Rect(x: 0, y: 0, width: 400, height: 300))
    let button = Button(title: "In the list") { count.value += 1 }
    button.frame = Rect(x: 20, y: 100, width: 200, height: 60)
    try scroll.addSubview(button)
    // Down on the button, then a drag up that stays on it: the scroll view's pan takes it.
    f.harness.pointer(.down, at: Point(x: 100, y: 150))
    #expect(button.isHighlighted)
    f.harness.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 110), releasing: false)
    #expect(!button.isHighlighted, "the scroll view took the drag")
    #expect(scroll.contentOffset.y > 0)
    f.harness.pointer(.up, at: Point(x: 100, y: 110))
    #expect(count.value == 0, "a scroll is not a press")
  }

  @Test func aSheetThatTakesTheDragCancelsThePress() throws {
    let f = ControlsFixture(size: Size(width: 400, height: 800))
    let count = Counter()
    let button = Button(title: "In the sheet") { count.value += 1 }
    let content = VStack(padding: EdgeInsets(all: 20)) { button }
    var shown = true
    let sheet = try f.window.sheetOverlay(isPresented: Binding(get: { shown }, set: { shown = $0 })) { _ in
      content.sheetOverlayDetents([.medium, .large])
    }
    try f.harness.advance(by: 1)
    let start = f.center(of: button)
    f.harness.drag(from: start, to: Point(x: start.x, y: start.y - 150))
    #expect(count.value == 0, "the sheet took the drag")
    #expect(!button.isHighlighted)
    try f.harness.advance(by: 1)
    f.harness.tap(at: f.center(of: button))
    #expect(count.value == 1, "a tap in the sheet still presses it")
    #expect(sheet.selectedDetent == .large)
  }

  @Test func theButtonWinsOverATapOnTheViewBehind() throws {
    let (f, _, count, taps) = try Self.buttonOnATappedView(at: Rect(x: 20, y: 20, width: 80, height: 40))
    f.harness.tap(at: Point(x: 60, y: 40))
    #expect(count.value == 1)
    #expect(taps.value == 0)
    f.harness.tap(at: Point(x: 300, y: 200))
    #expect(taps.value == 1)
  }

  @Test func aDisabledButtonTakesNoPressNoFocusAndNoAction() throws {
    let (f, button, count, behind) = try Self.buttonOnATappedView(at: Rect(x: 100, y: 100, width: 120, height: 40))
    f.screen.moveFocus()
    #expect(f.screen.focusedView === button)
    button.isEnabled = false
    #expect(f.screen.focusedView == nil, "a button disabled while focused gives the focus up")
    f.harness.pointer(.down, at: Point(x: 160, y: 120))
    #expect(!button.isHighlighted)
    f.harness.pointer(.up, at: Point(x: 160, y: 120))
    #expect(count.value == 0)
    #expect(behind.value == 1, "the press reached the view behind")
    #expect(f.screen.focusOrder().isEmpty)
    #expect(!button.performAccessibilityAction(AccessibilityAction.activate))
    #expect(count.value == 0)
    button.isEnabled = true
    f.harness.tap(at: Point(x: 160, y: 120))
    #expect(count.value == 1)
  }

  @Test func disabledDuringAPressItDoesNotActOnTheRelease() throws {
    let (f, button, count) = try Self.button()
    f.harness.pointer(.down, at: Point(x: 160, y: 120))
    button.isEnabled = false
    #expect(!button.isHighlighted)
    f.harness.pointer(.up, at: Point(x: 160, y: 120))
    #expect(count.value == 0)
  }

  @Test(arguments: [Key.return, Key.space])
  func returnAndSpaceActOnTheFocusedButton(key: Key) throws {
    let (f, button, count) = try Self.button()
    f.harness.key(key)
    #expect(count.value == 0, "not focused yet")
    f.harness.key(.tab)
    #expect(f.screen.focusedView === button)
    #expect(button.isFocused)
    #expect(f.screen.showsFocusRing)
    f.harness.key(key)
    #expect(count.value == 1)
  }

  @Test func tabGoesThroughTheButtonsInOrder() throws {
    let f = ControlsFixture()
    let first = Button(identifier: "first", title: "One")
    let second = Button(identifier: "second", title: "Two")
    let row = HStack(spacing: 12, alignment: .center, padding: EdgeInsets(all: 20)) {
      first; second; Spacer()
    }
    try f.add(row, at: Rect(x: 0, y: 0, width: 400, height: 100))
    #expect(f.screen.focusOrder().map(\.identifier) == ["first", "second"])
    f.harness.key(.tab)
    f.harness.key(.tab)
    #expect(f.screen.focusedView === second)
  }

  @Test func assistiveTechnologyReadsAButtonNamedByItsTitle() throws {
    let (f, button, count) = try Self.button()
    defer { withExtendedLifetime(f) {} }
    #expect(button.accessibility?.role == .button)
    #expect(button.accessibility?.label == "OK")
    #expect(button.accessibility?.actionNames == [AccessibilityAction.activate])
    button.title = "Save"
    #expect(button.accessibility?.label == "Save")
    #expect(button.performAccessibilityAction(AccessibilityAction.activate))
    #expect(count.value == 1)
    let icon = Button(image: "share", style: .plain)
    #expect(icon.accessibility?.label == "share")
    icon.accessibilityLabel = "Share"
    #expect(icon.accessibility?.label == "Share")
  }

  @Test func itsSizeFitsItsTitleInsideItsInsets() throws {
    let f = ControlsFixture()
    let button = Button(title: "Trails")
    let other = Button(title: "A much longer title")
    let bar = HStack(spacing: 8, alignment: .leading) {
      button; other; Spacer()
    }
    try f.add(bar, at: Rect(x: 0, y: 0, width: 400, height: 100))
    let text = f.screen.textMetrics.size(of: Text("Trails", fontSize: 15, isBold: true))
    #expect(button.frame.width == (32 + text.width).rounded(.up))
    #expect(button.frame.height == (16 + text.height).rounded(.up))
    #expect(other.frame.width > button.frame.width)
    #expect(other.frame.minX == button.frame.maxX + 8)
    // A title that changes asks the stack for a new size.
    button.title = "Trails nearby"
    f.screen.layoutIfNeeded()
    let longer = f.screen.textMetrics.size(of: Text("Trails nearby", fontSize: 15, isBold: true))
    #expect(button.frame.width == (32 + longer.width).rounded(.up))
    // An image beside the title adds its width and the padding.
    button.image = "pin"
    button.imageSize = Size(width: 20, height: 20)
    #expect(button.sizeThatFits(.zero).width == (32 + 20 + 6 + longer.width).rounded(.up))
  }

  @Test func aPressDrawsItAgainAndALookChangeDrawsItOnce() throws {
    let (f, button, _) = try Self.button()
    try f.harness.render()
    let before = button.drawingGeneration
    f.harness.pointer(.down, at: Point(x: 160, y: 120))
    try f.harness.render()
    #expect(button.drawingGeneration == before + 1, "pressed: the darker fill")
    f.harness.pointer(.move, at: Point(x: 162, y: 121))
    try f.harness.render()
    #expect(button.drawingGeneration == before + 1, "still pressed: nothing new to draw")
    f.harness.pointer(.up, at: Point(x: 162, y: 121))
    try f.harness.render()
    #expect(button.drawingGeneration == before + 2)
  }
}

/// A count a closure bumps.
final class Counter {
  var value = 0
}
