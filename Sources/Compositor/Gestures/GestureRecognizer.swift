/// Watches the pointer sequences that begin on its view (or a subview) and recognizes a
/// gesture in them, as `UIGestureRecognizer`.
///
/// Recognizers on one sequence compete: once one recognizes (a pan begins, a tap ends),
/// the others still possible fail, unless ``recognizesSimultaneously`` lets them go on.
open class GestureRecognizer {
  /// The current state; ``action`` runs on every change except to `failed` and `possible`.
  public internal(set) var state: GestureState = .possible

  /// The view the recognizer is attached to.
  ///
  /// Held `unowned(unsafe)` rather than `weak`, so that views with recognizers carry no
  /// reference-count side table (which slows every retain of them, as each hit-test answer
  /// does). It is safe because it is set only while the recognizer is in the view's
  /// ``View/gestureRecognizers``, and cleared when it leaves them or the view deinitializes.
  public internal(set) unowned(unsafe) var view: View?

  /// A name for traces.
  public var name: String

  /// Whether the recognizer takes part in sequences at all.
  public var isEnabled = true

  /// Whether the recognizer keeps going when another on the same sequence recognizes.
  public var recognizesSimultaneously = false

  /// Asked before a continuous gesture begins; returning `false` fails it.
  public var shouldBegin: ((GestureRecognizer) -> Bool)?

  /// Called after each state change to `began`, `changed`, `ended` or `cancelled`.
  public var action: ((GestureRecognizer) -> Void)?

  /// The location of the latest event in screen coordinates.
  public internal(set) var location: Point = .zero

  /// The pointer whose sequence the recognizer follows. A recognizer follows one pointer
  /// at a time: while that pointer's sequence is open, a second pointer going down on the
  /// same view neither joins nor resets it.
  public internal(set) var pointerID: Int?

  /// The timestamp of the latest event.
  public internal(set) var timestamp: Double = 0

  /// The view the open sequence this recognizer follows is bound to: the view its down hit
  /// (this recognizer's view or one of its subviews), as UIKit's `UITouch.view`, or the
  /// gliding scroll view around it that the down caught. Read from the screen's capture, so
  /// the down is hit-tested once; `nil` when no sequence is open.
  public var capturedView: View? {
    guard let pointerID else { return nil }
    return view?.window?.screen?.capturedView(pointerID: pointerID)
  }

  /// Creates a recognizer.
  public init(name: String = "", action: ((GestureRecognizer) -> Void)? = nil) {
    self.name = name
    self.action = action
  }

  /// Whether the recognizer has finished with the current sequence.
  public var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

  /// Whether the recognizer has recognized: a continuous one began, a discrete one ended.
  public var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

  /// The location of the latest event in `view`'s coordinate space (screen if `nil`).
  public func location(in view: View?) -> Point {
    guard let view, let w = view.window else { return location }
    return view.convertFromWindow(Point(x: location.x - w.frame.origin.x, y: location.y - w.frame.origin.y))
  }

  /// Feeds one event of the sequence. Subclasses override and call ``transition(to:)``.
  open func handle(_ event: PointerEvent) {
    location = event.location
    timestamp = event.timestamp
  }

  /// Called when another recognizer on the sequence recognized first.
  open func otherRecognized() {
    if state == .possible { transition(to: .failed) }
  }

  /// Returns the recognizer to `possible` for the next sequence.
  open func reset() {
    state = .possible
  }

  /// Moves to `newState` and runs the action when the change is one an app reacts to.
  public func transition(to newState: GestureState) {
    state = newState
    onTransition?(self)
    switch newState {
    case .began, .changed, .ended, .cancelled: action?(self)
    case .possible, .failed: break
    }
  }

  /// Set by the screen to observe state changes for traces.
  var onTransition: ((GestureRecognizer) -> Void)?
}
