import Compositor

/// A main window and a passthrough overlay at level +1 holding a sheet with rounded top
/// corners, the arrangement SheetOverlay builds.
struct OverlayFixture {
  let clock = ManualClock()
  let screen: Screen
  let main: Window
  let overlay: Window
  let background: View
  let button: View
  let sheet: View
  let sheetRow: View

  init() {
    screen = Screen(size: Size(width: 400, height: 800), clock: clock)
    main = Window(name: "main", frame: screen.bounds)
    overlay = Window(name: "overlay", level: .normal + 1, frame: screen.bounds, hitTestPolicy: .passthrough)
    background = View(identifier: "map", frame: screen.bounds)
    button = View(identifier: "button", frame: Rect(x: 20, y: 40, width: 100, height: 44))
    sheet = View(identifier: "sheet", frame: Rect(x: 0, y: 500, width: 400, height: 300))
    sheet.cornerRadii = CornerRadii(top: 20)
    sheetRow = View(identifier: "row", frame: Rect(x: 0, y: 60, width: 400, height: 44))
    try! main.rootView.addSubview(background)
    try! main.rootView.addSubview(button)
    try! overlay.rootView.addSubview(sheet)
    try! sheet.addSubview(sheetRow)
    screen.addWindow(main)
    screen.addWindow(overlay)
  }

  func hit(_ x: Double, _ y: Double) -> (window: String?, view: String?) {
    let r = screen.hitTest(Point(x: x, y: y))
    return (r?.window.name, r?.view.identifier)
  }
}
