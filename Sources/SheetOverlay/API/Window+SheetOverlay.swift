import Compositor
import Controls

extension Window {
  /// Presents a bottom sheet over this window that does not block it: the sheet lives in
  /// an overlay window at this window's level + 1, and every point outside the sheet
  /// reaches this window. SheetOverlay's `.sheetOverlay(isPresented:selected:content:)`.
  ///
  /// ```swift
  /// @State var isPresented = true
  /// @State var detent: SheetOverlayDetent = .medium
  /// try mainWindow.sheetOverlay(isPresented: $isPresented, selected: $detent) { context in
  ///   placesList.sheetOverlayDetents([.height(250), .medium, .large])
  /// }
  /// ```
  ///
  /// The sheet follows its bindings on every screen tick and writes them back when the
  /// user drags it to a detent or away. The content builder runs at first presentation, and
  /// again at every presentation for the `.transition` style.
  ///
  /// `identifier` names the sheet in traces and its overlay window (`overlay`, or
  /// `overlay.<identifier>` for another name), for apps with more than one sheet.
  @discardableResult
  public func sheetOverlay(
    identifier: String = SheetOverlayPresentation.defaultIdentifier, isPresented: Binding<Bool>,
    selected: Binding<SheetOverlayDetent>? = nil, safeArea: EdgeInsets = .zero,
    content: @escaping (SheetOverlayContext) -> SheetOverlayContent
  ) throws(SheetOverlayError) -> SheetOverlayPresentation {
    guard let screen else { throw .windowNotOnScreen(name) }
    let p = SheetOverlayPresentation(
      window: self, screen: screen, isPresented: isPresented, selected: selected, identifier: identifier,
      builder: content)
    p.safeArea = safeArea
    p.update()
    return p
  }

  /// Presents a modal half sheet: the medium detent, a visible grabber, and the window
  /// behind dimmed, the usual UIKit half-sheet recipe in one call; otherwise
  /// ``sheetOverlay(identifier:isPresented:selected:safeArea:content:)``.
  ///
  /// ```swift
  /// try mainWindow.halfSheet(isPresented: $showComments) { _ in commentsView }
  /// ```
  @discardableResult
  public func halfSheet(
    isPresented: Binding<Bool>, content: @escaping (SheetOverlayContext) -> View
  ) throws(SheetOverlayError) -> SheetOverlayPresentation {
    try sheetOverlay(isPresented: isPresented) { context in
      content(context)
        .sheetOverlayDetents([.medium])
        .sheetOverlayDragIndicator(.visible)
        .sheetOverlayStyle(.modal)
    }
  }
}
