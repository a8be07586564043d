import Compositor

/// A single-line text field that edits as a desktop user expects: a caret that Left, Right,
/// Home and End move (by character, Ctrl by word), selection with Shift and with a press-drag,
/// Backspace and Delete, Ctrl+A, Ctrl+C, Ctrl+X and Ctrl+V through the screen's clipboard,
/// and Ctrl+Z to undo, Ctrl+Shift+Z or Ctrl+Y to redo (grouped as ``LineEditor`` says). Text
/// a key types goes in at the caret, replacing the selection; keys held with Control, Alt or
/// Super never type their letters. A long line scrolls sideways to keep the caret in view.
///
/// With the mouse, as GTK's entries: a double-click selects a word (a drag after it extends
/// by words), a triple-click the whole line, and a Shift+click extends the selection to
/// where it lands. Selected text is offered as the screen's primary selection
/// (`Screen.primaryClipboard`, X's PRIMARY in a window), and a middle click pastes it where
/// it lands.
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
  /// The on-screen keyboard this field raises; a sheet sets its own for the fields in its
  /// content.
  package weak var keyboard: (any OnScreenKeyboard)?
  /// Whether the field is being edited.
  public private(set) var isFocused = false
  /// How far the text is scrolled to the left to keep the caret in view, in points.
  public private(set) var scrollOffset = 0.0
  /// Called after each change of ``isFocused``.
  public var onFocusChange: ((Bool) -> Void)?
  /// Called after each change of the text, the caret or the selection, with the field.
  public var onEdit: ((TextField) -> Void)?

  /// The font size of the text, in points.
  package static let fontSize = 16.0
  /// The room between the field's edges and its text, in points.
  package static let inset = 10.0
  /// How far a press must move before it selects instead of placing the caret, in
  /// points: less than a sheet's drag needs, so a drag in a field being edited selects.
  static let selectionDragDistance = 4.0
  /// The longest time between two presses of a double- or triple-click, in seconds, and
  /// the farthest apart they may land, in points: GTK's defaults (400 ms, 5 pixels).
  static let multiClickTime = 0.4
  static let multiClickDistance = 5.0

  /// The presses of the click in progress: when and where the last one landed, and how
  /// many came in a row (1 a click, 2 a double-click, 3 a triple-click).
  private var clicks: (count: Int, time: Double, location: Point) = (0, -.infinity, .zero)
  /// Whether the field was being edited when the press in progress went down: a tap
  /// then only focuses it when it was not.
  private var wasFocusedAtPress = false
  /// What the last double- or triple-click selected: a drag after it extends by the
  /// same unit, from it.
  private var selectedUnit: Range<Int>?

  /// Creates a field.
  public init(identifier: String = "textField", frame: Rect = .zero, placeholder: String = "") {
    self.placeholder = placeholder
    super.init(identifier: identifier, frame: frame)
    background = .color(Color(white: 0.5, alpha: 0.14))
    cornerRadii = CornerRadii(all: 10)
    addGestureRecognizer(
      TapGestureRecognizer(name: "textField.tap") { [weak self] g in
        // A press in a field being edited already placed the caret, selected a word or
        // extended the selection; a tap on one that was not starts editing there.
        guard let self, !self.wasFocusedAtPress else { return }
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
      guard let self, event.phase == .down else { return }
      self.pressed(event, at: location)
    }
    onKey = { [weak self] event in self?.handleKey(event) ?? false }
    isFocusable = true
    // A field takes the width it is offered, as SwiftUI's and GTK's do: in a stack it
    // shares the room along a row and fills a column.
    flexibleAxes = .horizontal
    refresh()
  }

  /// Its text's width (or its placeholder's) with 10 points either side, and a line of its
  /// text with 10 points above and below, rounded up to whole points: what a sheet's
  /// `.fitContent` measures. A stack stretches it to the room it has, along a row and
  /// across a column (`View.flexibleAxes` is horizontal), as SwiftUI's and GTK's fields
  /// take the width they are offered.
  public override func sizeThatFits(_ proposal: Size) -> Size {
    let shown = style(editor.text.isEmpty ? placeholder : editor.text)
    let m = metrics
    return Size(
      width: (m.advance(of: shown) + 2 * Self.inset).rounded(.up),
      height: (m.lineHeight(of: shown) + 2 * Self.inset).rounded(.up))
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

  /// Applies `change` to the editor and redraws when anything changed. A selection that
  /// changed is offered as the screen's primary selection.
  public func edit(_ change: (inout LineEditor) -> Void) {
    var next = editor
    change(&next)
    guard next != editor else { return }
    let selected = next.hasSelection && (next.selection != editor.selection || next.text != editor.text)
    editor = next
    if selected { window?.screen?.primaryClipboard.setText(editor.selectedText) }
    refresh()
    onEdit?(self)
  }

  /// The keyboard stopped typing into the field (it went down, or rose for another field):
  /// editing ends.
  package func keyboardDidDetach() {
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

  /// Ctrl+A, Ctrl+C, Ctrl+X, Ctrl+V, Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y; any other key held
  /// with Control, Alt or Super types nothing and is left to the app.
  private func handleCommand(_ typed: String, _ modifiers: KeyModifiers) -> Bool {
    guard modifiers.contains(.control), !modifiers.contains(.alt), !modifiers.contains(.super) else { return false }
    switch typed.lowercased() {
    case "z":
      edit { modifiers.contains(.shift) ? $0.redo() : $0.undo() }
    case "y":
      edit { $0.redo() }
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

  /// A press at `location` (the field's coordinates). In a field being edited it acts at
  /// once, as on the desktop: a click places the caret, a Shift+click extends the
  /// selection to it, a double-click selects the word there and a triple-click the line;
  /// a middle click, edited or not, pastes the primary selection there.
  private func pressed(_ event: PointerEvent, at location: Point) {
    wasFocusedAtPress = isFocused
    if event.button == .middle {
      pastePrimary(at: location)
      return
    }
    guard event.button == .primary, isFocused else {
      clicks = (1, event.timestamp, event.location)
      return
    }
    let again =
      event.timestamp - clicks.time <= Self.multiClickTime
      && event.location.distance(to: clicks.location) <= Self.multiClickDistance
    clicks = (again ? clicks.count % 3 + 1 : 1, event.timestamp, event.location)
    selectedUnit = nil
    if event.modifiers.contains(.shift) {
      placeCaret(at: location, extending: true)
      return
    }
    switch clicks.count {
    case 2:
      let word = editor.wordRange(at: characterIndex(at: location))
      selectedUnit = word
      edit { $0.select(from: word.lowerBound, to: word.upperBound) }
    case 3:
      selectedUnit = 0..<editor.count
      edit { $0.selectAll() }
    default:
      placeCaret(at: location, extending: false)
    }
  }

  /// A middle click: the field takes focus, the caret goes where it landed, and the
  /// primary selection's text goes in there when its owner answers.
  private func pastePrimary(at location: Point) {
    focus()
    placeCaret(at: location, extending: false)
    window?.screen?.primaryClipboard.readText { [weak self] pasted in
      guard let self, let pasted, self.isFocused else { return }
      self.insert(pasted)
    }
  }

  private func dragSelection(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      // A drag after a double- or triple-click extends by words (or keeps the line).
      if let unit = selectedUnit {
        extendUnit(unit, to: pan.location(in: self))
        return
      }
      let start = pan.startLocation
      if let w = window {
        let local = convertFromWindow(Point(x: start.x - w.frame.origin.x, y: start.y - w.frame.origin.y))
        placeCaret(at: local, extending: false)
      }
      placeCaret(at: pan.location(in: self), extending: true)
    case .changed, .ended:
      if let unit = selectedUnit {
        extendUnit(unit, to: pan.location(in: self))
      } else {
        placeCaret(at: pan.location(in: self), extending: true)
      }
    default:
      break
    }
  }

  /// Selects from the word (or line) `unit` a multi-click selected to the word under
  /// `location`, whole words at both ends.
  private func extendUnit(_ unit: Range<Int>, to location: Point) {
    let word = unit.count == editor.count ? unit : editor.wordRange(at: characterIndex(at: location))
    if word.lowerBound < unit.lowerBound {
      edit { $0.select(from: unit.upperBound, to: word.lowerBound) }
    } else {
      edit { $0.select(from: unit.lowerBound, to: Swift.max(unit.upperBound, word.upperBound)) }
    }
  }

  /// Puts the caret at the character boundary nearest to `location` (the field's
  /// coordinates).
  private func placeCaret(at location: Point, extending: Bool) {
    let x = textX(of: location)
    let offsets = metrics.characterOffsets(in: style(editor.text))
    var best = 0
    for (i, offset) in offsets.enumerated() where abs(offset - x) < abs(offsets[best] - x) { best = i }
    edit { $0.moveCaret(to: best, extending: extending) }
  }

  /// The character `location` (the field's coordinates) is over: the last one whose left
  /// edge is at or before it.
  private func characterIndex(at location: Point) -> Int {
    let x = textX(of: location)
    let offsets = metrics.characterOffsets(in: style(editor.text))
    return Swift.max(0, (offsets.lastIndex { $0 <= x } ?? 0))
  }

  /// How far into the text, in points from its start, `location` (the field's
  /// coordinates) is.
  private func textX(of location: Point) -> Double {
    location.x - bounds.minX - Self.inset + scrollOffset
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
