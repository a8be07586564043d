import Controls

/// What the app hands a sheet: its two bindings and the builder of its content.
struct SheetInputs {
  /// Whether the sheet is shown: followed every frame, written when a person dismisses it.
  let isPresented: Binding<Bool>
  /// The selected detent, if the app binds it: followed every frame, written at a release.
  let selected: Binding<SheetOverlayDetent>?
  /// Builds the content at the first presentation (and at each one with `.transition`).
  let builder: (SheetOverlayContext) -> SheetOverlayContent
}
