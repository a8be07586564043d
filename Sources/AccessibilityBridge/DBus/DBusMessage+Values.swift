import CDBus
import Glibc

/// Moves ``DBusValue``s in and out of libdbus messages through its iterators, which do all
/// the marshalling and validation.
package enum DBusMessageValues {
  /// The type codes of `dbus-protocol.h`, which Swift does not import (they are macros
  /// with casts).
  package enum TypeCode {
    package static let byte = Int32(UInt8(ascii: "y"))
    package static let boolean = Int32(UInt8(ascii: "b"))
    package static let int16 = Int32(UInt8(ascii: "n"))
    package static let uint16 = Int32(UInt8(ascii: "q"))
    package static let int32 = Int32(UInt8(ascii: "i"))
    package static let uint32 = Int32(UInt8(ascii: "u"))
    package static let int64 = Int32(UInt8(ascii: "x"))
    package static let uint64 = Int32(UInt8(ascii: "t"))
    package static let double = Int32(UInt8(ascii: "d"))
    package static let string = Int32(UInt8(ascii: "s"))
    package static let objectPath = Int32(UInt8(ascii: "o"))
    package static let signature = Int32(UInt8(ascii: "g"))
    package static let fileDescriptor = Int32(UInt8(ascii: "h"))
    package static let array = Int32(UInt8(ascii: "a"))
    package static let variant = Int32(UInt8(ascii: "v"))
    package static let structure = Int32(UInt8(ascii: "r"))
    package static let dictionaryEntry = Int32(UInt8(ascii: "e"))
    package static let invalid: Int32 = 0
  }

  /// The arguments of `message`, in order.
  package static func arguments(of message: OpaquePointer) -> [DBusValue] {
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
    return read(&iterator)
  }

  /// Every value from `iterator` to the end of its container.
  package static func read(_ iterator: inout DBusMessageIter) -> [DBusValue] {
    var values: [DBusValue] = []
    while true {
      let type = dbus_message_iter_get_arg_type(&iterator)
      guard type != TypeCode.invalid else { break }
      values.append(readOne(&iterator, type: type))
      guard dbus_message_iter_next(&iterator) != 0 else { break }
    }
    return values
  }

  private static func readOne(_ iterator: inout DBusMessageIter, type: Int32) -> DBusValue {
    var basic = DBusBasicValue()
    func string() -> String {
      dbus_message_iter_get_basic(&iterator, &basic)
      return basic.str.map { String(cString: $0) } ?? ""
    }
    switch type {
    case TypeCode.array:
      let element = dbus_message_iter_get_signature(&iterator).map { signature -> String in
        defer { dbus_free(signature) }
        return String(String(cString: signature).dropFirst())
      }
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      return .array(element: element ?? "", read(&inner))
    case TypeCode.structure:
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      return .structure(read(&inner))
    case TypeCode.dictionaryEntry:
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      let pair = read(&inner)
      return .dictionaryEntry(pair.first ?? .string(""), pair.count > 1 ? pair[1] : .string(""))
    case TypeCode.variant:
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      return .variant(read(&inner).first ?? .string(""))
    case TypeCode.string: return .string(string())
    case TypeCode.objectPath: return .objectPath(string())
    case TypeCode.signature: return .signature(string())
    case TypeCode.fileDescriptor:
      // libdbus hands over a duplicate; the bridge has no use for it.
      dbus_message_iter_get_basic(&iterator, &basic)
      if basic.fd >= 0 { _ = close(basic.fd) }
      return .fileDescriptor
    default:
      dbus_message_iter_get_basic(&iterator, &basic)
      switch type {
      case TypeCode.byte: return .byte(basic.byt)
      case TypeCode.boolean: return .boolean(basic.bool_val != 0)
      case TypeCode.int16: return .int16(basic.i16)
      case TypeCode.uint16: return .uint16(basic.u16)
      case TypeCode.int32: return .int32(basic.i32)
      case TypeCode.uint32: return .uint32(basic.u32)
      case TypeCode.int64: return .int64(Int64(basic.i64))
      case TypeCode.uint64: return .uint64(UInt64(basic.u64))
      case TypeCode.double: return .double(basic.dbl)
      default: return .fileDescriptor
      }
    }
  }

  /// Appends `values` to `message`; returns false when one could not be appended (out of
  /// memory), leaving the message unfit to send.
  @discardableResult
  package static func append(_ values: [DBusValue], to message: OpaquePointer) -> Bool {
    var iterator = DBusMessageIter()
    dbus_message_iter_init_append(message, &iterator)
    return values.allSatisfy { append($0, to: &iterator) }
  }

  /// Appends one value. Strings lose any NUL (D-Bus strings cannot hold one), an invalid
  /// object path becomes `/`, and array elements of another type than the array's are left
  /// out: whatever the model holds, libdbus is never handed a value it would refuse.
  package static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
    func basic<T: BitwiseCopyable>(_ type: Int32, _ v: T) -> Bool {
      withUnsafeBytes(of: v) { dbus_message_iter_append_basic(&iterator, type, $0.baseAddress) != 0 }
    }
    /// `s` without its NULs: libdbus reads a C string, which would end at the first.
    func withoutNULs(_ s: String) -> String {
      s.contains("\0") ? s.replacingOccurrences(of: "\0", with: "") : s
    }
    func text(_ type: Int32, _ s: String) -> Bool {
      let clean = withoutNULs(s)
      return clean.withCString { pointer in
        var p: UnsafePointer<CChar>? = pointer
        return dbus_message_iter_append_basic(&iterator, type, &p) != 0
      }
    }
    func container(_ type: Int32, _ signature: String?, _ body: (inout DBusMessageIter) -> Bool) -> Bool {
      var inner = DBusMessageIter()
      let opened: Bool =
        if let signature {
          signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &inner) != 0 }
        } else {
          dbus_message_iter_open_container(&iterator, type, nil, &inner) != 0
        }
      guard opened else { return false }
      guard body(&inner) else {
        dbus_message_iter_abandon_container(&iterator, &inner)
        return false
      }
      return dbus_message_iter_close_container(&iterator, &inner) != 0
    }
    switch value {
    case .byte(let v): return basic(TypeCode.byte, v)
    case .boolean(let v): return basic(TypeCode.boolean, dbus_bool_t(v ? 1 : 0))
    case .int16(let v): return basic(TypeCode.int16, v)
    case .uint16(let v): return basic(TypeCode.uint16, v)
    case .int32(let v): return basic(TypeCode.int32, v)
    case .uint32(let v): return basic(TypeCode.uint32, v)
    case .int64(let v): return basic(TypeCode.int64, v)
    case .uint64(let v): return basic(TypeCode.uint64, v)
    case .double(let v): return basic(TypeCode.double, v)
    case .string(let s): return text(TypeCode.string, s)
    case .objectPath(let s):
      return text(TypeCode.objectPath, ObjectPaths.isValid(s) ? s : "/")
    case .signature(let s):
      // Checked as it will be appended: a NUL would cut the check short ("i\0((" checks
      // as "i"), and libdbus aborts on the signature appended after it.
      let clean = withoutNULs(s)
      let valid = clean.withCString { dbus_signature_validate($0, nil) != 0 }
      return text(TypeCode.signature, valid ? clean : "")
    case .fileDescriptor:
      return false
    case .array(let element, let items):
      // A dictionary entry is a complete type only inside its array: check "a" + element.
      guard ("a" + element).withCString({ dbus_signature_validate_single($0, nil) != 0 }) else { return false }
      return container(TypeCode.array, element) { inner in
        items.allSatisfy { $0.signature != element || append($0, to: &inner) }
      }
    case .structure(let fields):
      guard !fields.isEmpty else { return false }
      return container(TypeCode.structure, nil) { inner in fields.allSatisfy { append($0, to: &inner) } }
    case .dictionaryEntry(let key, let v):
      return container(TypeCode.dictionaryEntry, nil) { inner in
        append(key, to: &inner) && append(v, to: &inner)
      }
    case .variant(let inside):
      let signature = inside.signature
      guard signature.withCString({ dbus_signature_validate_single($0, nil) != 0 }) else { return false }
      return container(TypeCode.variant, signature) { inner in append(inside, to: &inner) }
    }
  }
}
