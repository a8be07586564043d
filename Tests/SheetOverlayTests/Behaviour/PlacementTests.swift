import Compositor
import Testing

@testable import SheetOverlay

/// Where the sheet sits in wide containers, rows G1–G6 of `docs/SHEET_BEHAVIOUR.md`.
@Suite struct PlacementTests {
  /// A harness whose screen is `size`, settled.
  static func harness(
    _ size: Size, detent: SheetOverlayDetent = .medium,
    configure: @escaping (SheetOverlayContent) -> SheetOverlayContent = { $0 }
  ) -> SheetHarness {
    let h = SheetHarness(detent: detent, configure: configure)
    h.screen.resize(to: size)
    h.map.frame = h.screen.bounds
    h.advance(1.5)
    return h
  }

  /// G1: up to 700 points wide the sheet spans the bottom edge; wider, it is a 400-point
  /// card 16 points in from the leading edge.
  @Test func automaticIsTheBottomEdgeWhenNarrowAndACardWhenWide() {
    let h = Self.harness(Size(width: 700, height: 800))
    #expect(h.presentation.position.x == 0)
    #expect(h.presentation.position.width == 700)
    #expect(h.presentation.sheetView.cornerRadii == CornerRadii(top: 20))
    h.screen.resize(to: Size(width: 701, height: 800))
    h.advance(1.5)
    #expect(h.presentation.position.x == 16)
    #expect(h.presentation.position.width == 400)
    #expect(h.presentation.sheetView.cornerRadii == CornerRadii(all: 20))
  }

  /// G2: a card's detents are measured in the 768 points between its 16-point margins of
  /// an 800-point screen, with no gap at the top; its bottom edge sits 16 points up.
  @Test func aCardsDetentsAreMeasuredBetweenItsMargins() {
    let h = Self.harness(Size(width: 1280, height: 800))
    #expect(h.presentation.detents.map(\.height) == [250, 384, 768])
    #expect(h.height == 384)
    #expect(h.top == 800 - 16 - 384)
    // The card is as tall as its height: its rounded bottom corners show above the margin.
    #expect(h.presentation.sheetView.frame == Rect(x: 16, y: 400, width: 400, height: 384))
    h.presentation.select(.large)
    h.advance(1.5)
    #expect(h.top == 16)
    // The content is laid out at the card's width.
    #expect(h.presentation.contentSize.width == 400)
    #expect(h.list.bounds.width == 400)
  }

  /// G2: a card keeps its host's top inset clear (the app's bar): its detents are measured
  /// below it, so at `.large` it sits its margin below the inset; a stacked card does the
  /// same. A sheet along the bottom edge ignores the inset.
  @Test func aCardKeepsTheTopInsetClear() throws {
    let h = Self.harness(Size(width: 1280, height: 800))
    h.presentation.floatingTopInset = 52
    h.advance(1.5)
    #expect(h.presentation.detents.map(\.height) == [250, 358, 716])
    h.presentation.select(.large)
    h.advance(1.5)
    #expect(h.top == 52 + 16)
    #expect(h.hit(70, 30).0 == "main")
    @State var shown = true
    let card = try h.presentation.sheetOverlay(identifier: "details", isPresented: $shown) { _ in
      View().sheetOverlayDetents([.large])
    }
    h.advance(1.5)
    #expect(card.floatingTopInset == 52)
    #expect(card.position.top == 68)
    h.screen.resize(to: Size(width: 400, height: 800))
    h.advance(1.5)
    #expect(h.presentation.detents.map(\.height) == [250, 380, 760])
    #expect(h.top == 40)
  }

  /// C7, G2: the keyboard lifts a card no higher than its top inset: the app's bar stays
  /// clear and usable while a field in the card is edited.
  @Test func aCardLiftedByTheKeyboardKeepsTheTopInsetClear() throws {
    let h = Self.harness(Size(width: 1280, height: 800)) { $0.sheetOverlayKeyboardPolicy(.fullOffset) }
    h.presentation.floatingTopInset = 52
    h.advance(1.5)
    let medium = h.top
    h.tap(200, medium + 30)
    h.advance(1)
    #expect(h.field.isFocused)
    // Lifted at medium by the keyboard's height (.fullOffset), as far as the inset allows.
    let keyboard = try #require(h.presentation.keyboard?.height)
    #expect(h.presentation.keyboardOffset == Swift.min(keyboard, medium - (52 + 16)))
    #expect(h.top >= 52 + 16)
    h.presentation.select(.large)
    h.advance(1.5)
    #expect(h.presentation.keyboardOffset == 0)
    #expect(h.top == 52 + 16)
    #expect(h.hit(70, 30).0 == "main")
  }

  /// T1: in a container shorter than the smallest height (a window 20 points tall) the
  /// sheet is as tall as the container allows and its top never rises above the
  /// container's: a card's top rested at −36 before.
  @Test func aWindowTooShortKeepsTheSheetsTopInIt() {
    for width in [1280.0, 400] {
      let h = Self.harness(Size(width: width, height: 20))
      #expect(h.top >= 0, "\(width): top \(h.top)")
      #expect(h.presentation.sheetView.frame.minY >= 0)
      h.presentation.select(.large)
      h.advance(1.5)
      #expect(h.top >= 0, "\(width): top \(h.top)")
    }
  }

