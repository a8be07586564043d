import Compositor

extension SheetOverlayPresentation {
  /// Tells assistive technology what the overlay window is: a sheet, named as the
  /// configuration says (``SheetOverlayConfiguration/accessibilityLabel``), else by the host.
  /// Called every frame; the window asks for a frame only when it changed.
  func updateWindowAccessibility() {
    guard let w = overlayWindow else { return }
    let c = configuration
    w.accessibility = WindowAccessibility(
      kind: .sheet, label: c.accessibilityLabel, description: c.accessibilityDescription)
  }
}
