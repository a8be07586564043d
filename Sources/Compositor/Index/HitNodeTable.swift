/// The hit-test index's records of its nodes, one slot per node in every buffer (a
/// structure of arrays: a query reads only the hot ``nodes``). Slots freed by removals are
/// reused by insertions.
struct HitNodeTable: ~Copyable {
  /// The hot record of each node, read by queries.
  var nodes = FlatBuffer<HitNode>()
  /// Each node's place in the tree, the paint order and the grid.
  var links = FlatBuffer<HitNodeLinks>()
  /// Each node's transform, for exact conversion.
  var transforms = FlatBuffer<HitNodeTransform>()
  /// Each node's shape, exactly as ``View/point(inside:)`` builds it.
  var shapes = FlatBuffer<RoundedRectShape>()
  /// Each node's view, retained by the index while the node lives, so an identifier is never
  /// reused for another view while its node exists.
  var views = FlatBuffer<Unmanaged<View>>()
  /// The node of each indexed view.
  var nodeOfView: [ObjectIdentifier: Int32] = [:]
  /// Slots freed by removals, reused by insertions.
  var freeSlots: [Int32] = []
  /// The number of live nodes.
  var liveCount = 0
  /// The root view's node, first in paint order.
  var rootNode: Int32 = -1
}
