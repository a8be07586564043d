extension LineEditor {
  /// One step ``undo()`` takes back: the characters an edit (or a run of typing grouped
  /// with it) replaced, what it put in their place, and the selection before and after.
  struct UndoStep: Hashable, Sendable {
    /// What kind of edit the step is, for grouping: runs of typing, of Backspace and of
    /// Delete each join into one step; anything else is a step of its own.
    enum Kind: Hashable, Sendable {
      case typing
      case deletingBackward
      case deletingForward
      case other
    }

    var kind: Kind
    /// Where the replaced text started, in UTF-8 bytes: exact whatever characters the
    /// edit joined or split (an accent typed after its letter).
    var offset: Int
    /// The text the step took away.
    var removed: String
    /// The text the step put in its place.
    var inserted: String
    /// The anchor and caret before the step, and after it.
    var before: (anchor: Int, caret: Int)
    var after: (anchor: Int, caret: Int)
    /// Whether the next edit of the same kind may still join it.
    var isOpen = true

    init(
      kind: Kind, offset: Int, removed: String, inserted: String, before: (anchor: Int, caret: Int),
      after: (anchor: Int, caret: Int)
    ) {
      self.kind = kind
      self.offset = offset
      self.removed = removed
      self.inserted = inserted
      self.before = before
      self.after = after
      isOpen = kind != .other
    }

    static func == (a: UndoStep, b: UndoStep) -> Bool {
      a.kind == b.kind && a.offset == b.offset && a.removed == b.removed && a.inserted == b.inserted
        && a.before == b.before && a.after == b.after && a.isOpen == b.isOpen
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(offset)
      hasher.combine(inserted)
      hasher.combine(removed)
    }

    /// `next`, made right after this step, joined into it; `nil` when it starts a step of
    /// its own: another kind, not where this one left off, or past a word boundary.
    func joined(with next: UndoStep) -> UndoStep? {
      guard isOpen, next.kind == kind else { return nil }
      var step = self
      switch kind {
      case .typing:
        // Typing goes on where the last character went; a word typed after a space
        // starts a step of its own.
        guard next.removed.isEmpty, next.offset == offset + inserted.utf8.count else { return nil }
        if let last = inserted.last, let first = next.inserted.first, last.isWhitespace && !first.isWhitespace {
          return nil
        }
        step.inserted += next.inserted
      case .deletingBackward:
        // Each Backspace takes the character before the last one taken; a space taken
        // after a word's characters starts a step of its own.
        guard next.inserted.isEmpty, next.offset + next.removed.utf8.count == offset else { return nil }
        if let first = removed.first, let taken = next.removed.last, !first.isWhitespace && taken.isWhitespace {
          return nil
        }
        step.offset = next.offset
        step.removed = next.removed + removed
      case .deletingForward:
        guard next.inserted.isEmpty, next.offset == offset else { return nil }
        if let last = removed.last, let taken = next.removed.first, !last.isWhitespace && taken.isWhitespace {
          return nil
        }
        step.removed += next.removed
      case .other:
        return nil
      }
      step.after = next.after
      return step
    }
  }

  /// Whether there is an edit to take back.
  public var canUndo: Bool { !undoSteps.isEmpty }

  /// Whether there is an edit taken back to make again.
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// Takes the latest step back (Ctrl+Z): the text it replaced returns, with the selection
  /// it had. Does nothing when there is nothing to undo.
  public mutating func undo() {
    guard var step = undoSteps.popLast() else { return }
    step.isOpen = false
    apply(replacing: step.inserted, with: step.removed, at: step.offset, selecting: step.before)
    redoSteps.append(step)
  }

  /// Makes the step ``undo()`` took back again (Ctrl+Shift+Z or Ctrl+Y). Does nothing when
  /// nothing was undone since the last edit.
  public mutating func redo() {
    guard let step = redoSteps.popLast() else { return }
    apply(replacing: step.removed, with: step.inserted, at: step.offset, selecting: step.after)
    undoSteps.append(step)
  }

  /// Ends the open step: the next edit starts a step of its own.
  mutating func closeUndoStep() {
    guard let last = undoSteps.indices.last, undoSteps[last].isOpen else { return }
    undoSteps[last].isOpen = false
  }

  /// Records `step`, just made: joined to the open step when it goes on with it, else as a
  /// step of its own. A new edit leaves nothing to redo.
  mutating func record(_ step: UndoStep) {
    redoSteps.removeAll()
    if let last = undoSteps.indices.last, let joined = undoSteps[last].joined(with: step) {
      undoSteps[last] = joined
    } else {
      closeUndoStep()
      undoSteps.append(step)
    }
  }

  /// Puts `replacement` where `old` is, `offset` UTF-8 bytes into the text, and selects
  /// `selection`: an undo's or a redo's edit.
  private mutating func apply(
    replacing old: String, with replacement: String, at offset: Int, selecting selection: (anchor: Int, caret: Int)
  ) {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: Swift.min(offset, utf8.count))
    let upper = utf8.index(lower, offsetBy: Swift.min(old.utf8.count, utf8.distance(from: lower, to: utf8.endIndex)))
    let first = text[..<lower].count
    let replaced = text[lower..<upper].count
    text = String(text[..<lower]) + replacement + String(text[upper...])
    anchor = Swift.min(Swift.max(0, selection.anchor), count)
    caret = Swift.min(Swift.max(0, selection.caret), count)
    lastChange = Change(range: first..<first + replaced, replacement: replacement)
  }
}
