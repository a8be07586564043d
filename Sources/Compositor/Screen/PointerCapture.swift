/// The target a pointer sequence is bound to from its down to its up or cancel.
struct PointerCapture {
  /// The window the down landed in, or `nil` when it landed on nothing.
  weak var window: Window?
  /// The view the down landed on.
  var view: View?
  /// The recognizers of that view and its ancestors, innermost first.
  var recognizers: [GestureRecognizer]
}
