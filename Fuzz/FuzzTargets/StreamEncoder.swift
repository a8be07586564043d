import Compositor
import DemoApp
import SheetOverlay

/// Writes a script, such as a session recorded with `sheet-demo --record`, in the bytes of
/// the `streams` fuzz target (``StreamFormat``), as a seed: ``StreamDecoder`` reads back
/// the same events at the same times (to the millisecond) wherever the format can hold
/// them: whole-point coordinates within ±32767, the keys and views it lists. Q, which
/// ends the demo, and what the format cannot hold are left out.
enum StreamEncoder {
  static func encode(_ script: Script) -> [UInt8] {
    var out: [UInt8] = []
    func uint16(_ v: Int) {
      out.append(UInt8(truncatingIfNeeded: v))
      out.append(UInt8(truncatingIfNeeded: v >> 8))
    }
    func size(_ s: Size) {
      if let i = StreamFormat.sizes.firstIndex(of: s) {
        out.append(UInt8(i))
      } else {
        out.append(UInt8(StreamFormat.sizes.count))
        uint16(Int(s.width) - 1)
        uint16(Int(s.height) - 1)
      }
    }
    size(script.size ?? StreamFormat.sizes[0])
    for choice in StreamFormat.sheetChoices {
      let i = script.sheet.members[choice.key].flatMap { v in choice.values.firstIndex { $0 == v } }
      out.append(i.map { UInt8($0 + 1) } ?? 0)
    }
    var previous = 0
    for e in script.events {
      guard let operands = operands(e.action) else { continue }
      let ms = Swift.min(65535, Int((e.t * 1000).rounded()) - previous)
      if ms == 0 {
        out.append(0)
      } else {
        out.append(255)
        uint16(ms)
      }
      previous += ms
      out += operands
    }
    return out
  }

  /// The operation byte and operands of `action`, or `nil` when the format cannot hold it.
  private static func operands(_ action: ScriptEvent.Action) -> [UInt8]? {
    func point(_ p: Point) -> [UInt8]? {
      guard p.x == p.x.rounded(), p.y == p.y.rounded(), abs(p.x) <= 32767, abs(p.y) <= 32767 else { return nil }
      let x = UInt16(bitPattern: Int16(p.x))
      let y = UInt16(bitPattern: Int16(p.y))
      return [0, UInt8(x & 0xFF), UInt8(x >> 8), UInt8(y & 0xFF), UInt8(y >> 8)]
    }
    func op(_ o: StreamFormat.Operation) -> UInt8 { o.rawValue }
    switch action {
    case .pointer(let phase, let p, let button, let modifiers):
      guard button == .primary, modifiers.isEmpty else { return nil }
      let o: StreamFormat.Operation = phase == .down ? .down : phase == .move ? .move : .up
      return point(p).map { [op(o)] + $0 }
    case .wheel(let p, let dx, let dy):
      guard let at = point(p), dy * 4 == (dy * 4).rounded(), abs(dy) < 8192, dx == dx.rounded(), abs(dx) < 128
      else { return nil }
      let v = UInt16(bitPattern: Int16(dy * 4))
      return [op(.wheel)] + at + [UInt8(v & 0xFF), UInt8(v >> 8), UInt8(bitPattern: Int8(dx))]
    case .key(let key, let modifiers):
      if let i = StreamFormat.keys.firstIndex(where: { $0.0 == key && $0.1 == modifiers }) {
        return [op(.key), UInt8(i)]
      }
      guard modifiers.isEmpty, let text = key.text, text.lowercased() != "q",
        let b = (0...99).first(where: { StreamDecoder.text(UInt8($0)) == text })
      else { return nil }
      return [op(.text), UInt8(b)]
    case .select(let d):
      return StreamFormat.detents.firstIndex(of: d).map { [op(.select), UInt8($0)] }
    case .present: return [op(.present)]
    case .dismiss: return [op(.dismiss)]
    case .cancel: return [op(.cancel)]
    case .resize(let s):
      guard s.width >= 1, s.height >= 1, s.width <= 8192, s.height <= 8192 else { return nil }
      if let i = StreamFormat.sizes.firstIndex(of: s) { return [op(.resize), UInt8(i)] }
      let w = Int(s.width) - 1
      let h = Int(s.height) - 1
      return [
        op(.resize), UInt8(StreamFormat.sizes.count), UInt8(w & 0xFF), UInt8(w >> 8), UInt8(h & 0xFF), UInt8(h >> 8),
      ]
    case .accessibility(let view, let action):
      guard let v = StreamFormat.views.firstIndex(of: view), let a = StreamFormat.actions.firstIndex(of: action)
      else { return nil }
      return [op(.accessibility), UInt8(v), UInt8(a)]
    case .close:
      return nil
    }
  }
}
