/// Reads a fuzzer's bytes as choices and numbers, front to back; once they run out every
/// read answers zero, so any input decodes to something and a short one to little.
///
/// Each read consumes a fixed number of bytes, so a mutation that changes one byte changes
/// one choice, which keeps libFuzzer's mutations local.
package struct FuzzBytes {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 at the end.
  package mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// The next two bytes, little-endian.
  package mutating func uint16() -> UInt16 {
    UInt16(byte()) | UInt16(byte()) << 8
  }

  /// The next eight bytes, little-endian.
  package mutating func uint64() -> UInt64 {
    var v: UInt64 = 0
    for i in 0..<8 { v |= UInt64(byte()) << (8 * i) }
    return v
  }

  /// A number in `0..<count` from one byte (two when `count` exceeds 256).
  package mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    return count <= 256 ? Int(byte()) % count : Int(uint16()) % count
  }

  /// A number in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// Whether the low bit of the next byte is set.
  package mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `values`, by the next byte.
  package mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

  /// Any 64-bit double, NaN and infinities included.
  package mutating func anyDouble() -> Double { Double(bitPattern: uint64()) }
}
