/// A view that shows a window onto taller content and scrolls it, like `UIScrollView`.
///
/// The content offset is ``View/bounds``'s origin, so subviews are laid out in content
/// coordinates and scroll by moving the bounds. The wheel scrolls it, and so does a drag
/// through its own pan recognizer, which a container (such as a sheet) may disable to drive
/// scrolling itself. A drag past an end of the content rubber-bands; let go, the content
/// glides on with the drag's speed, decelerating as UIScrollView's does, and bounces at the
/// ends (``fling(velocity:)``). Gliding is vertical. A press of the primary button while it
/// glides catches the glide: the content stops where it is, and the press goes to the
/// scroll view, not to the content under it, so it taps nothing there and a drag from it
/// scrolls on.
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

  /// How much of the scroll view's bottom does not show: cut off by its container (a
  /// sheet at a lower detent than the one its content is laid out for) or covered (by a
  /// keyboard). The content scrolls that much further, so its end can come into the part
  /// that shows, as UIKit's `adjustedContentInset.bottom` lets it. Negative and
  /// non-finite values are 0. A smaller inset brings an offset past the new end back to
  /// it, unless the content is gliding (the glide ends within it).
  public var contentBottomInset: Double = 0 {
    didSet {
      if !contentBottomInset.isFinite || contentBottomInset < 0 { contentBottomInset = 0 }
      guard contentBottomInset < oldValue, deceleration == nil else { return }
      let end = maxContentOffset.y
      if bounds.origin.y > end { setGlideOffset(end) }
    }
  }

  /// The drag recognizer that scrolls the content when the view is used on its own.
  public let panGestureRecognizer = PanGestureRecognizer(name: "scroll")

  /// Called after the content offset changes.
  public var onScroll: ((ScrollView) -> Void)?

  /// The glide after a flick, while it runs (and its bounce at an end).
  package private(set) var deceleration: ScrollDeceleration?

  /// Called when a glide reaches the top or the bottom of the content with speed left (in
  /// points per second, negative toward the top); return `true` to take that speed, as a
  /// sheet carries a downward fling on when its list reaches the top, instead of letting
  /// the content bounce.
  public var onGlideReachedEnd: ((ScrollView, Double) -> Bool)?

  /// The view holding the scrollable content, when the scroll view sizes it: as wide as
  /// the scroll view and as tall as the size that fits it (``View/sizeThatFits(_:)``), which
  /// ``contentSize`` then follows. A stack set here scrolls when it outgrows the view, and
  /// rows added to it lengthen the content in the next layout pass.
  ///
  /// `nil` (the default) leaves the subviews and ``contentSize`` to you. Setting a view
  /// puts it in as the backmost subview, in place of the one before.
  ///
  /// ```swift
  /// let list = ScrollView(identifier: "trails", content: VStack(spacing: 0) { rows })
  /// ```
  public var contentView: View? {
    didSet { contentViewDidChange(from: oldValue) }
  }

  /// Puts the new content view in place of the old one.
  private func contentViewDidChange(from oldValue: View?) {
    guard contentView !== oldValue else { return }
    if let old = oldValue, old.superview === self { old.removeFromSuperview() }
    if let view = contentView {
      do {
        try insertSubview(view, at: 0)
      } catch {
        Diagnostics.report("scroll view '\(identifier)': the content view cannot go in: \(error)")
        contentView = nil
      }
    }
    setNeedsLayout()
    invalidateFittingSize()
  }

  /// The size the bounds had at the last layout, to tell a resize.
  private var laidOutSize: Size?

  private var dragStartOffset: Point = .zero
  private var glideToken: Int?
  private weak var glideScreen: Screen?
  private var endReported = false

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
      switch pan.state {
      case .began:
        self.stopGliding()
        self.dragStartOffset = self.bounds.origin
        self.drag(to: self.dragStartOffset.y - pan.translation.y, x: self.dragStartOffset.x)
      case .changed:
        self.drag(to: self.dragStartOffset.y - pan.translation.y, x: self.dragStartOffset.x)
      case .ended:
        self.fling(velocity: -pan.velocity.y)
      case .cancelled:
        self.fling(velocity: 0)
      default:
        break
      }
    }
    addGestureRecognizer(panGestureRecognizer)
    // In a stack it takes the room the other views leave, as SwiftUI's ScrollView does.
    flexibleAxes = [.horizontal, .vertical]
  }

  /// Creates a scroll view that sizes `content` (``contentView``) and scrolls it.
  public convenience init(identifier: String = "", frame: Rect = .zero, content: View) {
    self.init(identifier: identifier, frame: frame)
    // An initializer's assignment runs no observer.
    contentView = content
    contentViewDidChange(from: nil)
  }

  /// The proposed width and the content's height: a scroll view would like to show all of
  /// its content (with a ``contentView``, the height that fits it).
  open override func sizeThatFits(_ proposal: Size) -> Size {
    guard let view = contentView, !view.isHidden else { return Size(width: proposal.width, height: contentSize.height) }
    return Size(
      width: proposal.width, height: view.sizeThatFits(Size(width: proposal.width, height: proposal.height)).height)
  }

  /// Sizes the ``contentView`` and the ``contentSize`` with it; after a resize, brings an
  /// offset past the new end back to it (unless the content glides or is dragged), so
  /// content scrolled to its end stays there as the view grows. Then calls
  /// ``View/onLayout``.
  open override func layoutSubviews() {
    if let view = contentView {
      let fitting = view.sizeThatFits(Size(width: bounds.width, height: bounds.height)).height
      let height = fitting.isFinite ? Swift.max(0, fitting) : 0
      view.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
      let size = Size(width: bounds.width, height: view.isHidden ? 0 : height)
      if contentSize != size { contentSize = size }
    }
    if laidOutSize != bounds.size {
      laidOutSize = bounds.size
      let dragging = panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
      if deceleration == nil, !dragging, bounds.origin.y > maxContentOffset.y {
        contentOffset.y = maxContentOffset.y
      }
    }
    super.layoutSubviews()
  }

  /// With a ``contentView``, what fits the scroll view is what fits its content.
  override var sizeFollowsSubviews: Bool { contentView != nil }

  /// The point of the content shown at the top-left corner. Setting it clamps it to the
  /// scrollable range and stops a glide; while the content rubber-bands or bounces it is
  /// past an end.
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      if deceleration != nil { stopGliding() }
      let max = maxContentOffset
      let x = newValue.x.isFinite ? Swift.min(Swift.max(0, newValue.x), max.x) : bounds.origin.x
      let y = newValue.y.isFinite ? Swift.min(Swift.max(0, newValue.y), max.y) : bounds.origin.y
      guard x != bounds.origin.x || y != bounds.origin.y else { return }
      bounds.origin = Point(x: x, y: y)
      didScroll()
    }
  }

  /// Called after the content offset changes (a drag, a glide, the wheel, a setter), before
  /// ``onScroll``: override it to follow the offset, as a list that recycles its rows lays
  /// them out again. The default does nothing.
  open func contentOffsetDidChange() {}

  /// Tells the subclass, then ``onScroll``, that the offset changed.
  private func didScroll() {
    contentOffsetDidChange()
    onScroll?(self)
  }

  /// Scrolls as little as it takes to show `rect` (content coordinates) whole, or its top
  /// and leading edge when it is larger than the view, as `UIScrollView`'s
  /// `scrollRectToVisible` does without animation. Stops a glide.
  public func scrollRectToVisible(_ rect: Rect) {
    scrollRectToVisible(rect, showingIn: bounds)
  }

  /// Scrolls as little as it takes to show `rect` within `area`, the part of the content
  /// that shows now (both in content coordinates): less than the bounds where a clipping
  /// ancestor, such as a sheet at a low detent, cuts the scroll view.
  func scrollRectToVisible(_ rect: Rect, showingIn area: Rect) {
    guard rect.isFinite, area.isFinite else { return }
    func axis(_ shown: Double, _ visible: Double, _ minimum: Double, _ length: Double) -> Double {
      if minimum < shown || length > visible { return minimum - shown }
      if minimum + length > shown + visible { return minimum + length - shown - visible }
      return 0
    }
    let dx = axis(area.minX, area.width, rect.minX, rect.width)
    let dy = axis(area.minY, area.height, rect.minY, rect.height)
    guard dx != 0 || dy != 0 else { return }
    contentOffset = Point(x: contentOffset.x + dx, y: contentOffset.y + dy)
  }

  /// The largest offset: how far the content can scroll on each axis (vertically, with
  /// ``contentBottomInset`` added).
  public var maxContentOffset: Point {
    Point(
      x: Swift.max(0, contentSize.width - bounds.width),
      y: Swift.max(0, contentSize.height + contentBottomInset - bounds.height))
  }

  /// Whether the content shows its top edge.
  public var isAtTop: Bool { contentOffset.y <= 0 }

  /// Whether the content shows its bottom edge.
  public var isAtBottom: Bool { contentOffset.y >= maxContentOffset.y }

  /// Whether the content glides (or bounces) after a flick.
  public var isDecelerating: Bool { deceleration != nil }

  /// Lets the content glide on at `velocity` points per second (positive scrolls toward
  /// the end), decelerating by 0.998 per millisecond as UIScrollView does; a glide that
  /// reaches an end bounces there, and content let go past an end springs back.
  ///
  /// ```swift
  /// list.fling(velocity: 1800)   // comes to rest about 900 points further on
  /// ```
  public func fling(velocity: Double) {
    guard let screen = window?.screen else {
      contentOffset = bounds.origin
      return
    }
    let range = 0...maxContentOffset.y
    let now = screen.clock.now
    let glide = ScrollDeceleration(offset: bounds.origin.y, velocity: velocity, range: range, start: now)
    guard !glide.isFinished(at: now) else {
      setGlideOffset(glide.finalOffset)
      return
    }
    deceleration = glide
    endReported = false
    if glideToken == nil {
      glideToken = screen.addFrameHandler { [weak self] time in self?.advanceGlide(to: time) }
      glideScreen = screen
    }
    screen.requestFrame()
  }

  /// Stops a glide where the content is, brought within its range.
  public func stopGliding() {
    deceleration = nil
    if let token = glideToken { glideScreen?.removeFrameHandler(token) }
    glideToken = nil
    glideScreen = nil
    let y = Swift.min(Swift.max(0, bounds.origin.y), maxContentOffset.y)
    setGlideOffset(y.isFinite ? y : 0)
  }

  /// Moves the glide on to `time`: the edge is reported once, and a finished glide stops.
  private func advanceGlide(to time: Double) {
    guard let glide = deceleration else { return }
    if !endReported, let hit = glide.edgeHit, time >= hit.time {
      endReported = true
      // The content shows its end as the speed is offered.
      setGlideOffset(hit.offset)
      if onGlideReachedEnd?(self, hit.velocity) == true {
        stopGliding()
        return
      }
    }
    if glide.isFinished(at: time) {
      setGlideOffset(glide.finalOffset)
      stopGliding()
      return
    }
    setGlideOffset(glide.value(at: time))
    glideScreen?.requestFrame()
  }

  /// A drag's offset: one to one within the range, rubber-banded past its ends.
  private func drag(to y: Double, x: Double) {
    guard y.isFinite else { return }
    let max = maxContentOffset.y
    let d = bounds.height
    let shown: Double
    if y < 0 {
      shown = -RubberBand.offset(-y, dimension: d)
    } else if y > max {
      shown = max + RubberBand.offset(y - max, dimension: d)
    } else {
      shown = y
    }
    let clampedX = x.isFinite ? Swift.min(Swift.max(0, x), maxContentOffset.x) : bounds.origin.x
    guard shown != bounds.origin.y || clampedX != bounds.origin.x else { return }
    bounds.origin = Point(x: clampedX, y: shown)
    didScroll()
  }

  /// Sets the vertical offset as a glide or bounce shows it, past the ends if need be.
  private func setGlideOffset(_ y: Double) {
    guard y.isFinite, y != bounds.origin.y else { return }
    bounds.origin.y = y
    didScroll()
  }
}
