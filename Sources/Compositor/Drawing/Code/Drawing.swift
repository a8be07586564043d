/// What a view drew with code the last time it was asked (``View/draw(in:)``): the
/// commands, and the size and scale they were drawn for. The renderer turns it into pixels
/// once and keeps them until the drawing changes.
package struct Drawing: Hashable, Sendable {
  /// The commands, in order, with every save matched by a restore.
  package var commands: [DrawingCommand]
  /// The view's bounds size when it drew, in points.
  package var size: Size
  /// The pixels per point it drew for.
  package var scale: Double

  package init(commands: [DrawingCommand], size: Size, scale: Double) {
    self.commands = commands
    self.size = size
    self.scale = scale
  }
}
