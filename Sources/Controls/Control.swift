import Compositor

/// A view a person acts on, as UIKit's `UIControl`: it shows pressed while a pointer is
/// held down inside it, performs its ``performPrimaryAction()`` when released inside, and
/// performs it too on Return or Space while focused (the screen's key routing runs a
/// focused view's `AccessibilityAction.activate` action), and for assistive technology.
///
/// Dragging out of a pressed control stops it showing pressed, and releasing outside does
/// nothing; a drag that a container takes, such as a scroll view's or a sheet's, cancels
/// the press. A disabled control (``isEnabled``) shows so, takes no press, no focus and no
/// action, and lets a press through to what is behind it.
///
/// ``Button`` and ``Toggle`` are controls; subclass it for a control of your own, override
/// ``performPrimaryAction()`` and draw the states in `View.draw(in:)`.
open class Control: View {
  /// Whether the control takes presses, keys and actions. A disabled control draws its
  /// disabled look, leaves the Tab order (and gives up the focus if it had it), and reads
  /// as not enabled to assistive technology.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      applyEnabled()
      stateDidChange()
    }
  }

  /// Whether the control shows pressed: a pointer went down inside it and is still inside.
  public private(set) var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Whether the control is its window's first responder, where Return and Space act and
  /// the focus ring shows after a key moved the focus there.
  public var isFocused: Bool { window?.firstResponder === self }

  /// The recognizer that follows presses.
  let press = PressGestureRecognizer(name: "control.press")

  /// Creates an enabled control; it is a Tab stop.
  public override init(identifier: String = "", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    press.name = identifier.isEmpty ? "control.press" : "\(identifier).press"
    press.onPressedChange = { [unowned self] pressed in self.isHighlighted = pressed }
    press.action = { [unowned self] recognizer in
      // Disabled mid-press, it does nothing on the release.
      if recognizer.state == .ended, self.isEnabled { self.performPrimaryAction() }
    }
    addGestureRecognizer(press)
    isFocusable = true
  }

  /// What the control does when released inside, or activated with a key or by assistive
  /// technology: a button runs its action, a toggle flips. Not called while disabled.
  open func performPrimaryAction() {}

  /// Called when ``isEnabled`` or ``isHighlighted`` changed; the default draws the control
  /// again (`View.setNeedsDisplay()`).
  open func stateDidChange() {
    setNeedsDisplay()
  }

  /// The `activate` action for the control's `View.accessibility`: it performs the primary
  /// action while enabled, and reports that it did nothing while disabled. Perform it
  /// through the control (`View.performAccessibilityAction(_:)`), which it must not
  /// outlive.
  public var activateAction: AccessibilityAction {
    // Unowned, not weak: a weak reference gives the view a side table, which slows every
    // retain of it (each hit test and paint).
    AccessibilityAction(AccessibilityAction.activate) { [unowned self] in
      guard self.isEnabled else { return false }
      self.performPrimaryAction()
      return true
    }
  }

  /// A disabled control takes no hits (a press reaches what is behind it), is no Tab stop,
  /// and gives the focus up.
  private func applyEnabled() {
    isUserInteractionEnabled = isEnabled
    isFocusable = isEnabled
    press.isEnabled = isEnabled
    if !isEnabled {
      isHighlighted = false
      if let w = window, w.firstResponder === self { w.firstResponder = nil }
    }
  }
}
