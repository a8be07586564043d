import Compositor

/// A switch that is on or off, as UIKit's `UISwitch` and SwiftUI's `Toggle`: a title at the
/// leading edge and the switch at the trailing edge. A press released inside it, Return or
/// Space while it has the focus, or assistive technology's `activate` flips it, and it
/// tells ``onChange``.
///
/// The value lives in the toggle (``isOn``), or in the app: created with a getter and a
/// setter (a binding's two halves), it reads the app's value on every frame and writes a
/// person's change back, as a SwiftUI toggle follows its `Binding<Bool>`. Assistive
/// technology reads it as a checkable button, checked when on, its value "on" or "off".
///
/// ```swift
/// let wifi = Toggle(title: "Wi-Fi", isOn: true) { on in network.isEnabled = on }
/// var lights = false
/// let bound = Toggle(title: "Lights", get: { lights }, set: { lights = $0 })
/// ```
open class Toggle: Control {
  /// Whether the switch is on. Setting it shows the new value; only a person's change
  /// calls ``onChange``.
  public var isOn: Bool {
    didSet { if isOn != oldValue { valueDidChange() } }
  }
  /// The text at the leading edge, or `nil` for the switch alone.
  public var title: String? {
    didSet {
      guard title != oldValue else { return }
      invalidateFittingSize()
      valueDidChange()
    }
  }
  /// The colour of the track when on.
  public var tint: Color = .green {
    didSet { if tint != oldValue { setNeedsDisplay() } }
  }
  /// The title's font size, in points.
  public var fontSize: Double = 15 {
    didSet {
      if !fontSize.isFinite || fontSize <= 0 { fontSize = oldValue }
      if fontSize != oldValue {
        invalidateFittingSize()
        setNeedsDisplay()
      }
    }
  }
  /// What assistive technology calls the toggle when it has no title; `nil` reads the title.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { updateAccessibility() } }
  }
  /// Called with the new value when a person flips the switch.
  public var onChange: ((Bool) -> Void)?

  /// The app's value, when the toggle follows one: read on every frame, written when a
  /// person flips the switch.
  private let source: (get: () -> Bool, set: (Bool) -> Void)?
  /// The frame handler that follows ``source``; weak, as the screen holds the toggle.
  private weak var followedScreen: Screen?
  private var followerToken: Int?

  /// The size of the switch, as UISwitch's.
  public static let switchSize = Size(width: 51, height: 31)
  /// The space between the title and the switch, in points.
  public static let titleSpacing = 12.0

  /// Creates a toggle that holds its value, starting at `isOn`, and calls `onChange` when a
  /// person flips it.
  public init(identifier: String = "", title: String? = nil, isOn: Bool = false, onChange: ((Bool) -> Void)? = nil) {
    self.isOn = isOn
    self.title = title
    self.onChange = onChange
    self.source = nil
    super.init(identifier: identifier)
    updateAccessibility()
  }

  /// Creates a toggle that shows the app's value, read with `get` on every frame, and
  /// writes a person's change with `set`: a binding's two halves, as SwiftUI's
  /// `Toggle(isOn: $value)`.
  public init(identifier: String = "", title: String? = nil, get: @escaping () -> Bool, set: @escaping (Bool) -> Void) {
    self.isOn = get()
    self.title = title
    self.source = (get, set)
    super.init(identifier: identifier)
    updateAccessibility()
  }

  deinit {
    if let followerToken { followedScreen?.removeFrameHandler(followerToken) }
  }

  /// Flips the switch, writes the app's value and calls ``onChange``.
  open override func performPrimaryAction() {
    isOn.toggle()
    source?.set(isOn)
    onChange?(isOn)
  }

  /// The title's advance and the switch, side by side, as tall as the taller.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    guard let text = titleText else { return Self.switchSize }
    let t = textMetrics.size(of: text)
    return Size(
      width: (t.width + Self.titleSpacing + Self.switchSize.width).rounded(.up),
      height: Swift.max(Self.switchSize.height, t.height.rounded(.up)))
  }

  /// Starts following the app's value once the toggle is on a screen, then calls
  /// `View.onLayout`.
  open override func layoutSubviews() {
    followSource()
    super.layoutSubviews()
  }

  /// Draws the title and the switch: the track in the tint when on, grey when off, the
  /// thumb at the end the value says (stretched while pressed), faded when disabled.
  open override func draw(in context: GraphicsContext) {
    let size = context.size
    context.opacity = isEnabled ? 1 : 0.4
    if let text = titleText {
      context.draw(text, at: Point(x: 0, y: size.height / 2), anchor: Point(x: 0, y: 0.5))
    }
    let s = Self.switchSize
    let track = Rect(x: size.width - s.width, y: (size.height - s.height) / 2, width: s.width, height: s.height)
    context.fill(
      Path(roundedRect: track, cornerRadius: s.height / 2),
      with: .color(isOn ? tint : Color(hex: 0x787880, alpha: 0.16)))
    let inset = 2.0
    let diameter = s.height - 2 * inset
    let width = isHighlighted ? diameter + 6 : diameter
    let x = isOn ? track.maxX - inset - width : track.minX + inset
    let thumb = Rect(x: x, y: track.minY + inset, width: width, height: diameter)
    context.fill(
      Path(roundedRect: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: diameter / 2 + 0.5),
      with: .color(Color.black.opacity(0.12)))
    context.fill(Path(roundedRect: thumb, cornerRadius: diameter / 2), with: .color(.white))
  }

  /// The title as drawn.
  private var titleText: Text? {
    title.map { Text($0, fontSize: fontSize, color: .black) }
  }

  private func valueDidChange() {
    setNeedsDisplay()
    updateAccessibility()
  }

  private func updateAccessibility() {
    var element = Accessibility(
      role: .button, label: accessibilityLabel ?? title ?? "", value: isOn ? "on" : "off", actions: [activateAction])
    element.isChecked = isOn
    accessibility = element
  }

  /// Reads the app's value on every frame of the screen the toggle is on.
  private func followSource() {
    guard source != nil, let screen = window?.screen, followedScreen !== screen else { return }
    if let followerToken { followedScreen?.removeFrameHandler(followerToken) }
    // Unowned: the toggle removes the handler when it goes (and a weak reference would give
    // it a side table, which slows every retain of it).
    followerToken = screen.addFrameHandler { [unowned self] _ in
      guard let source = self.source else { return }
      let value = source.get()
      if value != self.isOn { self.isOn = value }
    }
    followedScreen = screen
  }
}
