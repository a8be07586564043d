import Compositor
/// Placeholder.
enum SheetOverlayPlaceholder {}
