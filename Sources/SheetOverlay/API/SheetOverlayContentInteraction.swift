/// What a swipe over a scroll view in the sheet does first, as SwiftUI's
/// `presentationContentInteraction`.
public enum SheetOverlayContentInteraction: String, Hashable, Sendable {
  /// Resize the sheet first: swiping up grows it to the largest detent, then scrolls;
  /// swiping down scrolls to the top, then shrinks it.
  case resizes
  /// Scroll the content first; the sheet moves only when the content reaches its end.
  case scrolls
}
