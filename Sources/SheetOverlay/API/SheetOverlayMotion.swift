/// How the sheet animates: with springs, or, as iOS does with Reduce Motion on, without
/// them.
///
/// ```swift
/// content.sheetOverlayMotion(.reduced)
/// ```
public enum SheetOverlayMotion: String, Hashable, Sendable, CaseIterable {
  /// Springs: the sheet slides up to present, settles onto detents, and slides away.
  case standard
  /// No springs and no sliding: the sheet fades in where it rests and fades out where it
  /// is, and moves between detents in a short eased move without overshoot. A drag still
  /// follows the pointer.
  case reduced
}
