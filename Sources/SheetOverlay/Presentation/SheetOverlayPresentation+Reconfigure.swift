import Compositor

extension SheetOverlayPresentation {
  /// Changes the sheet's configuration while it is shown, as a SwiftUI view would by
  /// re-rendering with other modifiers: detents re-resolve (keeping the selected detent
  /// when it remains), and the looks and style apply on the next frame.
  ///
  /// ```swift
  /// presentation.reconfigure { $0.style = .modal; $0.background = .material(.thick) }
  /// ```
  public func reconfigure(_ change: (inout SheetConfiguration) -> Void) {
    ensureContent()
    guard var c = content else { return }
    change(&c.configuration)
    content = c
    let wanted = selectedDetent
    resolveDetents()
    if let i = index(of: wanted) {
      selectedIndex = i
    }
    writeSelected()
    applyAppearance()
    if phase == .resting || phase == .settling { settle(to: selectedIndex, velocity: nil) }
    layout()
  }
}
