import Glibc

/// Why the bridge could not reach the accessibility bus, or lost it.
public enum AccessibilityBusError: Error, Equatable, CustomStringConvertible {
  /// Neither `AT_SPI_BUS_ADDRESS` nor a session bus says where it is.
  case noBusAddress
  /// The session bus could not tell the accessibility bus's address.
  case addressUnknown(String)
  /// The bus at that address refused or failed the connection.
  case cannotConnect(String)
  /// A system call failed.
  case system(String, Int32)

  /// One line: what failed and why.
  public var description: String {
    switch self {
    case .noBusAddress: "no accessibility bus (AT_SPI_BUS_ADDRESS and the session bus are unset)"
    case .addressUnknown(let why): "no accessibility bus address from the session bus: \(why)"
    case .cannotConnect(let why): "cannot connect to the accessibility bus: \(why)"
    case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    }
  }
}
