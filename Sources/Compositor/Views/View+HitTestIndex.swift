extension View {
  /// Tells the hosting window's hit-test index that a property it reads (hidden, alpha,
  /// interaction, clipping, corner radii) changed.
  func hitTestInputsDidChange() {
    window?.viewHitTestInputsDidChange(self)
  }
}
