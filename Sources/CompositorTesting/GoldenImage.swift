import Foundation
import Rendering

/// A golden-image check in the style of snapshot testing: compare a frame with a reference
/// PNG, exactly first and then within a ``GoldenImageTolerance``; record references when
/// asked; on failure, write the reference, the actual frame and a diff image side by side.
///
/// ```swift
/// let golden = GoldenImage(directory: "Assets/goldens/rendering")
/// try golden.verify(frame.surface, named: "sheet-medium")   // throws GoldenImageFailure
/// ```
///
/// Record mode is on when the environment variable `SNAPSHOT_RECORD` is `1`, `true` or
/// `yes`: references are then (re)written, and the check *fails* with
/// ``GoldenImageFailure/Reason/recorded``, as swift-snapshot-testing's does, so a recording
/// run never passes for a comparison. A missing reference fails every time, writing the
/// frame to the artifacts to look at; only record mode writes references. Failure
/// artifacts go to `SNAPSHOT_ARTIFACTS`, or to `golden-failures` in the temporary directory.
public struct GoldenImage: Sendable {
  /// The directory holding the reference PNGs.
  public var directory: String
  /// How far a frame may stray from its reference.
  public var tolerance: GoldenImageTolerance
  /// Whether references are written instead of compared.
  public var isRecording: Bool
  /// Where the reference copy, the actual frame and the diff go when a check fails.
  public var artifactsDirectory: String

  /// Creates a check against the references in `directory`.
  public init(
    directory: String, tolerance: GoldenImageTolerance = GoldenImageTolerance(),
    isRecording: Bool = GoldenImage.recordModeFromEnvironment,
    artifactsDirectory: String = GoldenImage.artifactsDirectoryFromEnvironment
  ) {
    self.directory = directory
    self.tolerance = tolerance
    self.isRecording = isRecording
    self.artifactsDirectory = artifactsDirectory
  }

  /// Whether this process's `SNAPSHOT_RECORD` asks for record mode.
  public static var recordModeFromEnvironment: Bool {
    isRecordMode(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `environment`'s `SNAPSHOT_RECORD` is `1`, `true` or `yes` (in any case).
  public static func isRecordMode(environment: [String: String]) -> Bool {
    ["1", "true", "yes"].contains(environment["SNAPSHOT_RECORD"]?.lowercased() ?? "")
  }

  /// This process's `SNAPSHOT_ARTIFACTS`, or `golden-failures` in the temporary directory.
  public static var artifactsDirectoryFromEnvironment: String {
    ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("golden-failures")
  }

  /// The reference path for `name`.
  public func referencePath(named name: String) -> String {
    (directory as NSString).appendingPathComponent(name + ".png")
  }

  /// Compares `surface` with the reference called `name` (a plain file name without `.png`).
  ///
  /// Returns how it matched, or throws a ``GoldenImageFailure`` that says why not and where
  /// the reference, actual and diff images were written.
  @discardableResult
  public func verify(_ surface: PixelSurface, named name: String) throws(GoldenImageFailure) -> GoldenImageOutcome {
    let referencePath = referencePath(named: name)
    func failure(_ reason: GoldenImageFailure.Reason, _ artifacts: [String] = []) -> GoldenImageFailure {
      GoldenImageFailure(name: name, reason: reason, referencePath: referencePath, artifactPaths: artifacts)
    }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
    guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
      throw failure(.invalidName)
    }
    if isRecording {
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw failure(.io(.pngWrite(destination: directory, reason: "cannot create the directory: \(error)")))
      }
      do throws(RenderingError) {
        try surface.writePNG(to: referencePath)
      } catch {
        throw failure(.io(error))
      }
      throw failure(.recorded)
    }
    guard FileManager.default.fileExists(atPath: referencePath) else {
      let artifacts: [String]
      do throws(RenderingError) {
        artifacts = try writeArtifacts(name: name, images: [("actual", surface)])
      } catch {
        throw failure(.io(error))
      }
      throw failure(.missingReference, artifacts)
    }
    let reference: PixelSurface
    do throws(RenderingError) {
      reference = try PixelSurface(contentsOfPNG: referencePath)
    } catch {
      throw failure(.io(error))
    }
    if reference.hasSamePixels(as: surface) { return .matchedExactly }
    let difference = ImageDifference(reference: reference, actual: surface, threshold: tolerance.perPixelThreshold)
    if difference.sizesMatch && difference.differingFraction <= tolerance.maximumDifferingFraction {
      return .matchedWithinTolerance(difference)
    }
    let artifacts: [String]
    do throws(RenderingError) {
      let diff = ImageDifference.diffImage(
        reference: reference, actual: surface, threshold: tolerance.perPixelThreshold)
      artifacts = try writeArtifacts(
        name: name, images: [("reference", reference), ("actual", surface), ("diff", diff)])
    } catch {
      throw failure(.io(error))
    }
    throw failure(.mismatch(difference), artifacts)
  }

  /// Writes each image as `<name>.<kind>.png` in the artifacts directory (the reference,
  /// actual and diff side by side); returns their paths in order.
  private func writeArtifacts(name: String, images: [(kind: String, surface: PixelSurface)]) throws(RenderingError)
    -> [String]
  {
    do {
      try FileManager.default.createDirectory(atPath: artifactsDirectory, withIntermediateDirectories: true)
    } catch {
      throw .pngWrite(destination: artifactsDirectory, reason: "cannot create the directory: \(error)")
    }
    var paths: [String] = []
    for (kind, surface) in images {
      let path = (artifactsDirectory as NSString).appendingPathComponent("\(name).\(kind).png")
      try surface.writePNG(to: path)
      paths.append(path)
    }
    return paths
  }
}
