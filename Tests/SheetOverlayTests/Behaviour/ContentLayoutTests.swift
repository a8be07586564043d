import Compositor
import Testing

@testable import SheetOverlay

/// The sheet's content contract (P5–P7): the content view is the size of the part of the
/// sheet that shows, held between the smallest and largest detents, and follows the
/// sheet's height live; content laid out with stacks fits it; a frame lays out once.
@Suite struct ContentLayoutTests {
  /// A stack that counts its layouts.
  final class CountingStack: VStack {
    var layouts = 0

    init(identifier: String, padding: EdgeInsets, @SubviewsBuilder _ subviews: () -> [View]) {
      super.init(identifier: identifier, spacing: 0, padding: padding, subviews)
    }

    override func layoutSubviews() {
      layouts += 1
      super.layoutSubviews()
    }
  }

  /// A sheet on a 400×800 screen whose content is a stack: a 40-point title, a list that
  /// stretches, and a 44-point footer bar pinned at the bottom by the list.
  final class StackSheet {
    let clock = ManualClock()
    let screen: Screen
    let main: Window
    let title = View(identifier: "title", frame: Rect(x: 0, y: 0, width: 0, height: 40))
    let rows = VStack(identifier: "rows", spacing: 0)
    let list: ScrollView
    let footer = View(identifier: "footer", frame: Rect(x: 0, y: 0, width: 0, height: 44))
    var stack: CountingStack!
    @State var isPresented = true
    @State var detent: SheetOverlayDetent = .medium
    var presentation: SheetOverlayPresentation!

    init(detents: [SheetOverlayDetent] = [.height(250), .medium, .large], selected: SheetOverlayDetent = .medium) {
      screen = Screen(size: Size(width: 400, height: 800), clock: clock)
      main = Window(name: "main", frame: screen.bounds)
      screen.addWindow(main)
      for i in 0..<30 {
        try! rows.addSubview(View(identifier: "row\(i)", frame: Rect(x: 0, y: 0, width: 0, height: 50)))
      }
      list = ScrollView(identifier: "list", content: rows)
      stack = CountingStack(identifier: "content", padding: EdgeInsets(horizontal: 16)) {
        title
        list
        footer
      }
      _detent = State(wrappedValue: selected)
      presentation = try! main.sheetOverlay(isPresented: $isPresented, selected: $detent) { [stack] _ in
        stack.sheetOverlayDetents(detents)
      }
      advance(1.5)
    }

