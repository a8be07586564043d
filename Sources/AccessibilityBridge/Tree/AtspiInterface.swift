/// The D-Bus interface names of AT-SPI and D-Bus itself that the bridge serves or calls.
package enum AtspiInterface {
  /// Every object: name, role, parent, children, states.
  package static let accessible = "org.a11y.atspi.Accessible"
  /// The root: toolkit, version, the registry's id.
  package static let application = "org.a11y.atspi.Application"
  /// Where an object is on the screen.
  package static let component = "org.a11y.atspi.Component"
  /// Named actions.
  package static let action = "org.a11y.atspi.Action"
  /// A value between bounds.
  package static let value = "org.a11y.atspi.Value"
  /// Text.
  package static let text = "org.a11y.atspi.Text"
  /// Text a client may change.
  package static let editableText = "org.a11y.atspi.EditableText"
  /// Every object at once, for clients that cache.
  package static let cache = "org.a11y.atspi.Cache"
  /// The registry's socket, where an application embeds itself under the desktop.
  package static let socket = "org.a11y.atspi.Socket"
  /// The registry: which events clients listen to.
  package static let registry = "org.a11y.atspi.Registry"
  /// Object events: state, property, children and bounds changes.
  package static let objectEvents = "org.a11y.atspi.Event.Object"
  /// Window events: a frame created, destroyed, activated or deactivated.
  package static let windowEvents = "org.a11y.atspi.Event.Window"
  /// The registry's device event controller, which hands keys to screen readers.
  package static let deviceEventController = "org.a11y.atspi.DeviceEventController"
  /// The device event controller's signals about keystroke listeners.
  package static let deviceEventListener = "org.a11y.atspi.DeviceEventListener"
  /// D-Bus properties.
  package static let properties = "org.freedesktop.DBus.Properties"
  /// D-Bus introspection.
  package static let introspectable = "org.freedesktop.DBus.Introspectable"
}
