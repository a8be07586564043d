extension SheetOverlayContentConvertible {
  /// Calls `action` when the sheet starts to present (`isPresented` became true).
  ///
  /// ```swift
  /// content.sheetOverlayOnPresent { analytics.log("details shown") }
  /// ```
  public func sheetOverlayOnPresent(_ action: @escaping () -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onPresent = action }
  }

  /// Calls `action` when the sheet has gone, its dismissal finished, as SwiftUI's
  /// `sheet(isPresented:onDismiss:)`.
  ///
  /// ```swift
  /// content.sheetOverlayOnDismiss { selectedPlace = nil }
  /// ```
  public func sheetOverlayOnDismiss(_ action: @escaping () -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onDismiss = action }
  }

  /// Calls `action` when a drag of the sheet begins.
  ///
  /// ```swift
  /// content.sheetOverlayOnDragBegan { map.pauseFollowing() }
  /// ```
  public func sheetOverlayOnDragBegan(_ action: @escaping () -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onDragBegan = action }
  }

  /// Calls `action` when a drag of the sheet ends, with its velocity in points per second
  /// (positive up).
  ///
  /// ```swift
  /// content.sheetOverlayOnDragEnded { velocity in map.resumeFollowing() }
  /// ```
  public func sheetOverlayOnDragEnded(_ action: @escaping (Double) -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onDragEnded = action }
  }

  /// Asks `decide` before a person dismisses the sheet (a drag, a tap on the dimming, the
  /// Escape key); `false` keeps it: a drag springs back to the smallest detent and
  /// ``sheetOverlayOnDismissAttempt(_:)`` hears of it. UIKit's
  /// `presentationControllerShouldDismiss`. The app's own dismissals are not asked.
  ///
  /// ```swift
  /// content.sheetOverlayShouldDismiss { _ in notes.text.isEmpty }
  /// ```
  public func sheetOverlayShouldDismiss(_ decide: @escaping (SheetOverlayDismissReason) -> Bool) -> SheetOverlayContent
  {
    sheetContent.with { $0.shouldDismiss = decide }
  }

  /// Calls `action` when a person's dismissal was refused, with what tried, as UIKit's
  /// `presentationControllerDidAttemptToDismiss`: the place to ask "discard changes?".
  ///
  /// ```swift
  /// content.sheetOverlayOnDismissAttempt { _ in showDiscardPrompt = true }
  /// ```
  public func sheetOverlayOnDismissAttempt(_ action: @escaping (SheetOverlayDismissReason) -> Void)
    -> SheetOverlayContent
  {
    sheetContent.with { $0.onDismissAttempt = action }
  }
}
