import Compositor
import Controls

/// The on-screen keyboard: a window at the keyboard level that slides up from the bottom
/// with a spring when a text field takes focus, and types into it.
///
/// The sheet reads ``visibleHeight`` every frame and rises according to its keyboard policy.
package final class SoftwareKeyboard: OnScreenKeyboard {
  /// The keyboard's window, at `WindowLevel.keyboard`; hidden while the keyboard is down.
  package let window: Window
  /// The keyboard panel.
  package let panel: View
  /// The field that receives the keys.
  package private(set) weak var target: TextField?
  /// Whether the keyboard is up or going up.
  package private(set) var isShown = false
  /// How much of the screen's bottom the keyboard covers right now.
  package private(set) var visibleHeight: Double = 0

  private unowned let screen: Screen
  private var animation: SpringAnimation?
  private var laidOutSize: Size = .zero
  private var frameHandler: Int?
  private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  /// The keyboard window's name to assistive technology.
  public static let accessibilityLabel = "Keyboard"

  /// Creates the keyboard's window on `screen`, hidden.
  package init(screen: Screen) {
    self.screen = screen
    window = Window(
      name: "keyboard", level: .keyboard, frame: screen.bounds, hitTestPolicy: .passthrough, isHidden: true)
    window.accessibility = WindowAccessibility(kind: .auxiliary, label: Self.accessibilityLabel)
    panel = View(identifier: "keyboard")
    panel.background = .color(Color(hex: 0xD1D4DA))
    // It slides as a unit: a layer, recomposited as it moves, never drawn again.
    panel.isLayer = true
    try? window.rootView.addSubview(panel)
    buildKeys()
    screen.addWindow(window)
    frameHandler = screen.addFrameHandler { [weak self] now in self?.advance(to: now) }
  }

  /// Takes the keyboard off its screen: its window and its frame handler are removed.
  package func remove() {
    if let token = frameHandler { screen.removeFrameHandler(token) }
    frameHandler = nil
    screen.removeWindow(window)
  }

  /// The keyboard's full height for the current screen: 260 points, at most 40% of it.
  package var height: Double { Swift.min(260, screen.size.height * 0.4) }

  /// The window of the field the keyboard last rose for: the sheet it lifts, when several
  /// sheets share it.
  package private(set) weak var raisedFor: Window?

  /// Slides the keyboard up and sends its keys to `field`.
  package func show(for field: TextField) {
    if let old = target, old !== field { old.keyboardDidDetach() }
    target = field
    raisedFor = field.window
    guard !isShown else { return }
    isShown = true
    window.isHidden = false
    start(to: height)
  }

  /// Slides the keyboard down; the focused field loses focus.
  package func hide() {
    let field = target
    target = nil
    field?.keyboardDidDetach()
    guard isShown else { return }
    isShown = false
    start(to: 0)
  }

  private func start(to value: Double) {
    let now = screen.clock.now
    if var a = animation {
      a.retarget(to: value, at: now)
      animation = a
    } else {
      animation = SpringAnimation(spring: Spring(response: 0.4), from: visibleHeight, to: value, start: now)
    }
  }

  /// Brings the keyboard to `now`: its size after a resize, and its slide. Idempotent, so
  /// the sheet can bring it up to date before reading ``visibleHeight``.
  func advance(to now: Double) {
    if screen.size != laidOutSize { layout() }
    guard let a = animation else { return }
    screen.requestFrame()
    if a.isSettled(at: now) {
      visibleHeight = a.target
      animation = nil
      if !isShown { window.isHidden = true }
    } else {
      visibleHeight = Swift.max(0, a.value(at: now))
    }
    panel.translation = Point(x: 0, y: height - visibleHeight)
  }

  private func layout() {
    laidOutSize = screen.size
    window.frame = screen.bounds
    let h = height
    // A keyboard that is up stays wholly up on the resized screen.
    if isShown {
      if animation == nil { visibleHeight = h } else { start(to: h) }
    } else if animation == nil {
      visibleHeight = 0
    }
    panel.frame = Rect(x: 0, y: screen.size.height - h, width: screen.size.width, height: h)
    panel.translation = Point(x: 0, y: h - visibleHeight)
    let keyW = screen.size.width / 10
    let keyH = Swift.max(1, (h - 16) / 4)
    var index = 0
    for (r, row) in Self.rows.enumerated() {
      let inset = (10 - Double(row.count)) * keyW / 2
      for (c, _) in row.enumerated() {
        panel.subviews[index].frame = Rect(
          x: inset + Double(c) * keyW + 3, y: 8 + Double(r) * keyH + 3, width: keyW - 6, height: keyH - 6)
        index += 1
      }
    }
    panel.subviews[index].frame = Rect(x: keyW * 2 + 3, y: 8 + 3 * keyH + 3, width: keyW * 6 - 6, height: keyH - 6)
    panel.subviews[index + 1].frame = Rect(x: keyW * 8 + 3, y: 8 + 3 * keyH + 3, width: keyW * 2 - 6, height: keyH - 6)
  }

  private func buildKeys() {
    for row in Self.rows {
      for ch in row { addKey(String(ch), label: String(ch), types: String(ch)) }
    }
    addKey("space", label: "space", types: " ")
    addKey("done", label: "done", types: nil)
  }

  /// Adds a key that types `types`, or lowers the keyboard when `types` is `nil`.
  private func addKey(_ name: String, label: String, types typed: String?) {
    let key = View(identifier: "keyboard.key." + name)
    key.background = .color(.white)
    key.cornerRadii = CornerRadii(all: 5)
    key.content = .text(Text(label, fontSize: 16, color: .black, alignment: .center))
    key.addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in
        guard let self else { return }
        if let typed { self.target?.insert(typed) } else { self.hide() }
      })
    try? panel.addSubview(key)
  }
}
