/// A color with premultiplied red, green, blue and alpha components in `0...1`.
///
/// Premultiplied storage matches what cairo and pixman composite with, so
/// blending two colors is a single multiply-add per channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, already multiplied by ``alpha``.
  public let red: Double
  /// Green, already multiplied by ``alpha``.
  public let green: Double
  /// Blue, already multiplied by ``alpha``.
  public let blue: Double
  /// Opacity, from 0 (transparent) to 1 (opaque).
  public let alpha: Double

  /// Creates a color from straight (not premultiplied) components; each is clamped to `0...1`
  /// and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    let a = Self.unit(alpha)
    self.red = Self.unit(red) * a
    self.green = Self.unit(green) * a
    self.blue = Self.unit(blue) * a
    self.alpha = a
  }

  /// Creates a color from already premultiplied components; each is clamped so that no
  /// color component exceeds alpha.
  public init(premultipliedRed red: Double, green: Double, blue: Double, alpha: Double) {
    let a = Self.unit(alpha)
    self.red = Swift.min(Self.unit(red), a)
    self.green = Swift.min(Self.unit(green), a)
    self.blue = Swift.min(Self.unit(blue), a)
    self.alpha = a
  }

  /// Creates an opaque color from a `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// A gray of the given white level.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// This color with its opacity multiplied by `factor`, as SwiftUI's `opacity(_:)`.
  public func opacity(_ factor: Double) -> Color {
    let f = Self.unit(factor)
    return Color(premultipliedRed: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
  }

  /// This color drawn over `background` with the source-over operator.
  public func over(_ background: Color) -> Color {
    let k = 1 - alpha
    return Color(
      premultipliedRed: red + background.red * k, green: green + background.green * k,
      blue: blue + background.blue * k, alpha: alpha + background.alpha * k)
  }

  /// The straight (un-premultiplied) components, for display.
  public var straight: (red: Double, green: Double, blue: Double, alpha: Double) {
    guard alpha > 0 else { return (0, 0, 0, 0) }
    return (red / alpha, green / alpha, blue / alpha, alpha)
  }

  /// A textual form such as `rgba(1.000, 0.000, 0.000, 1.000)` (premultiplied).
  public var description: String {
    func f(_ v: Double) -> String {
      let scaled = (v * 1000).rounded()
      let whole = Int(scaled) / 1000
      let frac = Int(scaled) % 1000
      return "\(whole)." + String(repeating: "0", count: 3 - String(frac).count) + String(frac)
    }
    return "rgba(\(f(red)), \(f(green)), \(f(blue)), \(f(alpha)))"
  }

  static func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }

  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Opaque mid gray.
  public static let gray = Color(white: 0.56)
  /// System-style red.
  public static let red = Color(hex: 0xFF3B30)
  /// System-style orange.
  public static let orange = Color(hex: 0xFF9500)
  /// System-style green.
  public static let green = Color(hex: 0x34C759)
  /// System-style blue.
  public static let blue = Color(hex: 0x007AFF)
  /// System-style purple.
  public static let purple = Color(hex: 0xAF52DE)
}
