import Testing

@testable import Compositor

/// Stacks line their subviews up with spacing, padding and alignment, share what is left
/// among the views that stretch, and size scroll views' content.
@Suite struct StackTests {
  func box(_ id: String, _ width: Double, _ height: Double) -> View {
    View(identifier: id, frame: Rect(x: 0, y: 0, width: width, height: height))
  }

  /// `view` in a window of a 400×400 screen, laid out.
  @discardableResult
  func show(_ view: View) -> Screen {
    let screen = Screen(size: Size(width: 400, height: 400), clock: ManualClock())
    let window = Window(name: "main", frame: screen.bounds)
    screen.addWindow(window)
    try! window.rootView.addSubview(view)
    screen.tick()
    return screen
  }

  @Test func aVerticalStackLinesViewsUpWithSpacingAndPadding() {
    let a = box("a", 50, 20)
    let b = box("b", 80, 30)
    let stack = VStack(frame: Rect(x: 0, y: 0, width: 200, height: 300), spacing: 10, padding: EdgeInsets(all: 5)) {
      a
      b
    }
    // The tallest sum and the widest view, with the padding: a view without text or an
    // image fits its own size.
    #expect(stack.sizeThatFits(Size(width: 200, height: 300)) == Size(width: 90, height: 70))
    show(stack)
    #expect(a.frame == Rect(x: 5, y: 5, width: 190, height: 20))
    #expect(b.frame == Rect(x: 5, y: 35, width: 190, height: 30))
  }

  static let alignments: [(StackAlignment, Double)] = [(.leading, 5), (.center, 75), (.trailing, 145)]

  @Test(arguments: alignments)
  func alignmentPlacesViewsAcross(alignment: StackAlignment, x: Double) {
    let a = box("a", 50, 20)
    let stack = VStack(
      frame: Rect(x: 0, y: 0, width: 200, height: 300), alignment: alignment, padding: EdgeInsets(all: 5)
    ) { a }
    show(stack)
    #expect(a.frame == Rect(x: x, y: 5, width: 50, height: 20))
  }

  @Test func spacersAndStretchingViewsShareWhatIsLeft() {
    let title = box("title", 0, 40)
    let map = box("map", 0, 10)
    map.flexibleAxes = .vertical
    let button = box("button", 0, 44)
    let stack = VStack(frame: Rect(x: 0, y: 0, width: 300, height: 400), spacing: 8) {
      title
      map
      Spacer(minLength: 20)
      button
    }
    show(stack)
    // 400 − 40 − 44 − 3·8 − 20 = 272 left beyond the spacer's least 20: 136 each.
    #expect(map.frame == Rect(x: 0, y: 48, width: 300, height: 136))
    #expect(stack.subviews[2].frame == Rect(x: 0, y: 192, width: 300, height: 156))
    #expect(button.frame == Rect(x: 0, y: 356, width: 300, height: 44))
    // Too little room: stretching views shrink to their least, the others keep their size.
    stack.frame.size.height = 100
    stack.layoutIfNeeded()
    #expect(map.frame.height == 0)
    #expect(stack.subviews[2].frame.height == 20)
    #expect(button.frame.minY == 40 + 8 + 0 + 8 + 20 + 8)
  }

  @Test func aHorizontalStackPutsTextAtItsWidthAndASpacerPushesTheRestOver() {
    let title = View(identifier: "title")
    title.content = .text(Text("Trails", fontSize: 10))
    let close = box("close", 24, 24)
    let bar = HStack(frame: Rect(x: 0, y: 0, width: 300, height: 44), spacing: 4, alignment: .center) {
      title
      Spacer()
      close
    }
    show(bar)
    let line = 10 * 1.164
    #expect(title.frame == Rect(x: 0, y: (44 - line) / 2, width: 36, height: line))
    #expect(close.frame == Rect(x: 276, y: 10, width: 24, height: 24))
    // New text is measured and the bar laid out again at the next pass.
    title.content = .text(Text("Trails nearby", fontSize: 10))
    #expect(bar.needsLayout)
    bar.layoutIfNeeded()
    #expect(title.frame.width == 13 * 6)
    #expect(close.frame.minX == 276)
  }

  @Test func hiddenViewsAreLeftOut() {
    let a = box("a", 0, 20)
    let b = box("b", 0, 20)
    let c = box("c", 0, 20)
    let stack = VStack(frame: Rect(x: 0, y: 0, width: 100, height: 200), spacing: 10) {
      a; b; c
    }
    let screen = show(stack)
    b.isHidden = true
    screen.tick()
    #expect(c.frame.minY == 30)
    #expect(stack.sizeThatFits(Size(width: 100, height: 200)).height == 50)
  }

  /// A stack in a stack: the inner one takes what its own views need.
  @Test func stacksNest() {
    let a = box("a", 30, 20)
    let b = box("b", 40, 25)
    let row = HStack(spacing: 5, alignment: .center) {
      a; b
    }
    let c = box("c", 10, 10)
    let column = VStack(frame: Rect(x: 0, y: 0, width: 200, height: 200), spacing: 0, alignment: .leading) {
      row; c
    }
    show(column)
    #expect(row.frame == Rect(x: 0, y: 0, width: 75, height: 25))
    #expect(a.frame == Rect(x: 0, y: 2.5, width: 30, height: 20))
    #expect(c.frame == Rect(x: 0, y: 25, width: 10, height: 10))
  }

  /// A scroll view sizes its stack: as wide as it, as tall as its rows; rows added make
  /// the content longer at the next pass, and a scroll view that grows keeps content
  /// scrolled to its end at the end.
  @Test func aScrollViewSizesItsStack() {
    let rows = VStack(spacing: 0) { (0..<10).map { box("row\($0)", 0, 30) } }
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 120, height: 100), content: rows)
    let screen = show(list)
    #expect(rows.frame == Rect(x: 0, y: 0, width: 120, height: 300))
    #expect(list.contentSize == Size(width: 120, height: 300))
    #expect(list.sizeThatFits(Size(width: 120, height: 100)) == Size(width: 120, height: 300))
    try! rows.addSubview(box("row10", 0, 30))
    screen.tick()
    #expect(list.contentSize.height == 330)
    list.contentOffset.y = 230
    list.frame.size.height = 200
    screen.tick()
    #expect(list.contentOffset.y == 130)
  }

  /// A scroll view in a stack takes what the other views leave.
  @Test func aScrollViewStretchesInAStack() {
    let list = ScrollView(identifier: "list", contentSize: Size(width: 0, height: 1000))
    let title = box("title", 0, 40)
    let stack = VStack(frame: Rect(x: 0, y: 0, width: 300, height: 400), spacing: 0, alignment: .center) {
      title
      list
    }
    show(stack)
    #expect(list.frame == Rect(x: 0, y: 40, width: 300, height: 360))
    // What fits the stack counts the scroll view's content, as `.fitContent` measures.
    #expect(stack.sizeThatFits(Size(width: 300, height: 400)).height == 1040)
  }
}
