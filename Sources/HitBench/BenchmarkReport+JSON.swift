extension BenchmarkReport {
  /// The report as JSON, keys in a fixed order.
  public func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("tool")
    w.value("hitbench")
    w.key("format")
    w.value(1)
    w.key("settings")
    w.beginObject()
    w.key("views")
    w.beginArray()
    for v in settings.viewCounts { w.value(v) }
    w.endArray()
    w.key("windows")
    w.value(settings.windowCount)
    w.key("seed")
    w.value(settings.seed)
    w.key("screen")
    w.beginObject()
    w.key("width")
    w.value(settings.screenSize.width)
    w.key("height")
    w.value(settings.screenSize.height)
    w.endObject()
    w.key("queriesPerSet")
    if let q = settings.queriesPerSet { w.value(q) } else { w.null() }
    w.endObject()
    w.key("machine")
    w.beginObject()
    w.key("processor")
    w.value(machine.processor)
    w.key("cores")
    w.value(machine.cores)
    w.endObject()
    w.key("clockOverheadNs")
    w.value(clockOverhead)
    w.key("results")
    w.beginArray()
    for r in results { write(r, to: &w) }
    w.endArray()
    w.key("goals")
    w.beginObject()
    let g = goals
    w.key("p50At10000Ns")
    optional(g.p50At10000, &w)
    w.key("ratio100000To1000")
    optional(g.ratio100000To1000, &w)
    w.key("sheetDragP50Ns")
    optional(g.sheetDragP50, &w)
    w.endObject()
    w.key("disagreements")
    w.beginArray()
    for d in disagreements { w.value(d.description) }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  private func optional(_ value: Double?, _ w: inout JSONWriter) {
    if let value { w.value(value) } else { w.null() }
  }

  private func write(_ r: SceneMeasurement, to w: inout JSONWriter) {
    w.beginObject()
    w.key("views")
    w.value(r.views)
    w.key("maximumDepth")
    w.value(r.maximumDepth)
    w.key("sceneBytes")
    w.value(r.sceneBytes)
    w.key("indexBytes")
    w.value(r.indexBytes)
    w.key("indexAccountedBytes")
    w.value(r.indexAccountedBytes)
    w.key("gridEntries")
    w.value(r.gridEntries)
    w.key("sets")
    w.beginArray()
    for set in r.sets {
      w.beginObject()
      w.key("name")
      w.value(set.name)
      w.key("queries")
      w.value(set.queries)
      w.key("naive")
      write(set.naive, to: &w)
      w.key("indexed")
      write(set.indexed, to: &w)
      w.key("speedup")
      w.value(set.speedup)
      w.key("disagreements")
      w.value(set.disagreements)
      w.endObject()
    }
    w.endArray()
    let m = r.maintenance
    w.key("maintenance")
    w.beginObject()
    w.key("buildNs")
    w.value(m.buildNanoseconds)
    w.key("sheetDrag")
    write(m.sheetDrag, views: m.sheetViews, to: &w)
    w.key("subtreeDrag")
    write(m.subtreeMove, views: m.subtreeViews, to: &w)
    w.key("addView")
    write(m.addView, views: 1, to: &w)
    w.key("removeView")
    write(m.removeView, views: 1, to: &w)
    w.endObject()
    w.key("disagreementsAfterMaintenance")
    w.value(r.disagreementsAfterMaintenance)
    w.endObject()
  }

  private func write(_ p: PathMeasurement, to w: inout JSONWriter) {
    w.beginObject()
    writeLatency(p.latency, to: &w)
    w.key("queriesPerSecond")
    w.value(p.queriesPerSecond)
    w.endObject()
  }

  private func write(_ l: LatencySummary, views: Int, to w: inout JSONWriter) {
    w.beginObject()
    w.key("views")
    w.value(views)
    writeLatency(l, to: &w)
    w.endObject()
  }

  private func writeLatency(_ l: LatencySummary, to w: inout JSONWriter) {
    w.key("p50Ns")
    w.value(l.p50)
    w.key("p99Ns")
    w.value(l.p99)
    w.key("meanNs")
    w.value(l.mean)
    w.key("maxNs")
    w.value(l.max)
    w.key("samples")
    w.value(l.count)
  }
}