  /// G2: a modal card's dimming leaves the top inset (the app's bar) clear and usable, as
  /// the card does: a tap there reaches the main window; below it the dimming takes it.
  @Test func aModalCardsDimmingLeavesTheTopInsetClear() {
    let h = Self.harness(Size(width: 1280, height: 800)) { $0.sheetOverlayStyle(.modal) }
    h.presentation.floatingTopInset = 52
    h.advance(1.5)
    #expect(h.hit(70, 45) == ("main", "button"))
    #expect(h.hit(900, 100).1 == "sheet.dimming")
  }

  /// G3: `.bottom(maxWidth:)` centres a narrower sheet; a trailing card sits its margin
  /// from the right; a card wider than the container less its margins is narrowed.
  @Test func maximumWidthCentresAndTrailingCardsSitRight() {
    let bottom = Self.harness(Size(width: 1280, height: 800)) { $0.sheetOverlayPlacement(.bottom(maxWidth: 640)) }
    #expect(bottom.presentation.position.x == 320)
    #expect(bottom.presentation.position.width == 640)
    #expect(bottom.presentation.detents.map(\.height) == [250, 380, 760])
    let trailing = Self.harness(Size(width: 1280, height: 800)) {
      $0.sheetOverlayPlacement(.floating(edge: .trailing, width: 360, margin: 24))
    }
    #expect(trailing.presentation.position.x == 1280 - 24 - 360)
    #expect(trailing.presentation.position.width == 360)
    #expect(trailing.presentation.detents.map(\.height) == [250, 376, 752])
    let wide = Self.harness(Size(width: 500, height: 800)) {
      $0.sheetOverlayPlacement(.floating(edge: .leading, width: 2000, margin: 10))
    }
    #expect(wide.presentation.position.x == 10)
    #expect(wide.presentation.position.width == 480)
  }

  /// G4: across the 700-point threshold the sheet keeps its detent, writes nothing, and
  /// moves there: its height springs and its edge and width slide over 0.3 s.
  @Test func crossingTheThresholdKeepsTheDetentAndAnimates() {
    let h = Self.harness(Size(width: 400, height: 800))
    #expect(h.height == 380)
    let changes = h.detentChanges.count
    h.screen.resize(to: Size(width: 1280, height: 800))
    h.map.frame = h.screen.bounds
    // The frame that takes the resize in shows where the move starts; the next one moves.
    h.advance(2.0 / 60)
    let x = h.presentation.position.x
    let width = h.presentation.position.width
    #expect(x > 0 && x < 16)
    #expect(width == 400)  // the 400-point screen's sheet becomes a 400-point card
    #expect(h.height > 379 && h.height < 384)
    #expect(h.presentation.phase == .settling)
    h.advance(0.3)
    #expect(h.presentation.position.x == 16)
    #expect(h.presentation.position.width == 400)
    h.advance(1.5)
    #expect(h.presentation.phase == .resting)
    #expect(abs(h.height - 384) < 0.01)
    #expect(h.detent == .medium)
    #expect(h.detentChanges.count == changes)
    // And back: the bottom edge again, still medium.
    h.screen.resize(to: Size(width: 600, height: 800))
    h.advance(2.0 / 60)
    #expect(h.presentation.position.x > 0)
    h.advance(2)
    #expect(h.presentation.position.x == 0)
    #expect(h.presentation.position.width == 600)
    #expect(abs(h.height - 380) < 0.01)
    #expect(h.detent == .medium)
  }

  /// G4: a new placement from a reconfigure moves the sheet the same way, in place.
  @Test func reconfiguringThePlacementMovesTheSheet() {
    let h = Self.harness(Size(width: 1280, height: 800))
    h.presentation.reconfigure { $0.placement = .floating(edge: .trailing, width: 400, margin: 16) }
    h.advance(0.1)
    #expect(h.presentation.position.x > 16 && h.presentation.position.x < 864)
    h.advance(0.5)
    #expect(h.presentation.position.x == 864)
    #expect(h.presentation.position.width == 400)
  }

  /// G5: outside the card the main window answers, including the rounded corner's cut;
  /// the overlay window's hit region is the card's shape.
  @Test func outsideTheCardReachesTheMainWindow() throws {
    let h = Self.harness(Size(width: 1280, height: 800))
    let top = h.top
    #expect(h.hit(600, top + 100).0 == "main")
    #expect(h.hit(8, top + 100).0 == "main")  // in the margin
    #expect(h.hit(200, 792).0 == "main")  // below the card
    #expect(h.hit(200, top + 100).0 == "overlay")
    #expect(h.hit(17, top + 1).0 == "main")  // the rounded top-left corner
    #expect(h.hit(17, 783).0 == "main")  // the rounded bottom-left corner
    let overlay = try #require(h.overlay)
    let region = overlay.inputShape()
    #expect(!region.isEmpty)
    #expect(region.allSatisfy { $0.x >= 16 && $0.x + $0.width <= 416 })
    #expect(region.allSatisfy { Double($0.y) >= top.rounded(.down) && $0.y + $0.height <= 784 })
    h.tap(600, top + 100)
    #expect(h.mainTaps == 1)
  }

  /// G6: a dismissed card goes down through its margin until it and its shadow are below
  /// the screen.
  @Test func aCardDismissesThroughItsMargin() throws {
    let h = Self.harness(Size(width: 1280, height: 800))
    h.presentation.dismiss()
    h.advance(2)
    #expect(h.presentation.phase == .dismissed)
    let shadow = try #require(h.presentation.configuration.shadow)
    #expect(h.top >= 800 + shadow.extent.top)
    #expect(h.height == -(16 + shadow.extent.top + 2))
  }
}
