// The text field, its line editor, `State` and `Binding` live in `Controls`, beside the
// other controls; the sheet builds on them. They were `SheetOverlay`'s before, so an app
// that imports only `SheetOverlay` still finds them, and every other control, here.
@_exported import Controls
