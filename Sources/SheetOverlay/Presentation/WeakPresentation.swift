/// A presentation held weakly, for the sheets stacked on a sheet: the screen owns each
/// one, and a sheet below must not keep a sheet above alive.
struct WeakPresentation {
  weak var presentation: SheetOverlayPresentation?
}
