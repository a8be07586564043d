/// The stage of a pointer sequence: one down, any number of moves, then an up or a cancel.
public enum PointerPhase: String, Hashable, Sendable {
  /// The button was pressed (or the finger touched).
  case down
  /// The pointer moved while pressed.
  case move
  /// The button was released; the sequence ends.
  case up
  /// The system took the sequence away; it ends without an up.
  case cancel
}