    func advance(_ seconds: Double) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        screen.tick()
      }
    }

    var content: View { presentation.content!.view }
  }

  /// P5: at each detent the content view is the part of the sheet below the grabber, and
  /// `contentSize`, `context.size` and `onSizeChange` report its size.
  @Test func theContentIsThePartOfTheSheetThatShows() {
    let h = SheetHarness()
    var reported: [Size] = []
    h.presentation.reconfigure { $0.onSizeChange = { reported.append($0) } }
    let content = h.presentation.content!.view
    #expect(content.frame.size == Size(width: 400, height: 380 - 20))
    #expect(h.presentation.contentSize == content.frame.size)
    #expect(h.presentation.context.size == content.frame.size)
    for (detent, height) in [(SheetOverlayDetent.large, 760.0), (.height(250), 250)] {
      h.detent = detent
      h.advance(1.5)
      #expect(content.frame.size == Size(width: 400, height: height - 20))
      #expect(h.presentation.contentSize == content.frame.size)
      #expect(reported.last == content.frame.size)
    }
  }

  /// P5: the content follows the sheet's height live during a drag and a spring, frame by
  /// frame, never above the largest detent.
  @Test func theContentFollowsTheSheetLiveThroughADragAndASpring() {
    let h = SheetHarness()
    let content = h.presentation.content!.view
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: h.clock.now)))
    for y in stride(from: 420.0, through: 300, by: -20) {
      h.clock.advance(by: 1.0 / 60)
      h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: h.clock.now)))
      h.screen.tick()
      #expect(abs(content.frame.height - (h.presentation.height - 20)) < 1e-9)
    }
    h.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 300), time: h.clock.now)))
    var sizes: Set<Double> = []
    for _ in 0..<90 {
      h.clock.advance(by: 1.0 / 60)
      h.screen.tick()
      sizes.insert(content.frame.height)
      #expect(content.frame.height == Swift.min(h.presentation.height, 760) - 20)
    }
    #expect(sizes.count > 10)
  }

  /// P5: sliding in and out the sheet moves as a unit at its smallest detent's size, and
  /// in the rubber band past the largest detent the content stays at the largest's.
  @Test func theContentHoldsItsSizeWhileTheSheetSlidesAndBands() {
    let h = SheetHarness(detent: .height(250))
    let content = h.presentation.content!.view
    h.isPresented = false
    for _ in 0..<90 {
      h.clock.advance(by: 1.0 / 60)
      h.screen.tick()
      #expect(content.frame.height == 250 - 20)
      #expect(h.presentation.contentSize.height == 250 - 20)
    }
    #expect(h.presentation.phase == .dismissed)
    h.isPresented = true
    h.advance(1.5)
    h.detent = .large
    h.advance(1.5)
    h.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 50), time: h.clock.now)))
    h.clock.advance(by: 1.0 / 60)
    h.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: 10), time: h.clock.now)))
    h.screen.tick()
    #expect(h.presentation.height > 760)
    #expect(content.frame.height == 760 - 20)
  }

  /// P6: a stack in the sheet fits the part that shows: the footer sits on the sheet's
  /// visible bottom at every detent and all through a drag, the list between takes the rest.
  @Test func aStackInTheSheetFollowsItsHeight() {
    let s = StackSheet()
    func check() {
      let height = s.content.bounds.height
      #expect(s.footer.frame == Rect(x: 16, y: height - 44, width: 368, height: 44))
      #expect(s.list.frame == Rect(x: 16, y: 40, width: 368, height: height - 84))
      #expect(s.footer.frameOnScreen.maxY == 800)
    }
    check()
    #expect(s.content.bounds.height == 360)
    #expect(s.list.contentSize == Size(width: 368, height: 30 * 50))
    #expect(s.rows.subviews.last?.frame == Rect(x: 0, y: 29 * 50, width: 368, height: 50))
    s.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: s.clock.now)))
    for y in stride(from: 425.0, through: 225, by: -25) {
      s.clock.advance(by: 1.0 / 60)
      s.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: s.clock.now)))
      s.screen.tick()
      check()
    }
    s.screen.deliver(.pointer(PointerEvent(.up, at: Point(x: 200, y: 225), time: s.clock.now)))
    s.advance(1.5)
    check()
    // Rows added to the list lengthen its content at the next frame.
    try! s.rows.addSubview(View(identifier: "row30", frame: Rect(x: 0, y: 0, width: 0, height: 50)))
    s.advance(1.0 / 60)
    #expect(s.list.contentSize.height == 31 * 50)
  }

  /// P6: `.fitContent` measures a stack by what its subviews take, not by the height it
  /// was given, and the stack is laid out at that height.
  @Test func fitContentMeasuresAStack() {
    let s = StackSheet(detents: [.fitContent, .large], selected: .fitContent)
    // Title 40 + the list's 30 rows + footer 44, clamped to the largest detent.
    #expect(s.presentation.detents.map(\.height) == [760])
    let short = StackSheet(detents: [.fitContent, .large], selected: .fitContent)
    for row in short.rows.subviews.dropFirst(3) { row.removeFromSuperview() }
    short.advance(1.5)
    let fitting: Double = 40 + 150 + 44
    #expect(short.presentation.detents.map(\.height) == [fitting + 20, 760])
    #expect(short.content.bounds.height == fitting)
    #expect(short.footer.frameOnScreen.maxY == 800)
  }

  /// T6: a view of text at the content's bottom counts its text's line height, measured
  /// with the screen's text metrics, not the height of its frame.
  @Test func fitContentCountsTheHeightOfText() {
    let (clock, screen, main) = SheetHarness.bareScreen()
    let content = View(identifier: "content", frame: Rect(x: 0, y: 0, width: 400, height: 0))
    let note = View(identifier: "note", frame: Rect(x: 20, y: 100, width: 300, height: 80))
    note.content = .text(Text("Open until 18:00", fontSize: 20))
    try! content.addSubview(note)
    @State var shown = true
    let p = try! main.sheetOverlay(isPresented: $shown) { _ in
      content.sheetOverlayDetents([.fitContent]).sheetOverlayDragIndicator(.hidden)
    }
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      screen.tick()
    }
    #expect(p.detents.map(\.height) == [100 + 20 * 1.164])
  }

  /// P7: a drag frame lays the sheet out once and the content's stack once, however many
  /// pointer moves came since the last frame; a frame taken after the tick lays out nothing
  /// more. (Before, the drag coordinator laid the sheet out again at every move.)
  @Test func layoutRunsOncePerFrameDuringADrag() {
    let s = StackSheet()
    s.screen.deliver(.pointer(PointerEvent(.down, at: Point(x: 200, y: 430), time: s.clock.now)))
    var y = 430.0
    for _ in 0..<20 {
      let sheetLayouts = s.presentation.chrome.layoutCount
      let stackLayouts = s.stack.layouts
      s.clock.advance(by: 1.0 / 60)
      for _ in 0..<3 {
        y -= 4
        s.screen.deliver(.pointer(PointerEvent(.move, at: Point(x: 200, y: y), time: s.clock.now)))
      }
      s.screen.tick()
      _ = s.screen.takeFrame()
      #expect(s.presentation.chrome.layoutCount == sheetLayouts + 1)
      #expect(s.stack.layouts == stackLayouts + 1)
    }
    #expect(s.presentation.phase == .dragging)
    #expect(s.footer.frameOnScreen.maxY == 800)
  }
}
