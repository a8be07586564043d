import Compositor

/// The sheet's behaviour as a value: where it is, where it is going and how fast, in one
/// state machine with no views and no windows.
///
/// Events go in through ``handle(_:at:)``; effects come out, for the presentation to carry
/// to bindings, callbacks and windows. The rules it follows are written, one row each, in
/// `docs/SHEET_BEHAVIOUR.md`. FloatingPanel splits its panels the same way: state, layout
/// and behaviour apart from the views that show them.
///
/// ```swift
/// var sheet = SheetState(layout: layout, selection: .medium)
/// _ = sheet.handle(.present, at: 0)
/// _ = sheet.handle(.tick, at: 1)               // at rest on .medium
/// _ = sheet.handle(.pointerDown(pointer: 0), at: 2)
/// _ = sheet.handle(.dragBegan(pointer: 0), at: 2)
/// _ = sheet.handle(.dragMoved(pointer: 0, by: -40), at: 2.02)
/// let effects = sheet.handle(.dragEnded(pointer: 0, velocity: -1500), at: 2.04)
/// // effects == [.targetChanged(.height(250))]: the target is named at release
/// ```
package struct SheetState: Sendable {
  /// What the sheet is doing.
  package internal(set) var phase: SheetOverlayPhase = .dismissed
  /// The detent the sheet rests on or is going to, as the `selected` binding names it.
  ///
  /// Where several detents resolve to one height, this keeps the one that was selected.
  package internal(set) var selection: SheetOverlayDetent
  /// The height shown: above the container's bottom, rubber-banded past the detents.
  package internal(set) var height: Double
  /// How fast the shown height changes, in points per second (positive growing).
  package internal(set) var velocity: Double = 0
  /// The resting heights and the band the sheet moves in.
  package internal(set) var layout: SheetLayout
  /// Where a release goes and how the sheet gets there.
  package internal(set) var rules: SheetRules
  /// The pointer the sheet follows, from its down to its up; other pointers are ignored.
  package internal(set) var activePointer: Int?
  /// How opaque the sheet is shown (0...1): 1 but while it fades in or out with reduced
  /// motion.
  package internal(set) var opacity = 1.0

  /// The unbanded height behind ``height``: a drag moves it with the pointer and a spring
  /// animates it; the shown height is this through the rubber band.
  var raw: Double
  /// How fast ``raw`` changes, in points per second.
  var rawVelocity: Double = 0
  /// What moves the sheet's height while presenting, settling or dismissing.
  var animation: SheetAnimation?
  /// The opacity's way in or out, with reduced motion.
  var fade: TimedAnimation?
  /// What a held sheet goes on with when the pointer lifts without dragging.
  var heldFrom: SheetOverlayPhase?
  /// Where the rubber band below the smallest detent starts, when ``bandsBelow``: the
  /// smallest detent, or the height the sheet was at when the band took hold if that was
  /// lower (a sheet caught on its way up is not pulled through a band it never entered).
  var bandFloor: Double
  /// The time of the latest event; time never runs backwards.
  var time: Double = 0

  /// Creates a dismissed sheet over `layout` that will present at `selection` (the
  /// smallest detent when `selection` is not among them).
  package init(layout: SheetLayout, selection: SheetOverlayDetent, rules: SheetRules = SheetRules(), time: Double = 0) {
    self.layout = layout
    self.selection = layout.index(of: selection) != nil ? selection : layout.detents[0].detent
    self.rules = rules
    self.height = layout.hiddenHeight
    self.raw = layout.hiddenHeight
    self.bandFloor = layout.smallest
    self.time = time.isFinite ? time : 0
  }

  /// Whether the sheet is moving or fading on its own: presenting, settling or dismissing.
  package var isAnimating: Bool { animation != nil || fade != nil }

  /// Whether the sheet is on screen or on its way there: neither dismissed nor dismissing.
  package var isPresented: Bool { phase != .dismissed && phase != .dismissing }

  /// The index in the layout's detents of ``selection``.
  package var selectedIndex: Int { layout.index(of: selection) ?? 0 }

  /// The resting height of ``selection``.
  package var targetHeight: Double { layout.detents[selectedIndex].height }

  /// Where the sheet is going: the selected detent's height, or the hidden height while it
  /// dismisses.
  package var destinationHeight: Double {
    phase == .dismissing || phase == .dismissed ? layout.hiddenHeight : targetHeight
  }

  /// The height the drag asks for before the rubber band: what the pointer has moved the
  /// sheet to. A scroll view in the sheet reads it to share a drag with the sheet.
  package var dragHeight: Double { raw }
}
