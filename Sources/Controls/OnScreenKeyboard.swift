/// An on-screen keyboard, as a ``TextField`` sees it: it rises for a field that starts
/// editing, types into it, and goes down when the field ends editing.
///
/// The field knows the keyboard only through this, so the controls know nothing of what
/// shows the keyboard (a sheet brings its own for the fields in its content). A keyboard
/// tells a field it stopped typing into, when it goes down or rises for another field,
/// with `TextField.keyboardDidDetach()`.
package protocol OnScreenKeyboard: AnyObject {
  /// The field the keys go to, if any.
  var target: TextField? { get }
  /// Rises, when it is down, and sends its keys to `field` from now on.
  func show(for field: TextField)
  /// Goes down; the field it typed into ends editing.
  func hide()
}
