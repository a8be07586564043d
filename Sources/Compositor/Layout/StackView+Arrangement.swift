extension StackView {
  /// A size's extent along the stack's axis and across it.
  struct Extent {
    var along: Double
    var across: Double
  }

  /// `proposal` less the padding, never negative.
  func innerSize(of proposal: Size) -> Size {
    Size(
      width: Swift.max(0, proposal.width - padding.left - padding.right),
      height: Swift.max(0, proposal.height - padding.top - padding.bottom))
  }

  /// The size `along` the axis and `across` it, as a width and height.
  func size(along: Double, across: Double) -> Size {
    axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  /// The size that fits `view` within `inner`, along and across the axis; a spacer takes
  /// its least length along the axis and nothing across it.
  func fittingSize(of view: View, in inner: Size) -> Extent {
    if let spacer = view as? Spacer { return Extent(along: spacer.minLength, across: 0) }
    let s = view.sizeThatFits(inner)
    func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
    return axis == .vertical
      ? Extent(along: clean(s.height), across: clean(s.width)) : Extent(along: clean(s.width), across: clean(s.height))
  }

  /// Places the visible subviews: the views that do not stretch at the length that fits
  /// them, the ones that do sharing what is left equally (never below their least length),
  /// one after the other from the leading edge, each across the axis as ``alignment`` says.
  func arrange() {
    let views = subviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return }
    let box = bounds.inset(by: padding)
    let inner = Size(width: Swift.max(0, box.width), height: Swift.max(0, box.height))
    let innerAlong = axis == .vertical ? inner.height : inner.width
    let innerAcross = axis == .vertical ? inner.width : inner.height
    let along = Axis.Set(axis)
    let across = Axis.Set(axis.crossing)

    var fits: [Extent] = []
    var fixed = 0.0
    var least = 0.0
    var stretching = 0
    for view in views {
      let fit = fittingSize(of: view, in: inner)
      fits.append(fit)
      if view.flexibleAxes.contains(along) {
        stretching += 1
        least += (view as? Spacer)?.minLength ?? 0
      } else {
        fixed += fit.along
      }
    }
    let gaps = spacing * Double(views.count - 1)
    let share = stretching > 0 ? Swift.max(0, innerAlong - gaps - fixed - least) / Double(stretching) : 0

    var position = axis == .vertical ? box.minY : box.minX
    let start = axis == .vertical ? box.minX : box.minY
    for (view, fit) in zip(views, fits) {
      let length = view.flexibleAxes.contains(along) ? ((view as? Spacer)?.minLength ?? 0) + share : fit.along
      let fills = alignment == .fill || view.flexibleAxes.contains(across)
      let thickness = fills ? innerAcross : Swift.min(innerAcross, fit.across)
      let offset: Double
      switch fills ? .fill : alignment {
      case .leading, .fill: offset = 0
      case .center: offset = (innerAcross - thickness) / 2
      case .trailing: offset = innerAcross - thickness
      }
      view.frame =
        axis == .vertical
        ? Rect(x: start + offset, y: position, width: thickness, height: length)
        : Rect(x: position, y: start + offset, width: length, height: thickness)
      position += length + spacing
    }
  }
}

extension EdgeInsets {
  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// `horizontal` on the left and right edges, `vertical` on the top and bottom.
  public init(horizontal: Double = 0, vertical: Double = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Whether every inset is finite.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// The insets on both edges across `axis`'s direction: left and right for horizontal,
  /// top and bottom for vertical.
  func along(_ axis: Axis) -> Double {
    axis == .horizontal ? left + right : top + bottom
  }
}
