import Compositor

extension SheetOverlayPresentation {
  /// Changes the sheet's configuration while it is shown, as a SwiftUI view would by
  /// re-rendering with other modifiers: detents re-resolve, keeping the selected detent
  /// when it remains (the sheet springs onto its new height in any phase), and the looks
  /// and style apply on the next frame.
  ///
  /// ```swift
  /// presentation.reconfigure { $0.style = .modal; $0.background = .material(.thick) }
  /// ```
  public func reconfigure(_ change: (inout SheetOverlayConfiguration) -> Void) {
    ensureContent()
    guard var c = content else { return }
    change(&c.configuration)
    content = c
    applyAppearance()
    send(.rulesChanged(rules(for: c.configuration)))
    if usesFitContent { _ = measureContent() }
    relayout(.relayout)
    layout()
  }
}
