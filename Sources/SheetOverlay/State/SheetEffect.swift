/// What a sheet asks of the world after an event: bindings to write, callbacks to call,
/// a window to hide. ``SheetState/handle(_:at:)`` returns them in order.
package enum SheetEffect: Hashable, Sendable {
  /// The detent the sheet is going to changed: write the `selected` binding and the
  /// context, and call `onDetentChange`. Fired at release and on selection, when the target
  /// is decided, not when the sheet arrives.
  case targetChanged(SheetOverlayDetent)
  /// The sheet started presenting (`true`) or dismissing (`false`): write `isPresented`.
  case presentedChanged(Bool)
  /// The sheet came to rest on this detent: call `onRest`.
  case cameToRest(SheetOverlayDetent)
  /// The sheet finished sliding out: hide its window.
  case didDismiss
}
