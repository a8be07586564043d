import Compositor

extension TextField {
  /// What the field's `activate` action does, in the words a screen reader says.
  public static let activateDescription = "Starts editing"

  /// The field as assistive technology reads and edits it: a text field named by its
  /// placeholder, with its text as value, its caret and selection, and the field's own
  /// edits for a client's caret moves, selections and changes (AT-SPI's Text and
  /// EditableText); `activate` starts editing.
  func accessibilityElement() -> Accessibility {
    var element = Accessibility(
      role: .textField, label: placeholder, value: editor.text,
      actions: [
        // No key: Return ends the editing a field's activation starts.
        AccessibilityAction(AccessibilityAction.activate, description: Self.activateDescription) { [weak self] in
          guard let self else { return false }
          self.focus()
          return true
        }
      ])
    let editing = AccessibilityTextEditing(
      select: { [weak self] anchor, caret in
        guard let self else { return false }
        self.edit {
          $0.moveCaret(to: anchor)
          $0.moveCaret(to: caret, extending: true)
        }
        return true
      },
      replace: { [weak self] range, string in
        guard let self else { return false }
        self.edit {
          $0.moveCaret(to: range.lowerBound)
          $0.moveCaret(to: range.upperBound, extending: true)
          $0.insert(string)
        }
        return true
      })
    element.text = AccessibilityText(editor.text, anchor: editor.anchor, caret: editor.caret, editing: editing)
    return element
  }
}
