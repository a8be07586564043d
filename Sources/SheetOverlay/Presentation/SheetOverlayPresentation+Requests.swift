import Compositor

extension SheetOverlayPresentation {
  /// Presents the sheet, animated, writing `true` to the `isPresented` binding.
  public func present() {
    guard !isRemoved else { return }
    seen.presented.record(true)
    if !inputs.isPresented.wrappedValue { inputs.isPresented.wrappedValue = true }
    startPresenting()
  }

  /// Dismisses the sheet, animated, writing `false` to the `isPresented` binding.
  public func dismiss() {
    seen.presented.record(false)
    if inputs.isPresented.wrappedValue { inputs.isPresented.wrappedValue = false }
    keyboard?.hide()
    send(.dismiss)
    returnFocusHome()
  }

  /// Moves the sheet to `detent`, animated, writing the `selected` binding and calling
  /// `onDetentChange` at once. A detent that is not among the sheet's detents is ignored
  /// with a diagnostic.
  public func select(_ detent: SheetOverlayDetent) {
    guard state.layout.index(of: detent) != nil else {
      Diagnostics.report("sheet: selected detent \(detent) is not among the sheet's detents; ignoring it")
      return
    }
    send(.select(detent))
  }

  /// Runs one frame now instead of waiting for the screen's next tick: reads the bindings,
  /// advances the animations and lays the sheet out.
  public func update() { frame(at: screen.clock.now) }
}
