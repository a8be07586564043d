/// The D-Bus error names the bridge answers with.
public enum DBusErrorName {
  /// No object at that path.
  public static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
  /// The object does not implement that interface.
  public static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
  /// The interface has no such method.
  public static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
  /// The interface has no such property.
  public static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
  /// The property cannot be set.
  public static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
  /// Wrong signature, or an argument out of range.
  public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
}
