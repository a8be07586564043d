import JSONWriting

extension BenchmarkReport {
  /// The report as JSON, keys in a fixed order.
  func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("tool", "hitbench")
    w.field("format", 1)
    w.key("settings")
    w.beginObject()
    w.field("views", settings.viewCounts.map(Double.init))
    w.field("windows", settings.windowCount)
    w.key("seed")
    w.value(settings.seed)
    w.key("screen")
    w.beginObject()
    w.field("width", settings.screenSize.width)
    w.field("height", settings.screenSize.height)
    w.endObject()
    w.field("queriesPerSet", settings.queriesPerSet.map(Double.init))
    w.endObject()
    w.key("machine")
    w.beginObject()
    w.field("processor", machine.processor)
    w.field("cores", machine.cores)
    w.endObject()
    w.field("clockOverheadNs", clockOverhead)
    w.key("results")
    w.beginArray()
    for r in results { write(r, to: &w) }
    w.endArray()
    let g = goals
    w.key("goals")
    w.beginObject()
    w.field("p50At10000Ns", g.p50At10000)
    w.field("ratio100000To1000", g.ratio100000To1000)
    w.field("sheetDragP50Ns", g.sheetDragP50)
    w.endObject()
    w.key("disagreements")
    w.beginArray()
    for d in disagreements { w.value(d.description) }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  private func write(_ r: SceneMeasurement, to w: inout JSONWriter) {
    w.beginObject()
    w.field("views", r.views)
    w.field("maximumDepth", r.maximumDepth)
    w.field("sceneBytes", r.sceneBytes)
    w.field("indexBytes", r.indexBytes)
    w.field("directWalkWindows", r.directWalkWindows)
    w.field("indexAccountedBytes", r.indexAccountedBytes)
    w.field("gridEntries", r.gridEntries)
    w.key("sets")
    w.beginArray()
    for set in r.sets {
      w.beginObject()
      w.field("name", set.name)
      w.field("queries", set.queries)
      w.key("naive")
      write(set.naive.latency, extra: ("queriesPerSecond", set.naive.queriesPerSecond), to: &w)
      w.key("indexed")
      write(set.indexed.latency, extra: ("queriesPerSecond", set.indexed.queriesPerSecond), to: &w)
      w.field("speedup", set.speedup)
      w.field("meanSpeedup", set.meanSpeedup)
      w.field("disagreements", set.disagreements)
      w.endObject()
    }
    w.endArray()
    let m = r.maintenance
    w.key("maintenance")
    w.beginObject()
    w.field("buildNs", m.buildNanoseconds)
    w.field("siblingsNs", m.siblingsNanoseconds)
    w.field("siblingDamageRectangles", m.siblingDamageRectangles)
    w.field("siblingDamageIsExact", m.siblingDamageIsExact)
    for (name, latency, views) in [
      ("sheetDrag", m.sheetDrag, m.sheetViews), ("subtreeDrag", m.subtreeMove, m.subtreeViews),
      ("addView", m.addView, 1), ("removeView", m.removeView, 1),
    ] {
      w.key(name)
      write(latency, extra: ("views", Double(views)), to: &w)
    }
    w.endObject()
    w.field("disagreementsAfterMaintenance", r.disagreementsAfterMaintenance)
    w.endObject()
  }

  /// A latency summary as an object, with one more number.
  private func write(_ l: LatencySummary, extra: (String, Double), to w: inout JSONWriter) {
    w.beginObject()
    w.field("p50Ns", l.p50)
    w.field("p99Ns", l.p99)
    w.field("meanNs", l.mean)
    w.field("maxNs", l.max)
    w.field("samples", l.count)
    w.field(extra.0, extra.1)
    w.endObject()
  }
}
