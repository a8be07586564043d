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
  /// The bottom sheet.
  package private(set) var presentation: SheetOverlayPresentation!
  /// The place's details sheet, stacked over the list sheet once a row was tapped.
  package var details: SheetOverlayPresentation?
  /// The details sheet's `isPresented` state.
  @State var detailsShown = false
  /// The details sheet's `selected` state.
  @State var detailsDetent: SheetOverlayDetent = .height(220)
  /// The sheet's `isPresented` state.
  @State package var isPresented: Bool
  /// The sheet's `selected` state.
  @State package var detent: SheetOverlayDetent
  /// How many taps reached the main window.
  var mainTapCount = 0
  /// Whether the renderer should paint each frame's damage.
  package var showsDamage = false
  /// The settings the sheet was configured with.
  var settings: SheetSettings
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
  /// Whether a close of the app was refused since the notes were last edited: the next
  /// close quits.
  var closeRefused = false
  /// Called after every edit of a text field (its text, caret or selection): the field's
  /// identifier and its state.
  package var onTextEdit: ((String, LineEditor) -> Void)?
  /// Called when a key asks the app to quit (Q, Ctrl+Q): the host running the scene stops.
  package var onQuit: (() -> Void)?

  let map = View(identifier: "map")
  let compass = View(identifier: "map.compass")
  let mapFeatures = View(identifier: "map.features")
  var pins: [View] = []
  let bar = View(identifier: "bar")
  let showButton = Button(identifier: "button.show", title: "Show sheet")
  let styleButton = Button(identifier: "button.style")
  let backgroundButton = Button(identifier: "button.background")
  let counter = View(identifier: "label.taps")
  let help = View(identifier: "label.help")
  let places = View(identifier: "places", frame: Rect(x: 0, y: 0, width: 400, height: 330))
  let search = TextField(identifier: "search", placeholder: "Search places")
  package let list = ScrollView(identifier: "places.list")
  /// What the list shows when no place matches the search.
  let emptyState = View(identifier: "places.empty")
  var rows: [PlaceRow] = []
  /// The search the list is filtered by, as typed.
  var query = ""
  /// Whether the row the keyboard focused is yet to be brought into view.
  var revealsFocus = false
  var selectedPin: String?
  package var selectedPlace: Int?
  /// The content of the details sheet now shown, if any.
  package var detailsContent: DetailsSheet?
  var laidOutSize: Size = .zero
  var mapFeatureUnits: [Rect] = []

  /// The height of the button bar along the top.
  static let barHeight = 52.0
  /// What a floating card keeps clear at the top: the bar and the help line below it.
  static let topInset = 76.0

  static let pinSpots: [(name: String, x: Double, y: Double)] = [
    ("Bakery", 0.18, 0.30), ("Museum", 0.72, 0.22), ("Harbour", 0.86, 0.52),
    ("Station", 0.42, 0.47), ("Park", 0.12, 0.62), ("Library", 0.60, 0.70),
  ]
  /// The height of a row of the list.
  static let rowHeight = 56.0
  package static let placeNames = [
    "Bakery on the Corner", "City Museum", "Old Harbour", "Central Station", "Riverside Park", "Public Library",
    "Night Market", "Botanic Garden", "Lighthouse", "Opera House", "Fish Market", "Clock Tower", "Stadium",
    "University", "Town Hall", "Observatory", "Flower Street", "Ferry Terminal", "Musée des Beaux-Arts", "Zoo",
  ]

  /// Builds the scene on a new screen of `size`, reading time from `clock`.
  package init(size: Size, clock: FrameClock, settings: SheetSettings = SheetSettings()) {
    self.settings = settings
    screen = Screen(size: size, clock: clock)
    // Carets are placed by the font the frames are drawn with.
    screen.textMetrics = FontMetrics()
    main = Window(name: "main", frame: screen.bounds)
    main.accessibility = WindowAccessibility(label: Self.accessibleTitle)
    _isPresented = State(wrappedValue: settings.presented)
    _detent = State(wrappedValue: settings.selected)
    buildMain()
    buildPlaces()
    screen.addWindow(main)
    screen.keyWindow = main
    screen.onDelivery = { [weak self] d in
      // What the keyboard moves to or acts on must be seen (see revealFocusedRow).
      if case .key(let k, _) = d, k.phase == .down, k.key == .tab || k.key.isActivation { self?.revealsFocus = true }
      self?.onDelivery?(d)
      // A press released inside a control is its tap, as a tap on a hand-made view is.
      if case .gesture(let g) = d, g is TapGestureRecognizer || g.view is Control, g.state == .ended, let v = g.view,
        let w = v.window
      {
        self?.onTap?(w.name, v.identifier)
        if let b = v as? Button, self?.bar === b.superview { self?.countTap() }
      }
    }
    // The demo's shortcuts take the keys the focused view and Tab leave.
    screen.onUnhandledKey = { [weak self] key in (self?.shortcut(key) ?? .ignored) != .ignored }
    layout()
    let s = settings
    presentation = try? main.sheetOverlay(isPresented: $isPresented, selected: $detent) { [unowned self] _ in
      var content = self.places.sheetOverlayDetents(s.detents)
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

  /// Runs the per-frame work: layout after a resize, the labels that follow state.
  func frame() {
    if screen.size != laidOutSize { layout() }
    list.frame = Rect(x: 0, y: 52, width: places.bounds.width, height: Swift.max(0, places.bounds.height - 52))
    search.frame = Rect(x: 16, y: 4, width: Swift.max(0, places.bounds.width - 32), height: 38)
    emptyState.frame = Rect(x: 20, y: 64, width: Swift.max(0, places.bounds.width - 40), height: 24)
    for row in rows { row.frame.size.width = places.bounds.width }
    layoutDetails()
    revealFocusedRow()
  }

  /// The detents the 1, 2 and 3 keys select: the sheet's resolved detents, smallest first.
  var keyDetents: [SheetOverlayDetent] { presentation.detents.map(\.detent) }

  /// Counts a tap that reached the main window, the proof that touches pass through.
  func countTap() {
    mainTapCount += 1
    layoutCounter()
  }

  func selectPin(_ name: String) {
    selectedPin = name
    for p in pins {
      let selected = p.identifier == "pin." + name
      p.background = .color(selected ? Color(hex: 0x007AFF) : Color(hex: 0xE5484D))
    }
  }
}
