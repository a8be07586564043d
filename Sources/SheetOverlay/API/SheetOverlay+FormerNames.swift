// The sheet's public types are all named `SheetOverlay…`, as its modifiers are
// `sheetOverlay…`. These are the names some of them had before, kept for a release.

/// The former name of ``SheetOverlayConfiguration``.
@available(*, deprecated, renamed: "SheetOverlayConfiguration")
public typealias SheetConfiguration = SheetOverlayConfiguration

/// The former name of ``SheetOverlayContent``.
@available(*, deprecated, renamed: "SheetOverlayContent")
public typealias SheetContent = SheetOverlayContent

/// The former name of ``SheetOverlayContentConvertible``.
@available(*, deprecated, renamed: "SheetOverlayContentConvertible")
public typealias SheetContentConvertible = SheetOverlayContentConvertible

/// The former name of ``SheetOverlayContext``.
@available(*, deprecated, renamed: "SheetOverlayContext")
public typealias SheetContext = SheetOverlayContext

/// The former name of ``SheetOverlayDismissReason``.
@available(*, deprecated, renamed: "SheetOverlayDismissReason")
public typealias SheetDismissReason = SheetOverlayDismissReason

/// The former name of ``SheetOverlayPhase``.
@available(*, deprecated, renamed: "SheetOverlayPhase")
public typealias SheetPhase = SheetOverlayPhase

/// The former name of ``SheetOverlayPosition``.
@available(*, deprecated, renamed: "SheetOverlayPosition")
public typealias SheetPosition = SheetOverlayPosition

/// The former name of ``SheetOverlayResolvedDetent``.
@available(*, deprecated, renamed: "SheetOverlayResolvedDetent")
public typealias ResolvedDetent = SheetOverlayResolvedDetent
