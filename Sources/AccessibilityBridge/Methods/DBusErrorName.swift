/// The D-Bus error names the bridge answers with.
package enum DBusErrorName {
  /// No object at that path.
  package static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
  /// The object does not implement that interface.
  package static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
  /// The interface has no such method.
  package static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
  /// The interface has no such property.
  package static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
  /// The property cannot be set.
  package static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
  /// Wrong signature, or an argument out of range.
  package static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
}
