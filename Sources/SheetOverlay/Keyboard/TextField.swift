import Compositor

/// A single-line text field that edits as a desktop user expects: a caret that Left, Right,
/// Home and End move (by character, Ctrl by word), selection with Shift and with a press-drag,
/// Backspace and Delete, Ctrl+A, and Ctrl+C, Ctrl+X and Ctrl+V through the screen's
/// clipboard. Text a key types goes in at the caret, replacing the selection; keys held with
/// Control, Alt or Super never type their letters. A long line scrolls sideways to keep the
/// caret in view.
///
/// A tap, or Tab reaching it, focuses it and raises the on-screen keyboard; Tab selects the
/// whole text, as GTK's entries do, and a tap puts the caret where it landed. A press-drag
/// selects while the field is being edited; before that, a drag over it moves what holds it
/// (the sheet), as UIKit's fields leave the pan to their container until they edit. Return
/// or Escape, or the keyboard's done key, end editing. Assistive technology reads it as a text
/// field named by its placeholder, with its text as value.
///
/// The editing rules live in a ``LineEditor`` value (``editor``); the field draws it as
/// `EditableText` and measures it with the screen's `Screen.textMetrics`,
/// so the caret sits between the glyphs the renderer draws.
public final class TextField: View {
  /// The text, caret and selection.
  public private(set) var editor = LineEditor()
  /// The text typed so far; setting it puts the caret at its end.
  public var text: String {
    get { editor.text }
    set {
      guard newValue != editor.text else { return }
      edit { $0.setText(newValue) }
    }
  }
  /// What shows while the text is empty.
  public var placeholder: String {
    didSet { refresh() }
  }
  /// The keyboard this field raises; a sheet sets it for the fields in its content.
  public weak var keyboard: SoftwareKeyboard?
  /// Whether the field is being edited.
  public private(set) var isFocused = false
  /// How far the text is scrolled to the left to keep the caret in view, in points.
  public private(set) var scrollOffset = 0.0
  /// Called after each change of ``isFocused``.
  public var onFocusChange: ((Bool) -> Void)?
  /// Called after each change of the text, the caret or the selection, with the field.
  public var onEdit: ((TextField) -> Void)?

  /// The font size of the text, in points.
  public static let fontSize = 16.0
  /// The room between the field's edges and its text, in points.
  public static let inset = 10.0
  /// How far a press must move before it selects instead of placing the caret, in
  /// points: less than a sheet's drag needs, so a drag in a field being edited selects.
  static let selectionDragDistance = 4.0

  /// Creates a field.
  public init(identifier: String = "textField", frame: Rect = .zero, placeholder: String = "") {
    self.placeholder = placeholder
    super.init(identifier: identifier, frame: frame)
    background = .color(Color(white: 0.5, alpha: 0.14))
    cornerRadii = CornerRadii(all: 10)
    addGestureRecognizer(
      TapGestureRecognizer(name: "textField.tap") { [weak self] g in
        guard let self else { return }
        self.focus()
        self.placeCaret(at: g.location(in: self), extending: false)
      })
    let select = PanGestureRecognizer(name: "textField.select") { [weak self] g in
      guard let self, let pan = g as? PanGestureRecognizer else { return }
      self.dragSelection(pan)
    }
    select.minimumDistance = Self.selectionDragDistance
    // Until the field is edited a drag over it belongs to what holds it (a sheet moves),
    // as UIKit's fields leave the pan alone until they edit.
    select.shouldBegin = { [weak self] _ in self?.isFocused ?? false }
    addGestureRecognizer(select)
    onPointer = { [weak self] event, location in
      // A press in a field being edited moves the caret at once, as on the desktop.
      guard let self, event.phase == .down, self.isFocused else { return }
      self.placeCaret(at: location, extending: false)
    }
    onKey = { [weak self] event in self?.handleKey(event) ?? false }
    isFocusable = true
    refresh()
  }

