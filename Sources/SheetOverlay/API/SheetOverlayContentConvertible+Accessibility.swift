extension SheetOverlayContentConvertible {
  /// Names the sheet for assistive technology, as a window's title names it: a screen
  /// reader says `label` (and `description`, when given) as the focus enters the sheet.
  /// Without it the sheet takes the app's name.
  ///
  /// ```swift
  /// content.sheetOverlayAccessibility(label: "Places", description: "Nearby places, by distance")
  /// ```
  public func sheetOverlayAccessibility(label: String, description: String? = nil) -> SheetOverlayContent {
    sheetContent.with {
      $0.accessibilityLabel = label
      $0.accessibilityDescription = description
    }
  }
}
