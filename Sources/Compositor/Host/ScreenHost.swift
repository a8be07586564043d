/// What runs a screen: gathers input, ticks the screen once a frame, takes the frame and
/// shows it, until stopped.
///
/// One contract with two drivers, as swift-nio's embedded event loop stands beside its
/// real ones: the X11 window's host (`X11Backend`'s `X11Host`) runs on the wall clock with
/// a person's input, and the headless host (`HeadlessBackend`'s `HeadlessHost`) runs on a
/// manual clock with input posted at given times. Both hand the screen every event through
/// ``Screen/deliver(_:)`` and install their renderer's text metrics. App code that hooks
/// into a host — its own keys, a recording, a trace — works with either.
public protocol ScreenHost: AnyObject {
  /// The screen it runs.
  var screen: Screen { get }

  /// Sees every event before the screen does; returns `true` when it took the event, so
  /// the screen (and, for a close request, the host) does nothing more with it.
  var eventFilter: ((HostEvent) -> Bool)? { get set }

  /// Called once a frame, after the screen ticked and the frame was taken, before it is
  /// drawn: with the frame's number, counted from 0, and the frame.
  var onFrame: ((Int, ScreenFrame) -> Void)? { get set }

  /// Runs frames until ``stop()``, or until the host has nothing more to run.
  func run() throws

  /// Ends ``run()`` once the frame in progress is done.
  func stop()
}
