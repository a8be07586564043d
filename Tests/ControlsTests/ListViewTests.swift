import Compositor
import CompositorTesting
import Testing

@testable import Controls

/// A list keeps views only for the rows near the screen and binds them again as it
/// scrolls; it selects, moves the selection with keys, scrolls with the wheel and a drag,
/// and tells assistive technology where each row stands.
@Suite struct ListViewTests {
  /// A fixture 400×600 with a list of `count` rows filling it, each a label "Row n".
  static func list(count: Int, rowHeight: Double = 44) throws -> (ControlsFixture, ListView) {
    let f = ControlsFixture(size: Size(width: 400, height: 600))
    let list = ListView(identifier: "list", count: count, rowHeight: rowHeight) { "Row \($0)" }
    try f.add(list, at: Rect(x: 0, y: 0, width: 400, height: 600))
    return (f, list)
  }

  /// The text the label of row `index` shows.
  static func text(_ list: ListView, _ index: Int) -> String? {
    (list.rowView(at: index) as? Label)?.text
  }

  /// The most row views a screen of `height` needs: the rows a view that tall can show
  /// at once, and the overscan either side.
  static func screenful(_ list: ListView, height: Double = 600) -> Int {
    Int((height / list.rowHeight).rounded(.up)) + 1 + 2 * list.overscan
  }

  @Test func aMillionRowsCostAScreenfulWhileScrollingToTheEnd() throws {
    let (f, list) = try Self.list(count: 1_000_000)
    let most = Self.screenful(list)
    #expect(list.rowViewsMade <= most)
    // Through the whole list in big and small steps, as a fling and a drag would.
    var offset = 0.0
    var step = 7.0
    while offset < list.maxContentOffset.y {
      offset += step
      step = step < 1e6 ? step * 1.9 : step
      list.contentOffset.y = offset
      f.screen.layoutIfNeeded()
      #expect(list.rowViewsMade <= most)
      #expect(list.subviews.filter { !$0.isHidden }.count <= most)
    }
    #expect(list.isAtBottom)
    #expect(list.visibleRows.last == 999_999)
    #expect(Self.text(list, 999_999) == "Row 999999")
    #expect(list.subviews.count <= most, "no view made beyond a screenful, live or waiting")
  }

  @Test func everyRowShowsItsOwnContentAfterItsViewIsReused() throws {
    let (f, list) = try Self.list(count: 500)
    for offset in [0.0, 133, 1_000, 2_345.5, 10_000, 21_400, 900, 0] {
      list.contentOffset.y = offset
      f.screen.layoutIfNeeded()
      let rows = list.laidOutRows
      #expect(Array(list.wantedRows) == rows.filter { list.wantedRows.contains($0) })
      for index in rows {
        #expect(Self.text(list, index) == "Row \(index)")
        let cell = try #require(list.liveCells[index])
        #expect(cell.frame == list.rowFrame(index))
        #expect(cell.accessibility?.label == "Row \(index)")
      }
      for index in list.visibleRows { #expect(list.rowView(at: index) != nil, "row \(index) shows") }
    }
  }

  @Test func aScrollDrawsNoTextButThatOfTheRowsThatCameIn() throws {
    let (f, list) = try Self.list(count: 10_000)
    list.contentOffset.y = 44 * 10
    try f.harness.render()
    func generations() -> [ObjectIdentifier: UInt64] {
      Dictionary(uniqueKeysWithValues: list.liveCells.values.map { (ObjectIdentifier($0), $0.row.drawingGeneration) })
    }
    let start = generations()
    list.contentOffset.y = 44 * 10 + 20
    try f.harness.render()
    #expect(generations() == start, "moved, not drawn")
    list.contentOffset.y = 44 * 15 + 20
    try f.harness.render()
    let moved = generations()
    #expect(moved.keys == start.keys, "the same views")
    let drawn = moved.filter { start[$0.key] != $0.value }
    #expect(drawn.count == 5, "five rows came in, five views were bound to them and drew")
  }

  @Test func theWheelScrollsItAndAFlickGlidesOnAfterTheRelease() throws {
    let (f, list) = try Self.list(count: 1_000)
    f.harness.wheel(at: Point(x: 200, y: 300), deltaY: 130)
    #expect(list.contentOffset.y == 130)
    f.step()
    #expect(list.visibleRows.first == 2)
    #expect(Self.text(list, 2) == "Row 2")
    // A quick throw upward: the content glides on after the release.
    f.harness.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.1, steps: 6)
    let released = list.contentOffset.y
    #expect(list.isDecelerating)
    try f.harness.advance(by: 0.5)
    #expect(list.contentOffset.y > released + 100)
    try f.harness.advance(by: 5)
    #expect(!list.isDecelerating)
    let first = try #require(list.visibleRows.first)
    #expect(Self.text(list, first) == "Row \(first)")
  }

