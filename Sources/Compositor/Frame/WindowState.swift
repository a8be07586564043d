/// A window as one ``ScreenFrame`` shows it: where it is, what it draws and where it takes
/// pointer input, and the damage its pixels took since the last frame.
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
  /// ``frame`` (``PixelGrid/pixelFrame``). Its regions count from this rectangle's corner.
  public let pixelFrame: PixelRect
  /// Whether it is hidden.
  public let isHidden: Bool
  /// Whether it receives keys.
  public let isKey: Bool
  /// The pixels it draws, counted from ``pixelFrame``'s corner
  /// (``Window/visualRegion(scale:)``); `nil` unless the frame was taken with its regions.
  public let visualRegion: [PixelRect]?
  /// The pixels that take pointer input, counted from ``pixelFrame``'s corner
  /// (``Window/hitRegion(scale:)``); `nil` unless the frame was taken with its regions.
  public let inputRegion: [PixelRect]?
  /// The window, for a renderer to draw its views.
  package let window: Window
  /// What changed in the window's own pixels, in window coordinates.
  package let damage: Region
  /// What changed in each layer's store, by layer view, in the layer's coordinates.
  package let layerDamage: [ObjectIdentifier: Region]

  package init(
    window: Window, scale: Double, isKey: Bool, visualRegion: [PixelRect]?, inputRegion: [PixelRect]?, damage: Region,
    layerDamage: [ObjectIdentifier: Region]
  ) {
    id = window.id
    name = window.name
    level = window.level
    frame = window.frame
    pixelFrame = PixelGrid(frame: window.frame, scale: scale).pixelFrame
    isHidden = window.isHidden
    self.isKey = isKey
    self.visualRegion = visualRegion
    self.inputRegion = inputRegion
    self.window = window
    self.damage = damage
    self.layerDamage = layerDamage
  }
}
