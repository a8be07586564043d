/// What the grabber's accessibility element is built from: it is built again when one of
/// them changes.
struct GrabberAccessibilityInputs: Equatable {
  let isPresented: Bool
  let selection: SheetOverlayDetent
  let index: Int
  let count: Int
  let isDismissDisabled: Bool
}
