import Compositor

/// Reads a command line one flag at a time, the same way for every command of the
/// project: `--flag value` and `--flag=value` both work, a flag that takes no value
/// refuses one, and every error names the flag.
///
/// ```swift
/// var scanner = ArgumentScanner(["--size=800x600", "--json"])
/// while let flag = scanner.next() {
///   switch flag {
///   case "--size": size = try ArgumentScanner.size(try scanner.value(), flag: flag, in: 1...8192)
///   case "--json": try scanner.noValue(); json = true
///   default: throw scanner.unknown()
///   }
/// }
/// ```
package struct ArgumentScanner {
  private var rest: ArraySlice<String>
  /// The flag being read, as typed before any `=`.
  package private(set) var flag = ""
  private var inlineValue: String?

  /// A scanner over `arguments`, without the program name.
  package init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// The next flag, or `nil` at the end. A `--flag=value` argument gives `--flag`, and its
  /// value is what ``value()`` returns.
  package mutating func next() -> String? {
    guard let argument = rest.popFirst() else { return nil }
    inlineValue = nil
    flag = argument
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      flag = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    return flag
  }

  /// The current flag's value: after its `=`, or the next argument unless that is another
  /// flag.
  package mutating func value() throws(CommandLineError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = rest.first, !next.hasPrefix("--") else { throw CommandLineError(flag: flag, "needs a value") }
    rest.removeFirst()
    return next
  }

  /// Checks that the current flag, which takes no value, was given none.
  package func noValue() throws(CommandLineError) {
    if inlineValue != nil { throw CommandLineError(flag: flag, "takes no value") }
  }

  /// The error for a flag no case took: an unknown option or a stray argument.
  package func unknown() -> CommandLineError {
    flag.hasPrefix("-")
      ? CommandLineError(flag: flag, "unknown option (see --help)")
      : CommandLineError(flag: flag, "unexpected argument (options start with --; see --help)")
  }

  /// A whole number in `range` (`_` may group digits), or an error naming `flag`.
  package static func integer(_ text: String, flag: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int
  {
    guard let n = Int(String(text.filter { $0 != "_" })) else {
      throw CommandLineError(
        flag: flag, "expected a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
    }
    guard range.contains(n) else {
      throw CommandLineError(
        flag: flag, "expected a whole number in \(range.lowerBound)...\(range.upperBound), got \(n)")
    }
    return n
  }

  /// `WIDTHxHEIGHT` with each side a whole number in `range`, or an error naming `flag`.
  package static func size(_ text: String, flag: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), range.contains(w), range.contains(h) else {
      throw CommandLineError(
        flag: flag, "expected WIDTHxHEIGHT with each side in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
    }
    return Size(width: Double(w), height: Double(h))
  }
}
