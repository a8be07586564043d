#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's resident memory, from `/proc/self/statm`.
///
/// To measure what a step keeps alive, ``settledBytes()`` first hands the allocator's free
/// pages back to the system, so the step's allocations show up as new resident pages rather
/// than reusing memory an earlier step freed.
enum ResidentMemory {
  /// Resident bytes now, or 0 when the kernel does not say.
  static func bytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // statm: size resident shared text lib data dt, in pages.
    let fields = text.split(separator: " ")
    guard fields.count >= 2, let residentPages = Int(fields[1]) else { return 0 }
    return residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Resident bytes after returning the allocator's free memory to the system.
  static func settledBytes() -> Int {
    releaseFreeMemory()
    return bytes()
  }

  /// Calls glibc's `malloc_trim(0)` when the C library has it (it is not in the Glibc
  /// module's headers, so it is looked up by name).
  private static func releaseFreeMemory() {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
