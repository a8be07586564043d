import Compositor
import SheetOverlay

/// One timed event of a script.
package struct ScriptEvent: Equatable, Sendable {
  /// What happens.
  package enum Action: Equatable, Sendable {
    /// A pointer down, move or up at a screen point (a cancel is ``cancel``, which has no
    /// point), of a sequence pressed with `button`, with `modifiers` held.
    case pointer(PointerPhase, Point, button: PointerButton = .primary, modifiers: KeyModifiers = [])
    /// A wheel scroll at a screen point.
    case wheel(Point, dx: Double, dy: Double)
    /// A key press with the modifiers held (scripts name the key: `"Escape"`, `"1"`, `"a"`;
    /// see ``KeyName``).
    case key(Key, modifiers: KeyModifiers = [])
    /// The app writes the sheet's `selected` binding.
    case select(SheetOverlayDetent)
    /// The app writes `true` to `isPresented`.
    case present
    /// The app writes `false` to `isPresented`.
    case dismiss
    /// The window is resized.
    case resize(Size)
    /// The system takes the pointer away: every open pointer sequence ends with a cancel.
    case cancel
    /// Assistive technology performs the action named `action` on the view whose
    /// identifier is `view` (`"expand"` on `"sheet.grabber"`, `"activate"` on a button).
    case accessibility(view: String, action: String)
    /// The window manager asks the app to close (`WM_DELETE_WINDOW`, Alt+F4).
    case close
  }

  /// When, in seconds from the start.
  package var t: Double
  /// What happens.
  package var action: Action

  /// Creates an event.
  package init(t: Double, _ action: Action) {
    self.t = t
    self.action = action
  }

  /// The script's name for the event's type.
  package var typeName: String {
    switch action {
    case .pointer(let phase, _, _, _): phase.rawValue
    case .wheel: "wheel"
    case .key: "key"
    case .select: "select"
    case .present: "present"
    case .dismiss: "dismiss"
    case .resize: "resize"
    case .cancel: "cancel"
    case .accessibility: "accessibility"
    case .close: "close"
    }
  }
}
