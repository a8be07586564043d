import Compositor
import Controls
import SheetOverlay

extension DemoScene {
  /// Puts the map, the bar and the help line in the main window, and gives the map and the
  /// bar's buttons their actions.
  func buildMain() {
    map.onTap = { [unowned self] in self.countTap() }
    try? main.rootView.addSubview(map.view)
    try? main.rootView.addSubview(topBar.view)
    // A press released on a bar button also counts as a tap that reached the main window
    // (see the screen's delivery hook in `init`).
    topBar.showButton.action = { [unowned self] in self.places.isPresented = true }
    topBar.styleButton.action = { [unowned self] in self.toggleStyle() }
    topBar.backgroundButton.action = { [unowned self] in self.cycleBackground() }
    updateButtonLabels()
    try? main.rootView.addSubview(topBar.help)
  }

  /// Makes the search field filter the list and a row select its place.
  func buildPlaces() {
    places.search.onEdit = { [unowned self] field in self.searchDidEdit(field) }
    places.onSelect = { [unowned self] i in self.selectPlace(i) }
  }

  /// Marks a row of the list as selected, the content's own state, and presents that
  /// place's details over the list.
  func selectPlace(_ i: Int) {
    places.selectedPlace = i
    showDetails(i)
    places.highlightRow(i)
  }

  /// The list shows no place selected once its details have gone, as a map app's list
  /// does when the place card closes.
  func deselectPlace() {
    places.selectedPlace = nil
    places.highlightRow(nil)
  }
}
