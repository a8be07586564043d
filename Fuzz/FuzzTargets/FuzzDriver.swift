import Foundation

#if FUZZING
  /// libFuzzer's entry point for a program that has its own `main`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// libFuzzer's entry point for one input. Its own `main` refers to it and is linked in
  /// with `-sanitize=fuzzer`, but SwiftPM points `main` at the program's, which hands
  /// over to ``FuzzDriver`` through `LLVMFuzzerRunDriver`; this runs the same target.
  @_cdecl("LLVMFuzzerTestOneInput")
  func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.runOne(data, size)
  }
#endif

/// The `main` of every fuzz executable.
///
/// Built with `-sanitize=fuzzer,address -DFUZZING` (scripts/dev/fuzz-coverage.sh), it hands the
/// command line to libFuzzer, and a broken invariant ends the process so libFuzzer keeps
/// the input as a crash. Built plainly, it runs each file named on the command line once
/// (a directory: each file in it) and exits 1 if any broke an invariant.
package enum FuzzDriver {
  /// The target being run, for libFuzzer's C callback: set once, before libFuzzer starts.
  nonisolated(unsafe) private static var target: (any FuzzTarget.Type)?

  /// Runs `target` as the program.
  package static func main(_ target: any FuzzTarget.Type) -> Never {
    Self.target = target
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzDriver.runOne(data, size) })
    #else
      var failures = 0
      for path in CorpusFiles.expand(Array(CommandLine.arguments.dropFirst())) {
        do throws(FuzzFailure) {
          try target.run(Array(FileManager.default.contents(atPath: path) ?? Data()))
          print("fuzz-\(target.name): \(path): ok")
        } catch {
          print("fuzz-\(target.name): \(path): \(error)")
          failures += 1
        }
      }
      exit(failures == 0 ? 0 : 1)
    #endif
  }

  /// Runs libFuzzer's input through the target; a broken invariant traps.
  static func runOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target else { return 0 }
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do throws(FuzzFailure) {
      try target.run(input)
    } catch {
      fatalError("fuzz-\(target.name): \(error)")
    }
    return 0
  }
}
