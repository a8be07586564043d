extension BenchmarkReport {
  /// The benchmark's three goals (p50 at 10 000 views, growth from 1 000 to 100 000 views,
  /// the index update of a sheet drag), checked against what was measured, when the
  /// needed scene sizes were measured.
  struct Goals: Sendable {
    /// The indexed uniform p50 at 10 000 views, in ns (goal: at most 100).
    var p50At10000: Double?
    /// Indexed uniform p50 at 100 000 views over that at 1 000 (goal: at most 3).
    var ratio100000To1000: Double?
    /// The sheet drag frame's index update p50 at the largest scene, in ns (goal: under 20 000).
    var sheetDragP50: Double?

    /// One line per goal saying the figure and whether it is met.
    var lines: [String] {
      var lines: [String] = []
      if let p = p50At10000 {
        lines.append(
          "p50 per query at 10 000 views: \(Int(p.rounded())) ns (goal <= 100 ns: \(p <= 100 ? "met" : "not met"))")
      }
      if let r = ratio100000To1000 {
        lines.append(
          "cost at 100 000 views / cost at 1 000: \(Format.fixed(r, 2))x (goal <= 3x: \(r <= 3 ? "met" : "not met"))")
      }
      if let d = sheetDragP50 {
        lines.append(
          "sheet drag frame, index update p50: \(Format.fixed(d / 1000, 2)) us (goal < 20 us: \(d < 20_000 ? "met" : "not met"))"
        )
      }
      return lines
    }
  }

  /// The goals, from the uniform query set.
  var goals: Goals {
    func p50(_ views: Int) -> Double? {
      results.first { $0.views == views }?.set("uniform")?.indexed.latency.p50
    }
    var goals = Goals()
    goals.p50At10000 = p50(10_000)
    if let large = p50(100_000), let small = p50(1_000), small > 0 { goals.ratio100000To1000 = large / small }
    goals.sheetDragP50 = results.max { $0.views < $1.views }?.maintenance.sheetDrag.p50
    return goals
  }
}
