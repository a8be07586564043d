/// Where a sheet sits in a stack of sheets: the sheet it was presented from, and those
/// presented from it, all held weakly (each presentation lives with its screen).
struct SheetStackLinks {
  /// The sheet this one was presented from, when stacked.
  weak var parent: SheetOverlayPresentation?
  /// The sheets presented from this one, in the order they were stacked.
  private var stacked: [WeakPresentation] = []

  init(parent: SheetOverlayPresentation?) { self.parent = parent }

  /// The sheets presented from this one that still last, bottom first.
  var children: [SheetOverlayPresentation] { stacked.compactMap(\.presentation) }

  /// Records `sheet` as presented from this one, forgetting those that have ended.
  mutating func add(_ sheet: SheetOverlayPresentation) {
    stacked.removeAll { $0.presentation?.isRemoved ?? true }
    stacked.append(WeakPresentation(presentation: sheet))
  }
}
