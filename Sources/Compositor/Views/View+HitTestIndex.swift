extension View {
  /// Tells the hosting window's hit-test index and region caches that a property it reads (hidden, alpha,
  /// interaction, clipping, corner radii) changed.
  func hitTestInputsDidChange() {
    invalidateRegionCache(movedOnly: false)
    window?.viewHitTestInputsDidChange(self)
  }
}
