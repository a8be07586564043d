import Foundation

/// The project's executables as a test finds them: built by `swift build --build-tests`
/// into the same directory as the test bundle that is running.
///
/// ```swift
/// let demo = try BuiltExecutable.url(named: "sheet-demo")
/// ```
public enum BuiltExecutable {
  /// The build directory: the one holding the running test bundle.
  public static var directory: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// The executable `name` in the build directory, or an error saying how to build it.
  public static func url(named name: String) throws -> URL {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else { throw NotBuilt(name: name, path: url.path) }
    return url
  }

  /// An executable that is not in the build directory.
  public struct NotBuilt: Error, CustomStringConvertible {
    /// The executable's name.
    public let name: String
    /// Where it was looked for.
    public let path: String
    /// Says where it was looked for and how to build it.
    public var description: String { "\(name) is not built at \(path); run swift build --build-tests" }
  }
}
