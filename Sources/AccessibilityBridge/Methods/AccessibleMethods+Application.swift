extension AccessibleMethods {
  /// `org.a11y.atspi.Application` on the root: the locale, and the address of a private
  /// bus (none: clients stay on the accessibility bus).
  static func applicationOutcome(_ call: MethodCall) -> MethodOutcome {
    switch call.member {
    case "GetLocale":
      if let wrong = mismatch(call, "u") { return wrong }
      return values(.string("C"))
    case "GetApplicationBusAddress":
      if let wrong = mismatch(call, "") { return wrong }
      return values(.string(""))
    default:
      return error(DBusErrorName.unknownMethod, "Application has no method \(clipped(call.member))")
    }
  }
}
