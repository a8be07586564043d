/// Where an indexed view sits: in the view tree, in paint order and in the grid.
struct HitNodeLinks {
  /// The view's order label: larger labels are later in paint order (pre-order, subviews back
  /// to front), so among the views under a point the naive walk returns the largest label.
  var label: UInt64
  /// The superview's node, or -1 for the root view.
  var parent: Int32
  /// The previous node in paint order, or -1.
  var previous: Int32
  /// The next node in paint order, or -1.
  var next: Int32
  /// The number of ancestors; a subtree is the run of following nodes with larger depth.
  var depth: Int32
  /// The grid level whose cells list the node, or -1 when it is in no cell.
  var level: Int32
  /// The first column of the cells that list the node.
  var column0: Int32
  /// The first row of the cells that list the node.
  var row0: Int32
  /// The last column of the cells that list the node.
  var column1: Int32
  /// The last row of the cells that list the node.
  var row1: Int32
  /// The occupancy blocks the node's box touches, while it is filed.
  var blocks: HitBlockRange
  /// Whether the node's subtree waits for its records to be recomputed.
  var isDirty: Bool
  /// Whether the slot holds a view (false for a freed slot).
  var isLive: Bool
  /// Whether the view is answered by its own `hitTest` (a subclass of `View`).
  var isOpaque: Bool

  /// A freed slot.
  static let free = HitNodeLinks(
    label: 0, parent: -1, previous: -1, next: -1, depth: 0, level: -1, column0: 0, row0: 0, column1: 0,
    row1: 0, blocks: .none, isDirty: false, isLive: false, isOpaque: false)
}
