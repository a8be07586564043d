import Compositor

/// Something the sheet modifiers apply to: a `View` (wrapped as sheet content
/// with the default configuration) or ``SheetOverlayContent`` itself. The modifiers are written
/// once, for this protocol, so a view and sheet content have the same ones.
///
/// ```swift
/// placesList                                  // a View
///   .sheetOverlayDetents([.medium, .large])   // now SheetOverlayContent
///   .sheetOverlayCornerRadius(24)
/// ```
public protocol SheetOverlayContentConvertible {
  /// The sheet content this value stands for.
  var sheetContent: SheetOverlayContent { get }
}

extension View: SheetOverlayContentConvertible {
  /// This view as sheet content with the default configuration.
  public var sheetContent: SheetOverlayContent { SheetOverlayContent(self) }
}

extension SheetOverlayContent: SheetOverlayContentConvertible {
  /// The content itself.
  public var sheetContent: SheetOverlayContent { self }
}
