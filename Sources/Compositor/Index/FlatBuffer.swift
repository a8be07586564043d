/// A growable array of plain values behind a raw pointer, owned by exactly one index.
///
/// The hit-test index keeps its records here rather than in `Array` so that a query reads
/// them through a pointer: no uniqueness check, no retain and release, no bounds check in
/// release builds. The buffer is noncopyable, so it is freed exactly once, by its owner.
///
/// Elements must be plain values (no references): they are copied bit for bit and never
/// deinitialized. The initializer checks this.
struct FlatBuffer<Element>: ~Copyable {
  /// The first element; valid for `capacity` elements, of which `count` are initialized.
  private(set) var base: UnsafeMutablePointer<Element>
  /// The number of elements in use.
  private(set) var count = 0
  /// The number of elements the allocation holds.
  private(set) var capacity: Int

  /// Creates an empty buffer with room for `capacity` elements.
  init(capacity: Int = 0) {
    precondition(_isPOD(Element.self), "FlatBuffer holds plain values only")
    self.capacity = Swift.max(1, capacity)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The element at `i`; checked against `count` in debug builds only.
  @inline(__always)
  subscript(i: Int) -> Element {
    get {
      assert(i >= 0 && i < count, "FlatBuffer index \(i) outside 0..<\(count)")
      return base[i]
    }
    nonmutating set {
      assert(i >= 0 && i < count, "FlatBuffer index \(i) outside 0..<\(count)")
      base[i] = newValue
    }
  }

  /// The memory the allocation occupies, in bytes.
  var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }

  /// Adds `element` at the end, growing the allocation geometrically.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow(toAtLeast: count + 1) }
    base[count] = element
    count += 1
  }

  /// Adds `n` copies of `element` at the end.
  mutating func append(repeating element: Element, count n: Int) {
    guard n > 0 else { return }
    if count + n > capacity { grow(toAtLeast: count + n) }
    (base + count).initialize(repeating: element, count: n)
    count += n
  }

  /// Removes the last element.
  mutating func removeLast() {
    precondition(count > 0, "FlatBuffer: removeLast on an empty buffer")
    count -= 1
  }

  /// Empties the buffer; with `keepingCapacity` false the allocation shrinks to `minimum`.
  mutating func removeAll(keepingCapacity: Bool = true, minimum: Int = 16) {
    count = 0
    if !keepingCapacity && capacity > minimum {
      base.deallocate()
      capacity = Swift.max(1, minimum)
      base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }
  }

  /// Makes room for at least `n` elements without changing the contents.
  mutating func reserveCapacity(_ n: Int) {
    if n > capacity { grow(toAtLeast: n) }
  }

  private mutating func grow(toAtLeast n: Int) {
    var newCapacity = Swift.max(16, capacity * 2)
    while newCapacity < n { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
