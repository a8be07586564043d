import Compositor
import Testing

@testable import SheetOverlay

@Suite struct KeyboardTests {
  func focusField(_ h: SheetHarness) {
    // The field is at the content's top: 20 below the sheet's top (grabber), 36 tall.
    h.tap(200, h.top + 30)
    h.advance(1)
  }

  @Test func focusingTheFieldRaisesTheKeyboardWindow() throws {
    let h = SheetHarness()
    focusField(h)
    let keyboard = try #require(h.presentation.keyboard)
    #expect(h.field.isFocused)
    #expect(keyboard.window.level == .keyboard)
    #expect(!keyboard.window.isHidden)
    #expect(abs(keyboard.visibleHeight - 260) < 0.1)
    #expect(h.hit(200, 790).0 == "keyboard")
    h.screen.deliver(.key(KeyEvent(.text("c"), time: h.clock.now)))
    h.tap(keyboard.panel.subviews[1].frameOnScreen.midX, keyboard.panel.subviews[1].frameOnScreen.midY)
    #expect(h.field.text == "cw")
  }

  @Test(arguments: [
    (SheetOverlayKeyboardPolicy.ignore, 0.0),
    (.fullOffset, 260.0),
    (.maxOffset(100), 100.0),
  ])
  func policiesLiftTheSheet(policy: SheetOverlayKeyboardPolicy, lift: Double) {
    let h = SheetHarness { $0.sheetOverlayKeyboardPolicy(policy) }
    focusField(h)
    #expect(abs(h.presentation.keyboardOffset - lift) < 0.1)
    #expect(abs(h.top - (420 - lift)) < 0.1)
  }

  @Test func topNeverLeavesTheScreen() {
    let h = SheetHarness(detent: .large) { $0.sheetOverlayKeyboardPolicy(.fullOffset) }
    focusField(h)
    #expect(h.top >= 0)
    #expect(h.presentation.keyboardOffset <= 40)
  }

  /// K12: with the on-screen keyboard off, a field edits with the keys and raises nothing;
  /// the sheet stays where it is.
  @Test func anAppWithARealKeyboardTurnsTheOnScreenOneOff() {
    let h = SheetHarness { $0.sheetOverlayKeyboardPolicy(.fullOffset).sheetOverlayOnScreenKeyboard(false) }
    let top = h.top
    focusField(h)
    #expect(h.field.isFocused)
    #expect(h.presentation.keyboard?.isShown == false)
    #expect(h.presentation.keyboardOffset == 0)
    #expect(h.top == top)
    h.screen.deliver(.key(KeyEvent(.text("c"), time: h.clock.now)))
    #expect(h.field.text == "c")
    // The default raises it and lifts the sheet.
    let phone = SheetHarness { $0.sheetOverlayKeyboardPolicy(.fullOffset) }
    focusField(phone)
    #expect(phone.presentation.keyboard?.isShown == true)
    #expect(phone.presentation.keyboardOffset > 0)
  }

  @Test func draggingDownLowersTheKeyboardFirst() {
    let h = SheetHarness { $0.sheetOverlayKeyboardPolicy(.fullOffset) }
    focusField(h)
    let top = h.top
    h.drag(from: Point(x: 200, y: top + 10), to: Point(x: 200, y: top + 150), duration: 0.2)
    h.advance(1.5)
    #expect(h.presentation.keyboard?.isShown == false)
    #expect(!h.field.isFocused)
    #expect(h.isPresented)
    #expect(abs(h.height - 380) < 0.1)
    #expect(abs(h.top - 420) < 0.1)
  }
}

