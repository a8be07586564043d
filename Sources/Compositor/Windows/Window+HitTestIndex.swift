extension Window {
  /// The frontmost view under `point` (screen coordinates), found by walking the whole view
  /// tree as UIKit does; `nil` when the point falls through.
  ///
  /// This is the reference ``hitTest(screenPoint:)`` agrees with, answer for answer. It
  /// visits every view in front of the answer, so it is slow for large trees: use it to
  /// cross-check and to measure.
  package func hitTestNaive(screenPoint point: Point) -> HitTestResult? {
    guard !isHidden, point.isFinite else { return nil }
    return naiveHitTest(windowPoint: Point(x: point.x - frame.origin.x, y: point.y - frame.origin.y))
  }

  /// Brings the window's hit-test index up to date now, building it the first time.
  ///
  /// Every query does this itself; call it to keep the cost out of the first query after a
  /// change, for example at the end of a frame.
  package func updateHitTestIndex() {
    hitTestIndex.update()
  }

  /// Figures about the window's hit-test index, after bringing it up to date.
  package var hitTestIndexStatistics: HitTestIndexStatistics {
    let index = hitTestIndex
    index.update()
    return HitTestIndexStatistics(
      indexedViews: index.table.liveCount, gridEntries: index.grid.entryCount, gridLevels: index.grid.levels.count,
      gridCells: index.grid.cells.count, bytes: index.allocatedBytes, rebuilds: index.rebuildCount,
      walksDirectly: index.grid.usesDirectWalk)
  }

  /// Whether the index checks, in debug builds, that it mirrors the view tree after every
  /// update (the hit-index fuzz target's self-check).
  package var verifiesHitTestIndexOnEveryUpdate: Bool {
    get { hitTestIndex.verifiesEveryUpdate }
    set { hitTestIndex.verifiesEveryUpdate = newValue }
  }

  /// The window's index, created on first use.
  var hitTestIndex: HitTestIndex {
    if let index = hitIndex { return index.takeUnretainedValue() }
    let index = HitTestIndex(window: self)
    hitIndex = Unmanaged.passRetained(index)
    return index
  }

  /// The root view's walk for `local` (window space), with the passthrough policy applied.
  func naiveHitTest(windowPoint local: Point) -> HitTestResult? {
    guard let view = rootView.hitTest(rootView.convertFromSuperview(local)) else { return nil }
    if view === rootView && hitTestPolicy == .passthrough { return nil }
    return HitTestResult(view: view, in: self, at: view.convertFromWindow(local))
  }

  /// The index's answer for `local` (window space), with the passthrough policy applied.
  ///
  /// A query made from inside an overridden `hitTest` during another query, or one with
  /// coordinates beyond what the index trusts, walks the tree instead.
  func indexedHitTest(windowPoint local: Point) -> HitTestResult? {
    // The window owns its index for life (``hitIndex`` is set once), so the query borrows it.
    guard let index = hitIndex else { return indexedHitTest(windowPoint: local, hitTestIndex) }
    return index._withUnsafeGuaranteedRef { indexedHitTest(windowPoint: local, $0) }
  }

  private func indexedHitTest(windowPoint local: Point, _ index: HitTestIndex) -> HitTestResult? {
    if index.hasPendingWork || index.isQuerying {
      if index.isQuerying { return naiveHitTest(windowPoint: local) }
      index.update()
    }
    var node: Int32 = -1
    var opaqueAnswer: View? = nil
    if index.grid.usesDirectWalk {
      // A window of a few views: walking them front to back beats the grid.
      let limit = HitTestIndex.largestIndexedCoordinate
      guard abs(local.x) < limit, abs(local.y) < limit else { return naiveHitTest(windowPoint: local) }
      index.isQuerying = true
      (node, opaqueAnswer) = index.nearestDirectHit(local)
      index.isQuerying = false
      return answer(node: node, opaqueAnswer: opaqueAnswer, local: local, index)
    }
    let column = index.grid.frame.column(local.x)
    let row = index.grid.frame.row(local.y)
    // Most windows have nothing near most points: the occupancy map says so at once.
    if index.grid.occupancy.isOccupied(column: column, row: row) {
      let limit = HitTestIndex.largestIndexedCoordinate
      guard abs(local.x) < limit, abs(local.y) < limit else { return naiveHitTest(windowPoint: local) }
      index.isQuerying = true
      (node, opaqueAnswer) = index.nearestFiledHit(local, column: column, row: row)
      index.isQuerying = false
    }
    return answer(node: node, opaqueAnswer: opaqueAnswer, local: local, index)
  }

  /// The result for a query's filed node (or -1) or opaque answer, with the root and the
  /// passthrough policy as the last resort.
  @inline(__always)
  private func answer(node found: Int32, opaqueAnswer: View?, local: Point, _ index: HitTestIndex) -> HitTestResult? {
    var node = found
    if let view = opaqueAnswer {
      if view === rootView && hitTestPolicy == .passthrough { return nil }
      return HitTestResult(view: view, in: self, at: view.convertFromWindow(local))
    }
    if node < 0 {
      // Only the root is left, and it answers only for an opaque window.
      guard hitTestPolicy == .opaque, index.rootTakes(local) else { return nil }
      node = index.table.rootNode
    }
    return HitTestResult(view: index.view(Int(node)), in: self, at: index.location(Int(node), local))
  }

  /// A view's hidden, alpha, interaction, clipping or corner radii changed.
  func viewHitTestInputsDidChange(_ view: View) {
    hitIndex?._withUnsafeGuaranteedRef { $0.viewHitTestInputsDidChange(view) }
  }
}
