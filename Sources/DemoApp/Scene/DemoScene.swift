import Compositor
import Controls
import Rendering
import SheetOverlay

/// The demo's map-style app: a procedural map with tappable pins, a button bar, a counter
/// of taps that reached the main window, a help line, and the SheetOverlay sheet with a
/// search field and a scrolling list of places. The X11 app and the headless twin run this
/// same scene.
package final class DemoScene {
  /// The screen holding the main, overlay and keyboard windows.
  package let screen: Screen
  /// The app's main window.
  let main: Window
  /// Whether the renderer should paint each frame's damage.
  package var showsDamage = false
  /// The settings the sheet was configured with.
  var settings: SheetSettings
  /// The screen size the main window was last laid out for.
  var laidOutSize: Size = .zero
  /// Called with every event the screen delivers.
  package var onDelivery: ((Delivery) -> Void)?
  /// Called with every tap a view recognized: the window's and the view's identifiers.
  var onTap: ((String, String) -> Void)?
  /// Called with every accessibility action performed through
  /// ``performAccessibilityAction(_:onView:)``: the view's identifier, the action's name,
  /// and whether it did something.
  var onAccessibility: ((String, String, Bool) -> Void)?
  /// Called with every refused dismissal: the sheet's identifier and what tried (a
  /// `SheetOverlayDismissReason`'s raw value, or `"windowClose"` and `"quitKey"` for a
  /// refused close of the app, see ``mayQuit(_:)``).
  package var onDismissAttempt: ((String, String) -> Void)?
  /// Called after every edit of a text field (its text, caret or selection): the field's
  /// identifier and its state.
  package var onTextEdit: ((String, LineEditor) -> Void)?
  /// Called when a key asks the app to quit (Q, Ctrl+Q): the host running the scene stops.
  package var onQuit: (() -> Void)?

  /// The map, under everything else in the main window.
  let map: DemoMap
  /// The button bar along the top and the help line below it.
  let topBar = TopBar()
  /// The sheet of places: search field and list.
  package let places: PlacesSheet
  /// The details sheet stacked over it once a place was selected.
  package let placeDetails = PlaceDetails()

  /// What a floating card keeps clear at the top: the bar and the help line below it.
  static let topInset = 76.0

  static let pinSpots: [(name: String, x: Double, y: Double)] = [
    ("Bakery", 0.18, 0.30), ("Museum", 0.72, 0.22), ("Harbour", 0.86, 0.52),
    ("Station", 0.42, 0.47), ("Park", 0.12, 0.62), ("Library", 0.60, 0.70),
  ]
  package static let placeNames = [
    "Bakery on the Corner", "City Museum", "Old Harbour", "Central Station", "Riverside Park", "Public Library",
    "Night Market", "Botanic Garden", "Lighthouse", "Opera House", "Fish Market", "Clock Tower", "Stadium",
    "University", "Town Hall", "Observatory", "Flower Street", "Ferry Terminal", "Musée des Beaux-Arts", "Zoo",
  ]

  /// Builds the scene on a new screen of `size`, reading time from `clock`.
  ///
  /// The scene lays itself out here, measuring the bar's counter and the help line, before
  /// any host is attached; it measures with `textMetrics`, which the screen keeps until a
  /// host installs its renderer's. The default is that renderer's own ``FontMetrics``, what
  /// `X11Host` and `HeadlessHost` install, so a scene with a host and one without (tests,
  /// benchmarks) lay out and place carets alike.
  package init(
    size: Size, clock: FrameClock, settings: SheetSettings = SheetSettings(),
    textMetrics: any TextMetrics = FontMetrics()
  ) {
    self.settings = settings
    screen = Screen(size: size, clock: clock)
    screen.textMetrics = textMetrics
    main = Window(name: "main", frame: screen.bounds)
    main.accessibility = WindowAccessibility(label: Self.accessibleTitle)
    map = DemoMap()
    places = PlacesSheet(isPresented: settings.presented, detent: settings.selected)
    buildMain()
    buildPlaces()
    screen.addWindow(main)
    screen.keyWindow = main
    screen.onDelivery = { [weak self] d in
      // What the keyboard moves to or acts on must be seen (see revealFocusedRow).
      if case .key(let k, _) = d, k.phase == .down, k.key == .tab || k.key.isActivation {
        self?.places.revealsFocus = true
      }
      self?.onDelivery?(d)
      // A press released inside a control is its tap, as a tap on a hand-made view is.
      if case .gesture(let g) = d, g is TapGestureRecognizer || g.view is Control, g.state == .ended, let v = g.view,
        let w = v.window
      {
        self?.onTap?(w.name, v.identifier)
        if let b = v as? Button, self?.topBar.view === b.superview { self?.countTap() }
      }
    }
    // The demo's shortcuts take the keys the focused view and Tab leave.
    screen.onUnhandledKey = { [weak self] key in (self?.shortcut(key) ?? .ignored) != .ignored }
    layout()
    let s = settings
    places.presentation = try? main.sheetOverlay(isPresented: places.$isPresented, selected: places.$detent) {
      [unowned self] _ in
      var content = self.places.content.sheetOverlayDetents(s.detents)
        .sheetOverlayStyle(s.style)
        .sheetOverlayDragIndicator(s.dragIndicator)
        .sheetOverlayCornerRadius(s.cornerRadius)
        .sheetOverlayBackground(s.background)
        .sheetOverlayKeyboardPolicy(s.keyboardPolicy)
        .sheetOverlayBackgroundInteraction(s.backgroundInteraction)
        .sheetOverlayInteractiveDismissDisabled(s.dismissDisabled)
        .sheetOverlayPlacement(s.placement)
        .sheetOverlayMotion(s.motion)
        .sheetOverlayAccessibility(label: Self.placesSheetLabel)
        .sheetOverlayOnDismissAttempt { [unowned self] reason in
          self.onDismissAttempt?(SheetOverlayPresentation.defaultIdentifier, reason.rawValue)
        }
      if !s.shadow { content = content.sheetOverlayHideShadow() }
      return content
    }
    // A floating card stays below the button bar and the help line at its largest detent.
    presentation.floatingTopInset = Self.topInset
    screen.addFrameHandler { [weak self] _ in self?.frame() }
  }

  /// The places sheet's presentation.
  package var presentation: SheetOverlayPresentation! { places.presentation }

  /// Runs the per-frame work: layout after a resize, the labels that follow state.
  func frame() {
    if screen.size != laidOutSize { layout() }
    places.layout()
    layoutDetails()
    revealFocusedRow()
  }

  /// The detents the 1, 2 and 3 keys select: the sheet's resolved detents, smallest first.
  var keyDetents: [SheetOverlayDetent] { presentation.detents.map(\.detent) }

  /// Counts a tap that reached the main window, the proof that touches pass through.
  func countTap() {
    topBar.countTap(width: screen.size.width, metrics: screen.textMetrics)
  }
}
