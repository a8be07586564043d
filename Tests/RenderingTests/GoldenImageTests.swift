import Compositor
import CompositorTesting
import Foundation
import Rendering
import Testing

@Suite struct GoldenImageTests {
  /// A 40×25 image (1000 pixels); the first `changed` pixels are brighter by `amount`.
  func image(changed: Int = 0, by amount: UInt32 = 0x30, width: Int = 40) throws -> PixelSurface {
    let s = try PixelSurface(width: width, height: 25)
    s.fill(Color(hex: 0x4080C0))
    s.withUnsafeMutableBytes { bytes in
      for i in 0..<changed {
        bytes.storeBytes(
          of: 0xFF40_80C0 &+ amount, toByteOffset: (i / width) * s.stride + (i % width) * 4, as: UInt32.self)
      }
    }
    return s
  }

  func golden(_ directory: String, tolerance: GoldenImageTolerance = GoldenImageTolerance(), recording: Bool = false)
    -> GoldenImage
  {
    GoldenImage(
      directory: directory + "/references", tolerance: tolerance, isRecording: recording,
      artifactsDirectory: directory + "/artifacts")
  }

  /// Writes `surface` as the reference `name` in record mode, which fails by design.
  func record(_ surface: PixelSurface, _ dir: String, named name: String) {
    #expect {
      try golden(dir, recording: true).verify(surface, named: name)
    } throws: { error in
      (error as? GoldenImageFailure)?.reason == .recorded
    }
  }

  @Test func recordModeWritesTheReferenceFailsAndThenItMatchesExactly() throws {
    let dir = temporaryDirectory()
    let plain = try image()
    do throws(GoldenImageFailure) {
      try golden(dir, recording: true).verify(plain, named: "plain")
      Issue.record("record mode passed")
    } catch {
      #expect(error.reason == .recorded)
      #expect(error.description.contains("record mode wrote the reference at \(dir)/references/plain.png"))
    }
    #expect(try PixelSurface(contentsOfPNG: dir + "/references/plain.png").hasSamePixels(as: image()))
    #expect(try golden(dir).verify(image(), named: "plain") == .matchedExactly)
  }

  @Test func recordModeReplacesAnExistingReference() throws {
    let dir = temporaryDirectory()
    record(try image(), dir, named: "replaced")
    record(try image(changed: 500), dir, named: "replaced")
    #expect(try golden(dir).verify(image(changed: 500), named: "replaced") == .matchedExactly)
  }

  @Test func recordModeIsReadFromSNAPSHOT_RECORD() {
    #expect(GoldenImage.isRecordMode(environment: ["SNAPSHOT_RECORD": "1"]))
    #expect(GoldenImage.isRecordMode(environment: ["SNAPSHOT_RECORD": "TRUE"]))
    #expect(!GoldenImage.isRecordMode(environment: ["SNAPSHOT_RECORD": "0"]))
    #expect(!GoldenImage.isRecordMode(environment: [:]))
  }

  @Test func differencesWithinTheToleranceMatch() throws {
    let dir = temporaryDirectory()
    record(try image(), dir, named: "near")
    // One pixel in a thousand differs a lot: allowed by a 0.2 % budget, not by 0.05 %.
    let loose = golden(dir, tolerance: GoldenImageTolerance(perPixelThreshold: 2, maximumDifferingFraction: 0.002))
    guard case .matchedWithinTolerance(let difference) = try loose.verify(image(changed: 1), named: "near") else {
      Issue.record("expected a match within tolerance")
      return
    }
    #expect(difference.differingPixelCount == 1 && difference.maximumChannelDifference == 0x30)
    let strict = golden(dir, tolerance: GoldenImageTolerance(perPixelThreshold: 2, maximumDifferingFraction: 0.0005))
    #expect(throws: GoldenImageFailure.self) { try strict.verify(image(changed: 1), named: "near") }
    // Small differences under the per-pixel threshold do not count at all.
    let faintImage = try image(changed: 900, by: 1)
    let faint = try golden(dir).verify(faintImage, named: "near")
    let expected = ImageDifference(reference: try image(), actual: faintImage, threshold: 2)
    #expect(faint == .matchedWithinTolerance(expected))
    #expect(expected.differingPixelCount == 0 && expected.maximumChannelDifference == 1)
  }

  @Test func aMismatchWritesReferenceActualAndDiffSideBySideAndNamesThem() throws {
    let dir = temporaryDirectory()
    record(try image(), dir, named: "moved")
    let actual = try image(changed: 50)
    do {
      try golden(dir).verify(actual, named: "moved")
      Issue.record("expected a mismatch")
    } catch {
      guard case .mismatch(let difference) = error.reason else {
        Issue.record("unexpected reason \(error.reason)")
        return
      }
      #expect(difference.differingPixelCount == 50)
      let expected = ["reference", "actual", "diff"].map { dir + "/artifacts/moved.\($0).png" }
      #expect(error.artifactPaths == expected)
      for path in expected {
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(error.description.contains(path))
      }
      #expect(error.description.contains("50 of 1000 pixels"))
      #expect(try PixelSurface(contentsOfPNG: expected[0]).hasSamePixels(as: image()))
      #expect(try PixelSurface(contentsOfPNG: expected[1]).hasSamePixels(as: actual))
      let diff = try PixelSurface(contentsOfPNG: expected[2])
      #expect(diff.pixel(x: 0, y: 0) == 0xFFFF_00FF)
      #expect(diff.pixel(x: 39, y: 24) != 0xFFFF_00FF)
    }
  }

  /// A missing reference fails every time, and only record mode writes one; the frame is
  /// in the artifacts to look at.
  @Test func aMissingReferenceFailsEveryTime() throws {
    let dir = temporaryDirectory()
    for _ in 0..<2 {
      #expect {
        try golden(dir).verify(image(), named: "new")
      } throws: { error in
        let failure = error as? GoldenImageFailure
        return failure?.reason == .missingReference && failure?.artifactPaths == [dir + "/artifacts/new.actual.png"]
      }
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/references/new.png"))
    #expect(try PixelSurface(contentsOfPNG: dir + "/artifacts/new.actual.png").hasSamePixels(as: image()))
  }

  /// The default tolerance lets no 36×5 patch (a grabber) go unnoticed, even in a frame
  /// as large as the demo's goldens.
  @Test func theDefaultToleranceCatchesAGrabberSizedPatch() throws {
    let dir = temporaryDirectory()
    let frame = try PixelSurface(width: 640, height: 480)
    frame.fill(Color(hex: 0xF0F0F0))
    record(frame, dir, named: "grabber")
    let changed = try PixelSurface(width: 640, height: 480)
    changed.fill(Color(hex: 0xF0F0F0))
    changed.withUnsafeMutableBytes { bytes in
      for y in 100..<105 {
        for x in 300..<336 {
          bytes.storeBytes(of: 0xFF73_7373, toByteOffset: y * changed.stride + x * 4, as: UInt32.self)
        }
      }
    }
    #expect(throws: GoldenImageFailure.self) { try golden(dir).verify(changed, named: "grabber") }
  }

  @Test func aDifferentSizeIsAMismatch() throws {
    let dir = temporaryDirectory()
    record(try image(), dir, named: "sized")
    #expect {
      try golden(dir, tolerance: GoldenImageTolerance(perPixelThreshold: 255, maximumDifferingFraction: 1))
        .verify(image(width: 41), named: "sized")
    } throws: { error in
      guard case .mismatch(let d) = (error as? GoldenImageFailure)?.reason else { return false }
      return !d.sizesMatch
    }
  }

  @Test func namesThatWouldLeaveTheDirectoryAreRefused() throws {
    let dir = temporaryDirectory()
    for name in ["../escape", "a/b", "", ".hidden"] {
      #expect {
        try golden(dir, recording: true).verify(image(), named: name)
      } throws: { error in
        (error as? GoldenImageFailure)?.reason == .invalidName
      }
    }
  }

  /// The mismatch's own issue is the known one: an `#expect` failing inside would not
  /// match it, so this test fails if `expectMatch` matched.
  @Test func expectMatchRecordsAnIssueOnlyOnMismatch() throws {
    let dir = temporaryDirectory()
    record(try image(), dir, named: "issue")
    #expect(golden(dir).expectMatch(try image(), named: "issue"))
    let changed = try image(changed: 300)
    var matched = true
    withKnownIssue {
      matched = golden(dir).expectMatch(changed, named: "issue")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("golden image 'issue' does not match") }
    }
    #expect(!matched)
  }
}
