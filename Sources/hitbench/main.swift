import HitBench

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let bench = HitBenchmark(settings: BenchmarkSettings(viewCounts: counts)) { line in print("  ..", line) }
print("clock overhead", bench.clockOverhead)
for n in counts {
  let o = bench.run(views: n)
  let m = o.measurement
  for s in m.sets {
    print(
      n, s.name, "naive p50", s.naive.latency.p50, "p99", s.naive.latency.p99, "idx p50", s.indexed.latency.p50, "p99",
      s.indexed.latency.p99, "qps", Int(s.indexed.queriesPerSecond), "dis", s.disagreements)
  }
  print(
    " build ms", m.maintenance.buildNanoseconds / 1e6, "sheet", m.maintenance.sheetDrag.p50, m.maintenance.sheetViews,
    "subtree", m.maintenance.subtreeMove.p50, m.maintenance.subtreeViews, "add", m.maintenance.addView.p50, "remove",
    m.maintenance.removeView.p50, "depth", m.maximumDepth, "scene MB", Double(m.sceneBytes) / 1e6, "index MB",
    Double(m.indexBytes) / 1e6, Double(m.indexAccountedBytes) / 1e6, "entries", m.gridEntries, "recheck",
    m.disagreementsAfterMaintenance)
  for d in o.disagreements.prefix(5) { print(d) }
}
