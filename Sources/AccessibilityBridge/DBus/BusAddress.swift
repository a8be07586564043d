import CDBus
import Glibc

/// Finds the accessibility bus as at-spi2-core's clients do: `AT_SPI_BUS_ADDRESS`, else
/// `org.a11y.Bus.GetAddress` on the session bus (which starts the bus launcher if needed).
enum BusAddress {
  /// How long to wait for the session bus's answer: the launcher may be starting.
  static let timeoutMilliseconds: Int32 = 5000

  /// The accessibility bus's address, from `environment`.
  static func accessibilityBus(environment: [String: String]) throws(AccessibilityBusError) -> String {
    if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
    guard let session = sessionBus(environment: environment) else { throw .noBusAddress }
    let connection: BusConnection
    do {
      connection = try BusConnection(address: session)
    } catch {
      throw .addressUnknown(error.description)
    }
    defer { connection.close() }
    guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    else { throw .addressUnknown("out of memory") }
    defer { dbus_message_unref(call) }
    let reply = try connection.call(call, milliseconds: timeoutMilliseconds)
    guard case .string(let address) = reply.first, !address.isEmpty else {
      throw .addressUnknown("GetAddress gave no address")
    }
    return address
  }

  /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the user's bus socket in
  /// `XDG_RUNTIME_DIR`. Never X11 autolaunch, which would start a bus of its own.
  static func sessionBus(environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
    let socket = runtime + "/bus"
    var info = stat()
    guard stat(socket, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
    return "unix:path=" + socket
  }
}
