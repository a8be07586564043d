import Compositor
import Controls

extension SheetOverlayPresentation {
  /// Presents a sheet over this sheet, as a map app presents a place's details over its
  /// list: the new sheet's overlay window sits one level above this sheet's, this sheet
  /// stays where it is behind it (neither scaled nor dimmed, and usable where it shows),
  /// points outside both sheets reach the window below, and dismissing the new sheet
  /// returns to this one. Dismissing this sheet dismisses the new one too. The two share
  /// one keyboard; it lifts the sheet whose field raised it.
  ///
  /// ```swift
  /// let details = try places.sheetOverlay(identifier: "details", isPresented: $showDetails) { _ in
  ///   detailsView.sheetOverlayDetents([.medium, .large])
  /// }
  /// ```
  @discardableResult
  public func sheetOverlay(
    identifier: String, isPresented: Binding<Bool>, selected: Binding<SheetOverlayDetent>? = nil,
    content: @escaping (SheetOverlayContext) -> SheetOverlayContent
  ) throws(SheetOverlayError) -> SheetOverlayPresentation {
    guard !isRemoved, hostWindow?.screen === screen else { throw .windowNotOnScreen(identifier) }
    ensureWindow()
    guard let host = overlayWindow else { throw .windowNotOnScreen(identifier) }
    let p = SheetOverlayPresentation(
      window: host, screen: screen, isPresented: isPresented, selected: selected, identifier: identifier,
      parent: self, builder: content)
    p.safeArea = safeArea
    p.floatingTopInset = floatingTopInset
    links.add(p)
    p.update()
    return p
  }
}
