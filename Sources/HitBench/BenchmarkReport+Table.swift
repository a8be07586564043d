extension BenchmarkReport {
  /// The report as text tables: queries per scene size and set, maintenance costs, goals.
  func table() -> String {
    let s = settings
    var out = ""
    out +=
      "hitbench: seed \(s.seed), \(s.windowCount) windows, screen \(Int(s.screenSize.width))x\(Int(s.screenSize.height)), "
      + "\(machine.processor) (\(machine.cores) cores)\n"
    out +=
      "latency in ns: each query timed alone, clock overhead (\(Format.nanoseconds(clockOverhead)) ns) subtracted; "
      + "ratios: naive / index; index q/s: a tight loop over the set; direct: windows whose few views (at most "
      + "24) the index walks front to back instead of its grid\n\n"
    let columns: [(String, Int)] = [
      ("views", 7), ("set", 10), ("queries", 7), ("naive p50", 9), ("naive p99", 9), ("naive mean", 10),
      ("index p50", 9), ("index p99", 9), ("index mean", 10), ("p50 ratio", 9), ("mean ratio", 10),
      ("index q/s", 9), ("scene MB", 8), ("index MB", 8), ("direct", 6),
    ]
    out += header(columns)
    for r in results {
      for set in r.sets {
        let naive = set.naive.latency
        let indexed = set.indexed.latency
        let row = [
          String(r.views), set.name, String(set.queries), Format.nanoseconds(naive.p50), Format.nanoseconds(naive.p99),
          Format.nanoseconds(naive.mean), Format.nanoseconds(indexed.p50), Format.nanoseconds(indexed.p99),
          Format.nanoseconds(indexed.mean), Format.fixed(set.speedup, 1) + "x",
          Format.fixed(set.meanSpeedup, 1) + "x", Format.compact(set.indexed.queriesPerSecond),
          Format.megabytes(r.sceneBytes), Format.megabytes(r.indexBytes), "\(r.directWalkWindows)/\(r.windows)",
        ]
        out += line(row, columns)
      }
    }
    out += "\nindex maintenance, ns per operation (p50 / p99)\n"
    let maintenanceColumns: [(String, Int)] = [
      ("views", 7), ("build ms", 10), ("sheet drag", 20), ("subtree drag", 20), ("add view", 15), ("remove view", 15),
      ("entries", 9), ("siblings ms", 11), ("damage", 12),
    ]
    out += header(maintenanceColumns)
    for r in results {
      let m = r.maintenance
      let row = [
        String(r.views), Format.fixed(m.buildNanoseconds / 1e6, 2), pair(m.sheetDrag) + " (\(m.sheetViews))",
        pair(m.subtreeMove) + " (\(m.subtreeViews))", pair(m.addView), pair(m.removeView), String(r.gridEntries),
        Format.fixed(m.siblingsNanoseconds / 1e6, 1),
        "\(m.siblingDamageRectangles) rects" + (m.siblingDamageIsExact ? "" : "!"),
      ]
      out += line(row, maintenanceColumns)
    }
    out += "  (sheet drag and subtree drag: one 8-point frame, then the index update; in brackets, the views moved)\n"
    out += "  (siblings: as many views added side by side to a fresh window, damage taken, index built; damage: its\n"
    out += "   rectangles, which cover exactly the area the views fill, or '!' when they do not)\n"
    let goalLines = goals.lines
    if !goalLines.isEmpty {
      out += "\ngoals\n"
      for g in goalLines { out += "  " + g + "\n" }
    }
    let agreed = results.reduce(0) { $0 + $1.sets.reduce(0) { $0 + $1.queries } }
    out +=
      disagreements.isEmpty
      ? "\nevery answer agreed: \(agreed) queries, naive walk vs index (window, view and local point)\n"
      : "\n\(disagreements.count) disagreement(s) between the naive walk and the index\n"
    return out
  }

  private func pair(_ l: LatencySummary) -> String {
    Format.nanoseconds(l.p50) + " / " + Format.nanoseconds(l.p99)
  }

  private func header(_ columns: [(String, Int)]) -> String {
    line(columns.map(\.0), columns)
  }

  private func line(_ cells: [String], _ columns: [(String, Int)]) -> String {
    var out = ""
    for (i, cell) in cells.enumerated() {
      let width = columns[i].1
      out += i == 1 && columns[i].0 == "set" ? "  " + Format.left(cell, width) : Format.right(cell, width + 1)
    }
    return out + "\n"
  }
}
