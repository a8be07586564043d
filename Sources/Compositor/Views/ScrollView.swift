/// A view that shows a window onto taller content and scrolls it, like `UIScrollView`.
///
/// The content offset is ``View/bounds``'s origin, so subviews are laid out in content
/// coordinates and scroll by moving the bounds. The wheel scrolls it, and so does a drag
/// through its own pan recognizer, which a container (such as a sheet) may disable to drive
/// scrolling itself.
open class ScrollView: View {
  /// The size of the scrollable content.
  public var contentSize: Size {
    didSet {
      if !contentSize.isFinite {
        Diagnostics.report("scroll view '\(identifier)': contentSize must be finite")
        contentSize = oldValue
      }
      contentOffset = contentOffset
    }
  }

  /// The drag recognizer that scrolls the content when the view is used on its own.
  public let panGestureRecognizer = PanGestureRecognizer(name: "scroll")

  /// Called after the content offset changes.
  public var onScroll: ((ScrollView) -> Void)?

  private var dragStartOffset: Point = .zero

  /// Creates a scroll view; it clips its content.
  public init(identifier: String = "", frame: Rect = .zero, contentSize: Size = .zero) {
    self.contentSize = contentSize.isFinite ? contentSize : .zero
    super.init(identifier: identifier, frame: frame)
    clipsToBounds = true
    onWheel = { [weak self] event in
      guard let self else { return false }
      let before = self.contentOffset
      self.contentOffset = Point(x: before.x + event.deltaX, y: before.y + event.deltaY)
      return self.contentOffset != before || self.maxContentOffset.y > 0
    }
    panGestureRecognizer.action = { [weak self] g in
      guard let self, let pan = g as? PanGestureRecognizer else { return }
      if pan.state == .began { self.dragStartOffset = self.contentOffset }
      self.contentOffset = Point(x: self.dragStartOffset.x, y: self.dragStartOffset.y - pan.translation.y)
    }
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The proposed width and the content's height: a scroll view would like to show all of
  /// its content.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: contentSize.height)
  }

  /// The point of the content shown at the top-left corner, clamped to the scrollable range.
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      let max = maxContentOffset
      let x = newValue.x.isFinite ? Swift.min(Swift.max(0, newValue.x), max.x) : bounds.origin.x
      let y = newValue.y.isFinite ? Swift.min(Swift.max(0, newValue.y), max.y) : bounds.origin.y
      guard x != bounds.origin.x || y != bounds.origin.y else { return }
      bounds.origin = Point(x: x, y: y)
      onScroll?(self)
    }
  }

  /// The largest offset: how far the content can scroll on each axis.
  public var maxContentOffset: Point {
    Point(x: Swift.max(0, contentSize.width - bounds.width), y: Swift.max(0, contentSize.height - bounds.height))
  }

  /// Whether the content shows its top edge.
  public var isAtTop: Bool { contentOffset.y <= 0 }

  /// Whether the content shows its bottom edge.
  public var isAtBottom: Bool { contentOffset.y >= maxContentOffset.y }
}
