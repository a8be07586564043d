/// The D-Bus interface names of AT-SPI and D-Bus itself that the bridge serves or calls.
public enum AtspiInterface {
  /// Every object: name, role, parent, children, states.
  public static let accessible = "org.a11y.atspi.Accessible"
  /// The root: toolkit, version, the registry's id.
  public static let application = "org.a11y.atspi.Application"
  /// Where an object is on the screen.
  public static let component = "org.a11y.atspi.Component"
  /// Named actions.
  public static let action = "org.a11y.atspi.Action"
  /// A value between bounds.
  public static let value = "org.a11y.atspi.Value"
  /// Text.
  public static let text = "org.a11y.atspi.Text"
  /// Every object at once, for clients that cache.
  public static let cache = "org.a11y.atspi.Cache"
  /// The registry's socket, where an application embeds itself under the desktop.
  public static let socket = "org.a11y.atspi.Socket"
  /// The registry: which events clients listen to.
  public static let registry = "org.a11y.atspi.Registry"
  /// Object events: state, property, children and bounds changes.
  public static let objectEvents = "org.a11y.atspi.Event.Object"
  /// D-Bus properties.
  public static let properties = "org.freedesktop.DBus.Properties"
  /// D-Bus introspection.
  public static let introspectable = "org.freedesktop.DBus.Introspectable"
}