  @Test func aPressThatStopsAGlideActivatesNoRow() throws {
    let (f, list) = try Self.list(count: 1_000)
    var activations: [Int] = []
    list.onActivate = { activations.append($0) }
    f.harness.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.1, steps: 6)
    try f.harness.advance(by: 0.2)
    #expect(list.isDecelerating)
    f.harness.pointer(.down, at: Point(x: 200, y: 300))
    #expect(!list.isDecelerating)
    #expect(list.liveCells.values.allSatisfy { $0.background != .color(list.pressedColor) }, "no row shows pressed")
    f.harness.pointer(.up, at: Point(x: 200, y: 300))
    #expect(activations.isEmpty)
    #expect(list.selectedIndex == nil)
    // The list at rest: a press activates the row under it.
    f.harness.tap(at: Point(x: 200, y: 300))
    let row = try #require(list.selectedIndex)
    #expect(activations == [row])
    #expect(list.rowFrame(row).contains(list.convertFromWindow(Point(x: 200, y: 300))))
  }

  @Test func aPressSelectsAndActivatesARowAndADragOnlyScrolls() throws {
    let (f, list) = try Self.list(count: 100)
    var selections: [Int?] = []
    var activations: [Int] = []
    list.onSelectionChange = { selections.append($0) }
    list.onActivate = { activations.append($0) }
    f.harness.pointer(.down, at: Point(x: 200, y: 44 * 3 + 20))
    #expect(list.liveCells[3]?.background == .color(list.pressedColor), "pressed")
    f.harness.pointer(.up, at: Point(x: 200, y: 44 * 3 + 20))
    #expect(list.selectedIndex == 3)
    #expect(selections == [3])
    #expect(activations == [3])
    #expect(list.liveCells[3]?.background == .color(list.selectionColor))
    #expect(list.liveCells[3]?.accessibility?.isSelected == true)
    #expect(list.liveCells[4]?.accessibility?.isSelected == false)
    f.harness.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 250))
    #expect(list.contentOffset.y > 100)
    #expect(list.selectedIndex == 3, "a scroll selects nothing")
    #expect(activations == [3])
  }

  @Test func theListIsOneTabStopWhereTheKeysMoveTheSelection() throws {
    let f = ControlsFixture(size: Size(width: 400, height: 600))
    var selections: [Int?] = []
    var activations: [Int] = []
    let before = Button(identifier: "before", title: "Before")
    let list = ListView(identifier: "list", count: 1_000_000) { "Row \($0)" }
    let after = Button(identifier: "after", title: "After")
    list.onSelectionChange = { selections.append($0) }
    list.onActivate = { activations.append($0) }
    try f.add(
      VStack(alignment: .leading) {
        before; list; after
      }, at: f.screen.bounds)
    #expect(f.screen.focusOrder().map(\.identifier) == ["before", "list.row-0", "after"])
    f.harness.key(.tab)
    f.harness.key(.tab)
    #expect(f.screen.focusedView === list.liveCells[0])
    f.harness.key(.down)
    #expect(list.selectedIndex == 1)
    #expect(f.screen.focusedView === list.liveCells[1])
    let page = Int((list.bounds.height / 44).rounded(.down)) - 1
    f.harness.key(.pageDown)
    #expect(list.selectedIndex == 1 + page)
    f.harness.key(.end)
    #expect(list.selectedIndex == 999_999)
    #expect(list.isAtBottom)
    #expect(f.screen.focusedView === list.liveCells[999_999])
    f.harness.key(.down)
    #expect(list.selectedIndex == 999_999, "the last row stays")
    f.harness.key(.pageUp)
    #expect(list.selectedIndex == 999_999 - page)
    f.harness.key(.return)
    #expect(activations == [999_999 - page])
    f.harness.key(.home)
    #expect(list.selectedIndex == 0)
    #expect(list.contentOffset.y == 0)
    f.harness.key(.up)
    #expect(selections == [1, 1 + page, 999_999, 999_999 - page, 0])
    f.harness.key(.tab)
    #expect(f.screen.focusedView?.identifier == "after", "Tab leaves the list")
    f.harness.key(.tab, modifiers: .shift)
    #expect(f.screen.focusedView === list.liveCells[0], "and comes back to its selected row")
    #expect(list.rowViewsMade <= Self.screenful(list, height: list.bounds.height) + 1)
  }

  @Test func theFocusedRowKeepsItsViewWhenTheWheelScrollsItAway() throws {
    let (f, list) = try Self.list(count: 10_000)
    f.harness.key(.tab)
    f.harness.key(.down)
    let focused = try #require(list.liveCells[1])
    #expect(f.screen.focusedView === focused)
    for _ in 0..<40 { f.harness.wheel(at: Point(x: 200, y: 300), deltaY: 500) }
    f.step()
    #expect(list.visibleRows.lowerBound > 100)
    #expect(list.liveCells[1] === focused, "kept for the focus")
    #expect(f.screen.focusedView === focused)
    // A key scrolls it back into view first, then acts.
    f.harness.key(.down)
    #expect(list.selectedIndex == 2)
    #expect(list.visibleRows.contains(2))
  }

  @Test func assistiveTechnologyReadsAListWhoseRowsKnowWhereTheyStand() throws {
    let (f, list) = try Self.list(count: 1_000_000)
    list.accessibilityLabel = "Numbers"
    #expect(list.accessibility?.role == .list)
    #expect(list.accessibility?.label == "Numbers")
    list.contentOffset.y = 44 * 500_000
    f.screen.layoutIfNeeded()
    let cell = try #require(list.liveCells[500_003])
    #expect(cell.accessibility?.role == .row)
    #expect(cell.accessibility?.label == "Row 500003")
    #expect(cell.accessibility?.listPosition == AccessibilityListPosition(index: 500_003, count: 1_000_000))
    #expect(cell.accessibility?.listPosition?.positionInSet == 500_004)
    #expect(cell.accessibility?.actionNames == [AccessibilityAction.activate])
    #expect(list.rowView(at: 500_003)?.accessibility == nil, "the row says its label's text")
    #expect(cell.performAccessibilityAction(AccessibilityAction.activate))
    #expect(list.selectedIndex == 500_003)
    #expect(cell.accessibility?.isSelected == true)
  }

  @Test func customRowsAreMadeOnceAndBoundEachTimeTheyShowAnotherRow() throws {
    let f = ControlsFixture(size: Size(width: 400, height: 300))
    var binds = 0
    let list = ListView(
      identifier: "custom", count: 1_000, rowHeight: 50,
      makeRow: {
        HStack {
          Label(identifier: "name"); Spacer(); Label(identifier: "km")
        }
      },
      bindRow: { row, index in
        binds += 1
        (row.subviews[0] as? Label)?.text = "Trail \(index)"
        (row.subviews[2] as? Label)?.text = "\(index) km"
      })
    try f.add(list, at: f.screen.bounds)
    let made = list.rowViewsMade
    #expect(made == Self.screenful(list, height: 300) - list.overscan, "at the top, no overscan above")
    #expect(binds == made)
    list.contentOffset.y = 50
    f.screen.layoutIfNeeded()
    #expect(list.rowViewsMade == made + 1, "the overscan above fills")
    #expect(binds == made + 1)
    list.contentOffset.y = 250
    f.screen.layoutIfNeeded()
    #expect(list.rowViewsMade == made + 2)
    #expect(binds == made + 2 + 3, "three rows came in, views from three that left")
    #expect(list.liveCells[9]?.accessibility?.label == "Trail 9, 9 km")
  }

  @Test func insertingAboveKeepsTheRowsShowingAndTheSelection() throws {
    let (f, list) = try Self.list(count: 100)
    var labels = (0..<100).map { "Row \($0)" }
    list.rowAccessibilityLabel = { labels[$0] }
    list.contentOffset.y = 44 * 10
    list.selectedIndex = 12
    f.screen.layoutIfNeeded()
    labels.insert(contentsOf: ["New A", "New B"], at: 3)
    list.insertRows(3..<5)
    f.screen.layoutIfNeeded()
    #expect(list.count == 102)
    #expect(list.contentOffset.y == 44 * 12, "the rows showing stay where they were")
    #expect(list.selectedIndex == 14, "the selected row moved with its content")
    #expect(list.liveCells[14]?.accessibility?.isSelected == true)
    #expect(list.liveCells[14]?.accessibility?.label == "Row 12")
    #expect(list.liveCells[14]?.accessibility?.listPosition == AccessibilityListPosition(index: 14, count: 102))
    // Inserted below the view: nothing moves.
    list.insertRows(60..<61)
    #expect(list.contentOffset.y == 44 * 12)
    #expect(list.selectedIndex == 14)
  }

  /// Rows named by position are renamed by an insertion above them; rows the app names
  /// keep their names through insertions, deletions and the recycling of their views.
  @Test func rowsTheAppNamesKeepTheirIdentifiers() throws {
    let (f, list) = try Self.list(count: 5)
    #expect(list.liveCells[2]?.identifier == "list.row-2")
    var trails = ["lake", "ridge", "mill", "falls", "pines"]
    list.rowIdentifier = { "trail.\(trails[$0])" }
    #expect(list.liveCells[2]?.identifier == "trail.mill", "setting it renames the rows showing")
    trails.insert(contentsOf: ["bay", "dune"], at: 1)
    list.insertRows(1..<3)
    f.screen.layoutIfNeeded()
    #expect(list.liveCells[4]?.identifier == "trail.mill")
    trails.remove(at: 0)
    list.deleteRows(0..<1)
    f.screen.layoutIfNeeded()
    #expect(list.laidOutRows.map { list.liveCells[$0]?.identifier } == trails.map { "trail.\($0)" })
    #expect(f.screen.focusOrder().map(\.identifier) == ["trail.bay"], "the Tab stop goes by the app's name")
    list.rowIdentifier = nil
    #expect(list.laidOutRows.map { list.liveCells[$0]?.identifier } == (0..<6).map { "list.row-\($0)" })

    // A view recycled to another row takes that row's name.
    let (g, long) = try Self.list(count: 10_000)
    long.rowIdentifier = { "item-\($0 * 7)" }
    long.scrollToRow(5_000)
    g.screen.layoutIfNeeded()
    #expect(long.laidOutRows.contains(5_000))
    for index in long.laidOutRows { #expect(long.liveCells[index]?.identifier == "item-\(index * 7)") }
    #expect(long.rowViewsMade <= Self.screenful(long))
  }

  @Test func deletingTheSelectedRowClearsTheSelectionAndKeepsThePlace() throws {
    let (f, list) = try Self.list(count: 100)
    var selections: [Int?] = []
    list.onSelectionChange = { selections.append($0) }
    list.contentOffset.y = 44 * 20
    list.selectedIndex = 25
    f.screen.layoutIfNeeded()
    list.deleteRows(5..<10)
    #expect(list.contentOffset.y == 44 * 15, "rows deleted above pull the content up by as much")
    #expect(list.selectedIndex == 20)
    list.deleteRows(18..<22)
    #expect(list.selectedIndex == nil)
    #expect(selections == [nil])
    f.screen.layoutIfNeeded()
    #expect(list.count == 91)
    for index in list.laidOutRows { #expect(list.liveCells[index]?.frame == list.rowFrame(index)) }
    // A count set below the view's place reloads and brings the offset within the rows.
    list.count = 10
    f.screen.layoutIfNeeded()
    #expect(list.contentOffset.y == 0)
    #expect(list.laidOutRows == Array(0..<10))
    #expect(list.subviews.filter { !$0.isHidden }.count == 10)
    let (_, messages) = Diagnostics.collecting { list.deleteRows(8..<40) }
    #expect(list.count == 8)
    #expect(messages.count == 1)
  }

  @Test func deletingTheFocusedRowHandsTheFocusToTheRowInItsPlace() throws {
    let (f, list) = try Self.list(count: 50)
    f.harness.key(.tab)
    f.harness.key(.down)
    f.harness.key(.down)
    #expect(f.screen.focusedView === list.liveCells[2])
    list.deleteRows(2..<3)
    #expect(f.screen.focusedView === list.liveCells[2])
    #expect(list.selectedIndex == nil)
    f.harness.key(.down)
    #expect(list.selectedIndex == 3)
  }

  @Test func settingTheCountRebindsTheRowsEvenWhenItIsTheSame() throws {
    // A filter whose matches change but not their number: "Row 3…" to "Row 4…".
    var prefix = "3"
    var matches: [Int] { (0..<200).filter { String($0).hasPrefix(prefix) } }
    let f = ControlsFixture(size: Size(width: 400, height: 600))
    let list = ListView(identifier: "list", count: matches.count) { "Row \(matches[$0])" }
    try f.add(list, at: f.screen.bounds)
    #expect(Self.text(list, 0) == "Row 3")
    prefix = "4"
    list.count = matches.count
    f.screen.layoutIfNeeded()
    #expect(list.count == 11)
    #expect(list.laidOutRows.map { Self.text(list, $0) } == list.laidOutRows.map { "Row \(matches[$0])" })
    #expect(Self.text(list, 0) == "Row 4")
    // Set from the list's own layout, the same count settles in one pass.
    list.onLayout = { list in (list as? ListView)?.count = matches.count }
    list.setNeedsLayout()
    let (_, messages) = Diagnostics.collecting { f.screen.layoutIfNeeded() }
    #expect(messages.isEmpty, "\(messages)")
  }

  @Test func aListInAStackTakesTheRoomLeft() throws {
    let f = ControlsFixture(size: Size(width: 400, height: 600))
    let title = Label("Numbers", fontSize: 20)
    let list = ListView(identifier: "list", count: 1_000_000) { "Row \($0)" }
    try f.add(
      VStack(spacing: 0) {
        title; list
      }, at: f.screen.bounds)
    #expect(list.frame.minY == title.frame.maxY)
    #expect(list.frame.height == 600 - title.frame.height)
    #expect(list.contentSize.height == 44_000_000)
  }

  @Test func aFieldInAStackIsALineTallAndAsWideAsTheStack() throws {
    let f = ControlsFixture(size: Size(width: 400, height: 600))
    let field = TextField(identifier: "field", placeholder: "Filter")
    let list = ListView(identifier: "list", count: 200) { "Row \($0)" }
    let button = Button(title: "Go") {}
    let row = HStack(spacing: 8) {
      TextField(identifier: "other", placeholder: "Search"); button
    }
    // A row that spans the column says so, as a field does.
    row.flexibleAxes = .horizontal
    try f.add(
      VStack(spacing: 8, alignment: .leading) {
        field; row; list
      }, at: f.screen.bounds)
    let line = f.screen.textMetrics.lineHeight(of: Text("Filter", fontSize: TextField.fontSize))
    #expect(field.frame == Rect(x: 0, y: 0, width: 400, height: (line + 2 * TextField.inset).rounded(.up)))
    #expect(field.frame.height >= 38)
    #expect(list.frame.minY == row.frame.maxY + 8)
    // Along a row the field takes what the button leaves.
    let other = try #require(row.subviews.first as? TextField)
    #expect(other.frame.width == 400 - 8 - button.frame.width)
    #expect(button.frame.width == button.sizeThatFits(f.screen.bounds.size).width)
    // A tap where the field stands reaches it.
    #expect(f.screen.hitTest(f.center(of: field))?.view === field)
  }
}