  /// Becoming the first responder (as Tab focuses the field) starts editing with the whole
  /// text selected; losing it ends editing.
  public override func firstResponderDidChange(_ isFirstResponder: Bool) {
    if isFirstResponder {
      guard !isFocused else { return }
      focus()
      edit { $0.selectAll() }
    } else {
      resign()
    }
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

  /// Types `string` at the caret, replacing the selection.
  public func insert(_ string: String) {
    edit { $0.insert(string) }
  }

  /// Applies `change` to the editor and redraws when anything changed.
  public func edit(_ change: (inout LineEditor) -> Void) {
    var next = editor
    change(&next)
    guard next != editor else { return }
    editor = next
    refresh()
    onEdit?(self)
  }

  func keyboardDidDetach() {
    guard isFocused else { return }
    isFocused = false
    if let w = window, w.firstResponder === self { w.firstResponder = nil }
    refresh()
    onFocusChange?(false)
  }

  // MARK: Keys

  private func handleKey(_ event: KeyEvent) -> Bool {
    guard isFocused, event.phase == .down else { return false }
    let extending = event.modifiers.contains(.shift)
    let byWord = event.modifiers.contains(.control)
    switch event.key {
    case .text(let typed):
      if event.modifiers.hasCommand { return handleCommand(typed, event.modifiers) }
      insert(typed)
    case .backspace:
      edit { byWord ? $0.deleteWordBackward() : $0.deleteBackward() }
    case .delete:
      edit { $0.deleteForward() }
    case .left:
      edit { $0.move(byWord ? .wordLeft : .left, extending: extending) }
    case .right:
      edit { $0.move(byWord ? .wordRight : .right, extending: extending) }
    case .home:
      edit { $0.move(.start, extending: extending) }
    case .end:
      edit { $0.move(.end, extending: extending) }
    case .return, .escape:
      resign()
    case .tab, .up, .down, .pageUp, .pageDown:
      return false
    }
    return true
  }

  /// Ctrl+A, Ctrl+C, Ctrl+X and Ctrl+V; any other key held with Control, Alt or Super types
  /// nothing and is left to the app.
  private func handleCommand(_ typed: String, _ modifiers: KeyModifiers) -> Bool {
    guard modifiers.contains(.control), !modifiers.contains(.alt), !modifiers.contains(.super) else { return false }
    switch typed.lowercased() {
    case "a":
      edit { $0.selectAll() }
    case "c":
      if editor.hasSelection { clipboard?.setText(editor.selectedText) }
    case "x":
      if editor.hasSelection {
        clipboard?.setText(editor.selectedText)
        edit { _ = $0.cut() }
      }
    case "v":
      clipboard?.readText { [weak self] pasted in
        guard let self, let pasted else { return }
        self.insert(pasted)
      }
    default:
      return false
    }
    return true
  }

  private var clipboard: (any Clipboard)? { window?.screen?.clipboard }

  // MARK: Pointer

  private func dragSelection(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      let start = pan.startLocation
      if let w = window {
        let local = convertFromWindow(Point(x: start.x - w.frame.origin.x, y: start.y - w.frame.origin.y))
        placeCaret(at: local, extending: false)
      }
      placeCaret(at: pan.location(in: self), extending: true)
    case .changed, .ended:
      placeCaret(at: pan.location(in: self), extending: true)
    default:
      break
    }
  }

  /// Puts the caret at the character boundary nearest to `location` (the field's
  /// coordinates).
  private func placeCaret(at location: Point, extending: Bool) {
    let x = location.x - bounds.minX - Self.inset + scrollOffset
    let offsets = metrics.characterOffsets(in: style(editor.text))
    var best = 0
    for (i, offset) in offsets.enumerated() where abs(offset - x) < abs(offsets[best] - x) { best = i }
    edit { $0.moveCaret(to: best, extending: extending) }
  }

  // MARK: Drawing

  private var metrics: any TextMetrics { window?.screen?.textMetrics ?? EstimatedTextMetrics() }

  private func style(_ string: String, color: Color = .black) -> Text {
    Text(string, fontSize: Self.fontSize, color: color)
  }

  /// Keeps the caret within the text area, scrolling as little as it can, and never leaves
  /// room after the text's end while the text is wider than the field.
  private func scrollToCaret() {
    let visible = Swift.max(0, bounds.width - 2 * Self.inset)
    let m = metrics
    let caretX = m.advance(of: style(String(editor.text.prefix(editor.caret))))
    let total = m.advance(of: style(editor.text))
    var offset = scrollOffset
    if caretX - offset > visible { offset = caretX - visible }
    if caretX < offset { offset = caretX }
    offset = Swift.max(0, Swift.min(offset, total - visible))
    scrollOffset = offset
  }

  private func refresh() {
    scrollToCaret()
    if editor.text.isEmpty {
      // A focused field shows its caret even before anything is typed.
      content = .editableText(
        EditableText(
          style(placeholder, color: Color(white: 0.45)), caret: isFocused ? 0 : nil, inset: Self.inset))
    } else {
      content = .editableText(
        EditableText(
          style(editor.text), caret: isFocused ? editor.caret : nil, selection: isFocused ? editor.selection : 0..<0,
          scrollOffset: scrollOffset, inset: Self.inset))
    }
    accessibility = accessibilityElement()
  }
}
