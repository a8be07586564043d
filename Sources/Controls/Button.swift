import Compositor

/// A button, as UIKit's `UIButton` and SwiftUI's `Button`: a title, an image or both, in a
/// ``ButtonStyle`` and a tint, that runs its ``action`` when a person releases a press
/// inside it, presses Return or Space while it has the focus, or activates it through
/// assistive technology.
///
/// It looks pressed while a pointer is held down inside it, disabled when ``Control/isEnabled``
/// is `false`, and shows the screen's focus ring around its rounded shape when focused with
/// the keyboard. Assistive technology reads it as a button named by its title (or
/// ``accessibilityLabel``). In a stack it takes the size that fits its title and image
/// (``sizeThatFits(_:)``), measured with the screen's text metrics.
///
/// ```swift
/// let trails = Button(title: "Trails") { isPresented = true }
/// let share = Button(image: "share", style: .plain) { share() }
/// share.accessibilityLabel = "Share"
/// let bar = HStack(spacing: 12) { trails; Spacer(); share }
/// ```
open class Button: Control {
  /// The text on the button, or `nil` for an image alone.
  public var title: String? {
    didSet { if title != oldValue { contentDidChange() } }
  }
  /// The name of the image drawn before the title (an asset the renderer finds, as
  /// `ViewContent.image(_:)` names one), or `nil` for a title alone.
  public var image: String? {
    didSet { if image != oldValue { contentDidChange() } }
  }
  /// The size the image is drawn at, in points; `nil` takes its natural size when the
  /// screen knows it (`Screen.imageMetrics`), else a 20-point square.
  public var imageSize: Size? {
    didSet { if imageSize != oldValue { contentDidChange() } }
  }
  /// How the button looks.
  public var style: ButtonStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// The colour the style draws with: the background of a filled button, the title of a
  /// tinted or plain one.
  public var tint: Color {
    didSet { if tint != oldValue { setNeedsDisplay() } }
  }
  /// The title's font size, in points.
  public var fontSize: Double = 15 {
    didSet {
      if !fontSize.isFinite || fontSize <= 0 { fontSize = oldValue }
      if fontSize != oldValue { contentDidChange() }
    }
  }
  /// Whether the title is bold.
  public var isBold = true {
    didSet { if isBold != oldValue { contentDidChange() } }
  }
  /// The room between the button's edges and its title and image.
  public var contentInsets = EdgeInsets(horizontal: 16, vertical: 8) {
    didSet {
      if !contentInsets.isFinite { contentInsets = oldValue }
      if contentInsets != oldValue { contentDidChange() }
    }
  }
  /// The space between the image and the title, in points.
  public var imagePadding = 6.0 {
    didSet {
      if !imagePadding.isFinite { imagePadding = oldValue }
      if imagePadding != oldValue { contentDidChange() }
    }
  }
  /// The radius of the button's corners, in points; the focus ring and hits follow them.
  public var cornerRadius: Double {
    get { cornerRadii.topLeft }
    set { cornerRadii = CornerRadii(all: newValue.isFinite ? Swift.max(0, newValue) : 0) }
  }
  /// What assistive technology calls the button when its title does not say it (an image
  /// alone); `nil` reads the title.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { updateAccessibility() } }
  }
  /// What the button does when a person presses it.
  public var action: (() -> Void)?

  /// Creates a button with a title, an image or both, in `style` and `tint`, that runs
  /// `action` when pressed.
  public init(
    identifier: String = "", title: String? = nil, image: String? = nil, style: ButtonStyle = .filled,
    tint: Color = .blue, action: (() -> Void)? = nil
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.tint = tint
    self.action = action
    super.init(identifier: identifier)
    cornerRadii = CornerRadii(all: 8)
    updateAccessibility()
  }

  /// Runs ``action``.
  open override func performPrimaryAction() {
    action?()
  }

  /// The title's width and the image's, with the padding between them, and the taller of
  /// the two, inside ``contentInsets``; rounded up to whole points. The proposal does not
  /// change it.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let content = contentSize
    return Size(
      width: (contentInsets.left + content.width + contentInsets.right).rounded(.up),
      height: (contentInsets.top + content.height + contentInsets.bottom).rounded(.up))
  }

  /// Draws the style's background in the button's shape, then the image and the title,
  /// centred, in the colours of the button's state.
  open override func draw(in context: GraphicsContext) {
    let colors = style.colors(tint: tint, isEnabled: isEnabled, isHighlighted: isHighlighted)
    let bounds = Rect(origin: .zero, size: context.size)
    if let background = colors.background {
      context.fill(Path(roundedRect: bounds, cornerRadii: cornerRadii), with: .color(background))
    }
    let content = contentSize
    var x = (bounds.width - content.width) / 2
    if let image {
      let size = drawnImageSize
      context.withSavedState {
        // An image cannot take the tint: it fades as the title does.
        if !isEnabled || (style == .plain && isHighlighted) { context.opacity = 0.4 }
        context.drawImage(
          named: image, in: Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
      }
      x += size.width + (title == nil ? 0 : imagePadding)
    }
    if let text = titleText(color: colors.foreground) {
      context.draw(text, at: Point(x: x, y: bounds.height / 2), anchor: Point(x: 0, y: 0.5))
    }
  }

  /// The title as drawn, in `color`.
  func titleText(color: Color) -> Text? {
    title.map { Text($0, fontSize: fontSize, isBold: isBold, color: color) }
  }

  /// The size the image is drawn at.
  var drawnImageSize: Size {
    if let imageSize { return imageSize }
    if let image, let natural = window?.screen?.imageMetrics?.size(ofImageNamed: image) { return natural }
    return Size(width: 20, height: 20)
  }

  /// The image and the title side by side, with the padding between them when both show.
  var contentSize: Size {
    let text = titleText(color: .black).map { textMetrics.size(of: $0) } ?? .zero
    let picture = image == nil ? .zero : drawnImageSize
    let gap = image != nil && title != nil ? imagePadding : 0
    return Size(width: picture.width + gap + text.width, height: Swift.max(picture.height, text.height))
  }

  /// The title or image changed: the button measures and draws again, and says its new name.
  private func contentDidChange() {
    invalidateFittingSize()
    setNeedsDisplay()
    updateAccessibility()
  }

  private func updateAccessibility() {
    accessibility = Accessibility(
      role: .button, label: accessibilityLabel ?? title ?? image ?? "", actions: [activateAction])
  }
}
