import Compositor
import SheetOverlay

extension DemoScene {
  /// The part of the list that shows now: its frame cut by the sheet's visible part and the
  /// screen.
  var shownList: Rect {
    let p = presentation.position
    let sheet = Rect(x: p.x, y: p.top, width: p.width, height: Swift.max(0, p.height))
    return places.list.frameOnScreen.intersection(sheet).intersection(screen.bounds)
  }

  /// Brings the row the keyboard focused into view. The screen scrolls the list, which is
  /// as tall as the part of the sheet that shows, so a row scrolls into view at any detent;
  /// should it still not show (a list too short for the row), the sheet rises, in one move,
  /// to the smallest detent that shows the row, as Apple Maps raises its card for what the
  /// keyboard reaches, and the list scrolls once it is there. Runs each frame after a Tab,
  /// Return or Space until the row shows or nothing more can show it.
  func revealFocusedRow() {
    guard places.revealsFocus else { return }
    guard let row = screen.focusedView, places.rows.contains(where: { $0 === row }), !row.isHidden,
      presentation.isPresented
    else {
      places.revealsFocus = false
      return
    }
    screen.scrollIntoView(row)
    if shownList.contains(row.frameOnScreen) {
      places.revealsFocus = false
      return
    }
    // A person's drag goes first.
    guard presentation.phase != .dragging else { return }
    // The height at which the list, scrolled to its end, shows the row's bottom edge.
    let listTop = places.list.frameOnScreen.minY - presentation.position.top
    let needed = listTop + row.frame.maxY - places.list.maxContentOffset.y
    let target = presentation.detents.first { $0.height >= needed - 0.5 } ?? presentation.detents.last
    guard let target, target.height > presentation.height + 0.5 || presentation.phase != .resting else {
      places.revealsFocus = false
      return
    }
    if presentation.selectedDetent != target.detent { places.detent = target.detent }
  }
}
