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

  @Test func recordModeWritesTheReferenceAndThenItMatchesExactly() throws {
    let dir = temporaryDirectory()
    let recorded = try golden(dir, recording: true).verify(image(), named: "plain")
    #expect(recorded == .recorded(path: dir + "/references/plain.png"))
    #expect(try PixelSurface(contentsOfPNG: dir + "/references/plain.png").hasSamePixels(as: image()))
    #expect(try golden(dir).verify(image(), named: "plain") == .matchedExactly)
  }

  @Test func recordModeReplacesAnExistingReference() throws {
    let dir = temporaryDirectory()
    try golden(dir, recording: true).verify(image(), named: "replaced")
    try golden(dir, recording: true).verify(image(changed: 500), named: "replaced")
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
    try golden(dir, recording: true).verify(image(), named: "near")
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
    try golden(dir, recording: true).verify(image(), named: "moved")
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

  @Test func aMissingReferenceIsRecordedButFails() throws {
    let dir = temporaryDirectory()
    #expect {
      try golden(dir).verify(image(), named: "new")
    } throws: { error in
      (error as? GoldenImageFailure)?.reason == .missingReference
    }
    #expect(FileManager.default.fileExists(atPath: dir + "/references/new.png"))
    #expect(try golden(dir).verify(image(), named: "new") == .matchedExactly)
  }

  @Test func aDifferentSizeIsAMismatch() throws {
    let dir = temporaryDirectory()
    try golden(dir, recording: true).verify(image(), named: "sized")
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

  @Test func expectMatchRecordsAnIssueOnlyOnMismatch() throws {
    let dir = temporaryDirectory()
    try golden(dir, recording: true).verify(image(), named: "issue")
    #expect(golden(dir).expectMatch(try image(), named: "issue"))
    let changed = try image(changed: 300)
    withKnownIssue {
      #expect(!golden(dir).expectMatch(changed, named: "issue"))
    }
  }
}
