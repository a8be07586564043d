/// A rectangle of whole pixels inside a frame.
struct PixelRect: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
}
