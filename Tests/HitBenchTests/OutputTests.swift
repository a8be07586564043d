import Compositor
import Foundation
import Testing

@testable import HitBench

@Suite struct OutputTests {
  /// A fresh folder under the system's temporary directory.
  private func temporaryFolder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "hitbench-tests-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: path)
    return path
  }

  private func object(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any])
  }

  @Test func jsonHasEveryFigureForEverySize() throws {
    let run = runCommand(["--views", "12,80", "--queries", "150", "--json", "--quiet"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let json = try object(run.output)
    #expect(json["tool"] as? String == "hitbench")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.map { $0["views"] as? Int } == [12, 80])
    for result in results {
      let sets = try #require(result["sets"] as? [[String: Any]])
      #expect(sets.map { $0["name"] as? String } == ["uniform", "clustered"])
      for set in sets {
        #expect(set["queries"] as? Int == 150)
        #expect(set["disagreements"] as? Int == 0)
        for path in ["naive", "indexed"] {
          let p = try #require(set[path] as? [String: Any])
          for key in ["p50Ns", "p99Ns", "meanNs", "maxNs", "queriesPerSecond"] { #expect(p[key] is NSNumber) }
          #expect(p["samples"] as? Int == 150)
        }
      }
      let maintenance = try #require(result["maintenance"] as? [String: Any])
      for key in ["sheetDrag", "subtreeDrag", "addView", "removeView"] {
        let m = try #require(maintenance[key] as? [String: Any])
        #expect((m["samples"] as? Int ?? 0) > 0)
      }
      #expect(result["disagreementsAfterMaintenance"] as? Int == 0)
    }
    let goals = try #require(json["goals"] as? [String: Any])
    #expect(goals["p50At10000Ns"] is NSNull)
    #expect(goals["sheetDragP50Ns"] is NSNumber)
    #expect((json["disagreements"] as? [Any])?.isEmpty == true)
  }

  @Test func tableNamesTheSetsAndSaysEveryAnswerAgreed() {
    let run = runCommand(["--views", "20", "--queries", "100"])
    #expect(run.status == 0)
    #expect(run.output.contains("uniform") && run.output.contains("clustered"))
    #expect(run.output.contains("every answer agreed: 200 queries"))
    #expect(run.errors.contains("hitbench: 20 views: building the scene"))
  }

  @Test func exportWritesTheSceneQueriesAndExpectedAnswers() throws {
    let folder = temporaryFolder("export")
    let run = runCommand(["--views", "90", "--queries", "60", "--windows", "5", "--export", folder, "--quiet"])
    #expect(run.status == 0)
    let base = folder + "/views-90/"
    let scene = try object(try String(contentsOfFile: base + "scene.json", encoding: .utf8))
    let queries = try object(try String(contentsOfFile: base + "queries.json", encoding: .utf8))
    let answers = try object(try String(contentsOfFile: base + "answers.json", encoding: .utf8))

    let windows = try #require(scene["windows"] as? [[String: Any]])
    #expect(windows.count == 5)
    #expect(windows.contains { $0["hitTestPolicy"] as? String == "passthrough" })
    let views = try #require(scene["views"] as? [[String: Any]])
    #expect(views.count == 90)
    var ids = Set<String>()
    for v in views {
      for key in ["id", "window", "level", "z", "parent", "rect", "radii", "hidden", "alpha", "interactive", "clips"] {
        #expect(v[key] != nil, "view lacks \(key)")
      }
      #expect((v["rect"] as? [Double])?.count == 4)
      #expect((v["radii"] as? [Double])?.count == 4)
      ids.insert(try #require(v["id"] as? String))
    }
    #expect(ids.count == 90)
    #expect(views.contains { ($0["id"] as? String)?.hasSuffix("-sheet") == true && ($0["clips"] as? Bool) == true })

    let querySets = try #require(queries["sets"] as? [[String: Any]])
    let answerSets = try #require(answers["sets"] as? [[String: Any]])
    #expect(querySets.count == 2 && answerSets.count == 2)
    for (q, a) in zip(querySets, answerSets) {
      let points = try #require(q["points"] as? [[Double]])
      let list = try #require(a["answers"] as? [Any])
      #expect(points.count == 60 && list.count == 60)
      for case let answer as [String: Any] in list {
        #expect(ids.contains(try #require(answer["view"] as? String)))
        #expect((answer["location"] as? [Double])?.count == 2)
      }
    }
  }

  @Test func exportIsTheSameForTheSameSeed() throws {
    let a = temporaryFolder("same-a")
    let b = temporaryFolder("same-b")
    #expect(runCommand(["--views", "70", "--queries", "40", "--export", a, "-q"]).status == 0)
    #expect(runCommand(["--views", "70", "--queries", "40", "--export", b, "-q"]).status == 0)
    for file in ["scene.json", "queries.json", "answers.json"] {
      let x = try String(contentsOfFile: a + "/views-70/" + file, encoding: .utf8)
      let y = try String(contentsOfFile: b + "/views-70/" + file, encoding: .utf8)
      #expect(x == y, "\(file) differs between two runs of one seed")
    }
    let c = temporaryFolder("other-seed")
    #expect(runCommand(["--views", "70", "--queries", "40", "--seed", "2", "--export", c, "-q"]).status == 0)
    let other = try String(contentsOfFile: c + "/views-70/scene.json", encoding: .utf8)
    #expect(other != (try String(contentsOfFile: a + "/views-70/scene.json", encoding: .utf8)))
  }

  @Test func plotIsAPNGOfTheAdvertisedSize() throws {
    let folder = temporaryFolder("plot")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/scaling.png"
    #expect(runCommand(["--views", "15,60", "--queries", "50", "--plot", path, "-q"]).status == 0)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    #expect(bigEndian(16) == ScalingPlot.width)
    #expect(bigEndian(20) == ScalingPlot.height)
  }

  @Test func disagreementsAreReportedInTableAndJSON() {
    let point = Compositor.Point(x: 3, y: 4)
    let d = HitTestDisagreement(views: 7, context: "uniform", point: point, naive: nil, indexed: nil)
    let report = BenchmarkReport(
      settings: BenchmarkSettings(viewCounts: [7]), machine: MachineDescription(processor: "test", cores: 1),
      clockOverhead: 20, results: [], disagreements: [d])
    #expect(report.table().contains("1 disagreement(s)"))
    #expect(report.json().contains("disagreement at 7 views (uniform), point (3.0, 4.0)"))
  }
}