@Suite struct ScrollHandoffTests {
  @Test func swipeUpGrowsTheSheetThenScrolls() {
    let h = SheetHarness()
    // The list starts 20 + 44 below the top (420): y = 484. Swipe up 500 points.
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 600), time: h.clock.now)))
    var y = 600.0
    while y > 100 {
      y -= 20
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
      h.screen.tick()
      h.layoutList()
    }
    // 500 points: 380 -> 760 takes 380, the remaining 120 scroll the list.
    #expect(abs(h.height - 760) < 1e-9)
    #expect(abs(h.list.contentOffset.y - 120) < 1e-9)
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: y), time: h.clock.now + 0.3)))
    h.advance(1.5)
    #expect(h.detent == .large)
  }

  @Test func swipeDownScrollsToTopThenShrinks() {
    let h = SheetHarness(detent: .large)
    h.list.contentOffset = Point(x: 0, y: 100)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 300), time: h.clock.now)))
    var y = 300.0
    while y < 600 {
      y += 20
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
    }
    #expect(h.list.contentOffset.y == 0)
    #expect(abs(h.height - (760 - 200)) < 1e-9)
  }

  @Test func scrollsInteractionScrollsFirst() {
    let h = SheetHarness { $0.sheetOverlayContentInteraction(.scrolls) }
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 600), time: h.clock.now)))
    var y = 600.0
    while y > 400 {
      y -= 20
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
    }
    #expect(abs(h.height - 380) < 1e-9)
    #expect(abs(h.list.contentOffset.y - 200) < 1e-9)
  }

  @Test func dragOnTheGrabberAlwaysMovesTheSheet() {
    let h = SheetHarness { $0.sheetOverlayContentInteraction(.scrolls) }
    h.drag(from: Point(x: 200, y: 430), to: Point(x: 200, y: 330), duration: 0.3)
    #expect(h.list.contentOffset.y == 0)
    #expect(h.height > 470)
  }

  @Test func wheelScrollsTheList() {
    let h = SheetHarness()
    h.screen.deliver(.wheel(WheelEvent(at: Point(x: 200, y: 600), deltaY: 90, time: h.clock.now)))
    #expect(h.list.contentOffset.y == 90)
  }

  /// P5: the list is laid out at the largest detent, but the wheel's range follows the part
  /// that shows: at every detent, and with the keyboard over the list, the wheel brings the
  /// last row's bottom edge to the bottom of what shows. Before, below the largest detent
  /// the wheel stopped at the range of the list laid out for it, the last rows out of reach.
  @Test(arguments: [SheetOverlayDetent.height(250), .medium, .large])
  func theWheelReachesTheEndOfTheListAtEveryDetent(detent: SheetOverlayDetent) {
    let h = SheetHarness(detent: detent)
    func wheelToTheEnd(at y: Double) {
      for _ in 0..<100 { h.screen.deliver(.wheel(WheelEvent(at: Point(x: 200, y: y), deltaY: 40, time: h.clock.now))) }
      h.advance(1.0 / 60)
    }
    wheelToTheEnd(at: 790)
    let last = h.list.subviews.last!
    #expect(abs(last.frameOnScreen.maxY - 800) < 0.001, "\(last.frameOnScreen) at \(detent)")
    // The keyboard over the list (where a row of it still shows above the keyboard): the
    // last row comes up to the keyboard's top.
    h.field.focus()
    h.advance(1)
    let keyboardTop = 800 - (h.presentation.keyboard?.visibleHeight ?? 0)
    guard h.list.frameOnScreen.minY + 50 <= keyboardTop else { return }
    wheelToTheEnd(at: h.list.frameOnScreen.minY + 10)
    #expect(abs(last.frameOnScreen.maxY - keyboardTop) < 0.001, "\(last.frameOnScreen) at \(detent)")
  }

  /// A list scrolled to its end at a low detent stays at its end as the sheet grows: its
  /// offset comes back within the shorter range, no blank below the last row.
  @Test func aListAtItsEndStaysThereAsTheSheetGrows() {
    let h = SheetHarness(detent: .height(250))
    for _ in 0..<100 { h.screen.deliver(.wheel(WheelEvent(at: Point(x: 200, y: 790), deltaY: 40, time: h.clock.now))) }
    h.presentation.select(.large)
    h.advance(1.5)
    let last = h.list.subviews.last!
    #expect(abs(last.frameOnScreen.maxY - 800) < 0.001, "\(last.frameOnScreen)")
    #expect(h.list.contentOffset.y == h.list.maxContentOffset.y)
  }
}
