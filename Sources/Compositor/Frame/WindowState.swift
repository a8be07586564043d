/// A window as one ``ScreenFrame`` shows it: its identity, where it is, and whether it is
/// hidden or receives keys.
public struct WindowState {
  /// The window's identity.
  public let id: WindowID
  /// Its name (`"main"`, `"overlay"`).
  public let name: String
  /// Its level in the stack.
  public let level: WindowLevel
  /// Its rectangle on the screen.
  public let frame: Rect
  /// The screen's pixels it covers at the frame's scale: those whose centres lie in
  /// ``frame`` (`WindowPixelGrid.pixelFrame`). Its shapes count from this rectangle's corner.
  package let screenPixels: PixelRect
  /// Whether it is hidden.
  public let isHidden: Bool
  /// Whether it receives keys.
  public let isKey: Bool
  /// The pixels it draws, counted from ``screenPixels``'s corner
  /// (``Window/visualShape(scale:)``); `nil` unless the frame was taken with its shapes.
  package let visualShape: [PixelRect]?
  /// The pixels that take pointer input, counted from ``screenPixels``'s corner
  /// (``Window/inputShape(scale:)``); `nil` unless the frame was taken with its shapes.
  package let inputShape: [PixelRect]?
  /// The window, for a renderer to draw its views.
  package let window: Window
  /// What changed in the window's own pixels, in window coordinates.
  package let damage: RectRegion
  /// What changed in each layer's store, by layer view, in the layer's coordinates.
  package let layerDamage: [ObjectIdentifier: RectRegion]

  package init(
    window: Window, scale: Double, isKey: Bool, visualShape: [PixelRect]?, inputShape: [PixelRect]?, damage: RectRegion,
    layerDamage: [ObjectIdentifier: RectRegion]
  ) {
    id = window.id
    name = window.name
    level = window.level
    frame = window.frame
    screenPixels = WindowPixelGrid(frame: window.frame, scale: scale).pixelFrame
    isHidden = window.isHidden
    self.isKey = isKey
    self.visualShape = visualShape
    self.inputShape = inputShape
    self.window = window
    self.damage = damage
    self.layerDamage = layerDamage
  }
}
