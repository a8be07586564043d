/// Names one plane of the stack from frame to frame: a run of a window's own pixels, or a
/// layer.
struct PlaneID: Hashable {
  /// The window the plane belongs to.
  let window: ObjectIdentifier
  /// The layer view, for a layer's plane.
  let layer: ObjectIdentifier?
  /// Which run of the window's own pixels, counted from the back, for a window's plane.
  let run: Int
}
