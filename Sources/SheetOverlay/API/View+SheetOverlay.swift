import Compositor

extension View {
  /// Sets the resting heights (sorted and deduplicated; empty means `[.medium]`).
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayDetents(_ detents: [SheetOverlayDetent]) -> SheetContent {
    SheetContent(self).sheetOverlayDetents(detents)
  }

  /// Sets the radius of the sheet's top corners.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayCornerRadius(_ radius: Double) -> SheetContent {
    SheetContent(self).sheetOverlayCornerRadius(radius)
  }

  /// Shows or hides the grabber.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayDragIndicator(_ indicator: SheetOverlayDragIndicator) -> SheetContent {
    SheetContent(self).sheetOverlayDragIndicator(indicator)
  }

  /// Sets the sheet's background: a color, a linear gradient, or a material.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayBackground(_ fill: Fill) -> SheetContent {
    SheetContent(self).sheetOverlayBackground(fill)
  }

  /// Sets the shadow the sheet casts on what lies behind it.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayShadow(color: Color, radius: Double, x: Double = 0, y: Double = 0) -> SheetContent {
    SheetContent(self).sheetOverlayShadow(color: color, radius: radius, x: x, y: y)
  }

  /// Removes the sheet's shadow.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayHideShadow() -> SheetContent {
    SheetContent(self).sheetOverlayHideShadow()
  }

  /// Sets how the sheet makes room for the keyboard.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayKeyboardPolicy(_ policy: SheetOverlayKeyboardPolicy) -> SheetContent {
    SheetContent(self).sheetOverlayKeyboardPolicy(policy)
  }

  /// Sets how the sheet is presented: overlay, modal, transition or offset.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayStyle(_ style: SheetOverlayStyle) -> SheetContent {
    SheetContent(self).sheetOverlayStyle(style)
  }

  /// Sets whether the app behind stays usable.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayBackgroundInteraction(_ interaction: SheetOverlayBackgroundInteraction) -> SheetContent {
    SheetContent(self).sheetOverlayBackgroundInteraction(interaction)
  }

  /// Prevents dismissal by dragging or by tapping the dimming, as SwiftUI's
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayInteractiveDismissDisabled(_ disabled: Bool = true) -> SheetContent {
    SheetContent(self).sheetOverlayInteractiveDismissDisabled(disabled)
  }

  /// Lets a fast fling skip over detents instead of moving one step.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayDetentSkipping(_ allowed: Bool = true) -> SheetContent {
    SheetContent(self).sheetOverlayDetentSkipping(allowed)
  }

  /// Sets what a swipe over a scroll view in the sheet does first.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlayContentInteraction(_ interaction: SheetOverlayContentInteraction) -> SheetContent {
    SheetContent(self).sheetOverlayContentInteraction(interaction)
  }

  /// Sets the spring that settles the sheet.
  ///
  /// Wraps this view as sheet content and applies the modifier of the same name.
  public func sheetOverlaySpring(_ spring: Spring) -> SheetContent {
    SheetContent(self).sheetOverlaySpring(spring)
  }
}
