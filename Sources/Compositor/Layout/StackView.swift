/// A view that lines its subviews up along an axis, as UIKit's `UIStackView` and SwiftUI's
/// `VStack`/`HStack`: one after the other with ``spacing`` between them, inside
/// ``padding``, each placed across the axis by ``alignment``. ``VStack`` and ``HStack`` are
/// the same with their axis fixed.
///
/// Each subview takes the size that fits it (``View/sizeThatFits(_:)``): a text view its
/// text's size, an image its image's, a stack what its own subviews take. Views that
/// stretch along the axis (``View/flexibleAxes``: a ``Spacer``, a ``ScrollView``, or any
/// view marked so) share what the others leave, equally; with none, the room left stays
/// at the end. Hidden subviews are left out.
///
/// A stack lays out in the layout pass, once per frame, when its size or subviews change;
/// a subview whose text or image changes asks it to (``View/invalidateFittingSize()``).
///
/// ```swift
/// let card = VStack(spacing: 12, padding: EdgeInsets(all: 16)) {
///   title
///   map            // map.flexibleAxes = .vertical: it takes the height left
///   HStack(spacing: 8) { Spacer(); closeButton }
/// }
/// ```
open class StackView: View {
  /// The axis the subviews are lined up along.
  public var axis: Axis {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }
  /// The space between two subviews, in points.
  public var spacing: Double {
    didSet {
      if !spacing.isFinite { spacing = oldValue }
      if spacing != oldValue { arrangementDidChange() }
    }
  }
  /// Where each subview is placed across the axis.
  public var alignment: StackAlignment {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// The room kept clear inside the stack's edges.
  public var padding: EdgeInsets {
    didSet {
      if !padding.isFinite { padding = oldValue }
      if padding != oldValue { arrangementDidChange() }
    }
  }

  /// Creates a stack along `axis` holding `subviews`, in order.
  ///
  /// `spacing` defaults to 8 points, as SwiftUI's standard spacing; `alignment` to `.fill`,
  /// as `UIStackView`'s, so rows span the stack.
  public init(
    identifier: String = "", frame: Rect = .zero, axis: Axis, spacing: Double = 8, alignment: StackAlignment = .fill,
    padding: EdgeInsets = .zero, @SubviewsBuilder _ subviews: () -> [View] = { [] }
  ) {
    self.axis = axis
    self.spacing = spacing.isFinite ? spacing : 8
    self.alignment = alignment
    self.padding = padding.isFinite ? padding : .zero
    super.init(identifier: identifier, frame: frame)
    for view in subviews() {
      // A new stack is nobody's ancestor: adding cannot form a cycle.
      try? addSubview(view)
    }
  }

  /// What the subviews take along the axis, with the spacing between them, and the widest
  /// across it, plus the padding; a ``Spacer`` counts its ``Spacer/minLength``. The answer
  /// does not depend on the size the stack was given.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    let inner = innerSize(of: proposal)
    var along = 0.0
    var across = 0.0
    var count = 0
    for view in subviews where !view.isHidden {
      let s = fittingSize(of: view, in: inner)
      along += s.along
      across = Swift.max(across, s.across)
      count += 1
    }
    along += spacing * Double(Swift.max(0, count - 1))
    return size(along: along + padding.along(axis), across: across + padding.along(axis.crossing))
  }

  /// Lines the visible subviews up inside the padding, then calls ``View/onLayout``.
  open override func layoutSubviews() {
    arrange()
    super.layoutSubviews()
  }

  /// A stack's size follows its subviews.
  override var sizeFollowsSubviews: Bool { true }

  private func arrangementDidChange() {
    setNeedsLayout()
    invalidateFittingSize()
  }
}
