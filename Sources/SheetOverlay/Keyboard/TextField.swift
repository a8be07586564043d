import Compositor

/// A single-line text field: a tap, or Tab reaching it, focuses it and raises the
/// on-screen keyboard; keys type into it; Return or Escape, or the keyboard's done key, end
/// editing. Assistive technology reads it as a text field named by its placeholder, with
/// its text as value.
public final class TextField: View {
  /// The text typed so far.
  public var text: String = "" {
    didSet { refresh() }
  }
  /// What shows while the text is empty.
  public var placeholder: String {
    didSet { refresh() }
  }
  /// The keyboard this field raises; a sheet sets it for the fields in its content.
  public weak var keyboard: SoftwareKeyboard?
  /// Whether the field is being edited.
  public private(set) var isFocused = false
  /// Called after each change of ``isFocused``.
  public var onFocusChange: ((Bool) -> Void)?

  /// Creates a field.
  public init(identifier: String = "textField", frame: Rect = .zero, placeholder: String = "") {
    self.placeholder = placeholder
    super.init(identifier: identifier, frame: frame)
    background = .color(Color(white: 0.5, alpha: 0.14))
    cornerRadii = CornerRadii(all: 10)
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.focus() })
    onKey = { [weak self] event in self?.handleKey(event) ?? false }
    isFocusable = true
    refresh()
  }

  /// Becoming the first responder (as Tab focuses the field) starts editing; losing it ends
  /// editing.
  public override func firstResponderDidChange(_ isFirstResponder: Bool) {
    if isFirstResponder { focus() } else { resign() }
  }

  /// Starts editing: the field becomes its window's first responder and the keyboard rises.
  public func focus() {
    guard !isFocused else { return }
    isFocused = true
    if let w = window {
      w.firstResponder = self
      w.screen?.keyWindow = w
    }
    keyboard?.show(for: self)
    refresh()
    onFocusChange?(true)
  }

  /// Ends editing and lowers the keyboard.
  public func resign() {
    guard isFocused else { return }
    if let k = keyboard, k.target === self { k.hide() } else { keyboardDidDetach() }
  }

  /// Appends `string` to the text.
  public func insert(_ string: String) {
    text += string
  }

  func keyboardDidDetach() {
    guard isFocused else { return }
    isFocused = false
    if let w = window, w.firstResponder === self { w.firstResponder = nil }
    refresh()
    onFocusChange?(false)
  }

  private func handleKey(_ event: KeyEvent) -> Bool {
    guard isFocused, event.phase == .down else { return false }
    switch event.key {
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .return, .escape:
      resign()
    case .text(let typed):
      insert(typed)
    default:
      return false
    }
    return true
  }

  private func refresh() {
    // A focused field shows its caret even before anything is typed.
    let caret = isFocused ? "|" : ""
    let shown = text.isEmpty ? caret + placeholder : text + caret
    content = .text(Text("  " + shown, fontSize: 16, color: text.isEmpty ? Color(white: 0.45) : .black))
    accessibility = Accessibility(
      role: .textField, label: placeholder, value: text,
      actions: [
        AccessibilityAction(AccessibilityAction.activate) { [weak self] in
          guard let self else { return false }
          self.focus()
          return true
        }
      ])
  }
}
