/// Where a row stands in its list: its index and the number of rows, as AT-SPI's
/// `posinset` and `setsize` attributes and GTK 4's `GTK_ACCESSIBLE_PROPERTY_POS_IN_SET`
/// and `SET_SIZE` carry it.
///
/// A list that recycles its row views has views for the rows on screen only, so a client
/// cannot count the rows; each row says where it is instead: "row 5 of 1,000,000".
///
/// ```swift
/// row.accessibility?.listPosition = AccessibilityListPosition(index: 4, count: 1_000_000)
/// row.accessibility?.listPosition?.positionInSet   // 5
/// ```
public struct AccessibilityListPosition: Hashable, Sendable {
  /// The row's index in the list, from 0.
  public var index: Int
  /// The number of rows in the list.
  public var count: Int

  /// Creates a position: the row at `index` (from 0) of `count` rows.
  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The row's position counted from 1, as AT-SPI's `posinset` says it.
  public var positionInSet: Int { index + 1 }
}
