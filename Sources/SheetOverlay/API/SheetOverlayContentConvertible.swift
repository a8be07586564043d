import Compositor

/// Something the sheet modifiers apply to: a `View` (wrapped as sheet content
/// with the default configuration) or ``SheetContent`` itself. The modifiers are written
/// once, for this protocol, so a view and sheet content have the same ones.
///
/// ```swift
/// placesList                                  // a View
///   .sheetOverlayDetents([.medium, .large])   // now SheetContent
///   .sheetOverlayCornerRadius(24)
/// ```
public protocol SheetContentConvertible {
  /// The sheet content this value stands for.
  var sheetContent: SheetContent { get }
}

extension View: SheetContentConvertible {
  /// This view as sheet content with the default configuration.
  public var sheetContent: SheetContent { SheetContent(self) }
}

extension SheetContent: SheetContentConvertible {
  /// The content itself.
  public var sheetContent: SheetContent { self }
}
