/// A rectangle in a window's retained view tree, like `UIView`: it has a frame in its
/// superview, draws a background and content, holds subviews in z-order (last is
/// frontmost) and answers hit tests.
///
/// Every visual change marks the area it affects as damaged in the hosting window, so a
/// renderer redraws only what changed.
///
/// ```swift
/// let card = View(identifier: "card", frame: Rect(x: 0, y: 0, width: 200, height: 120))
/// card.background = .color(.white)
/// card.cornerRadii = CornerRadii(all: 12)
/// try root.addSubview(card)
/// ```
open class View {
  /// A stable name for tests, traces and scripts, such as `"sheet.grabber"`.
  public var identifier: String

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Setting a NaN or infinite frame is a documented no-op (the old frame stays and a
  /// diagnostic is reported); a negative size is standardized. Use ``setFrame(_:)`` to
  /// get an error instead.
  public var frame: Rect {
    // Assigning an equal rectangle is not a change: no damage, no index update, so layout
    // code can assign every frame. Moving a layer without resizing it only recomposites,
    // and resizing a view that paints nothing of its own redraws only what its edges
    // uncover or cut (``resizeDamage(from:)``).
    willSet {
      guard newValue != frame else { return }
      if newValue.size == frame.size {
        damage(.placement)
      } else if !resizesInPlace(from: frame, to: newValue.standardized) {
        damage(.content)
      }
    }
    didSet {
      guard frame != oldValue else { return }
      if !frame.isFinite {
        Diagnostics.report(ViewHierarchyError.nonFiniteGeometry(view: identifier, field: "frame").description)
        frame = oldValue
      } else if frame.size.width < 0 || frame.size.height < 0 {
        frame = frame.standardized
      }
      guard frame.size != oldValue.size else { return didChangeGeometry(.placement) }
      let inPlace = resizesInPlace(from: oldValue, to: frame)
      isApplyingFrameSize = true
      bounds.size = frame.size
      isApplyingFrameSize = false
      if inPlace {
        resizeDamage(from: oldValue.size)
        window?.viewGeometryDidChange(self)
      } else {
        didChangeGeometry(.content)
      }
    }
  }

  /// The view's own coordinate space: its size matches ``frame``'s, and its origin is the
  /// point of the content shown at the top-left corner (a scroll offset).
  public var bounds: Rect {
    willSet { if newValue != bounds && !isApplyingFrameSize { damage(.content) } }
    didSet {
      guard bounds != oldValue else { return }
      if !bounds.isFinite {
        Diagnostics.report(ViewHierarchyError.nonFiniteGeometry(view: identifier, field: "bounds").description)
        bounds = oldValue
      }
      if bounds.size != oldValue.size { sizeDidChange() }
      // A frame that resizes the view records its own damage and geometry change.
      if !isApplyingFrameSize { didChangeGeometry(.content) }
    }
  }

  /// A displacement applied after layout, like a translation transform or SwiftUI's
  /// `.offset`: it moves what is drawn and where hits land, not the frame.
  public var translation: Point = .zero {
    willSet { if newValue != translation { damage(.placement) } }
    didSet {
      guard translation != oldValue else { return }
      if !translation.isFinite {
        Diagnostics.report(
          ViewHierarchyError.nonFiniteGeometry(view: identifier, field: "translation").description)
        translation = oldValue
      }
      didChangeGeometry(.placement)
    }
  }

  /// Opacity from 0 to 1; below 0.01 the view and its subviews ignore hits, as in UIKit.
  /// Fading a layer only recomposites it.
  public var alpha: Double = 1 {
    willSet { if newValue != alpha { damage(.placement) } }
    didSet {
      alpha = alpha.isNaN ? oldValue : Swift.min(1, Swift.max(0, alpha))
      if alpha >= 0.01 && oldValue < 0.01 {
        didBecomeVisible()
      } else if alpha != oldValue {
        damage(.placement)
      }
      if (alpha >= 0.01) != (oldValue >= 0.01) { hitTestInputsDidChange() }
    }
  }

  /// Whether the view and its subviews are invisible and ignore hits.
  public var isHidden = false {
    // Damaged while visible: before hiding and after showing.
    willSet { if newValue != isHidden { damage(.placement) } }
    didSet {
      if isHidden != oldValue {
        if isHidden { damage(.placement) } else { didBecomeVisible() }
        hitTestInputsDidChange()
        // A stack leaves hidden views out: its arrangement and the size that fits it change.
        invalidateFittingSize()
      }
    }
  }

  /// Whether this view and its subtree are composited as a layer: drawn into a retained
  /// store of their own, then moved, faded, shown and hidden by recompositing alone, as
  /// Core Animation's layers and wlroots' scene nodes are. Only what changes inside the
  /// subtree is drawn again.
  ///
  /// Only a subview of a window's root view is composited as a layer; deeper in the tree
  /// the flag is ignored. Changing its frame's size redraws it.
  ///
  /// ```swift
  /// sheet.isLayer = true
  /// sheet.frame.origin.y -= 12   // recomposited, not redrawn
  /// ```
  public var isLayer = false {
    didSet {
      guard isLayer != oldValue, let w = window, w.recordsDamage, isVisibleInTree else { return }
      // It moves between the window's own pixels and a store of its own: both change.
      w.markDamaged(visualFrameInWindow)
    }
  }

  /// Whether Tab and Shift-Tab stop at this view, as at a button, a text field or a list
  /// row (see ``Screen/moveFocus(backward:)``).
  public var isFocusable = false

  /// What assistive technology reads of this view and can do with it; `nil` when the view
  /// is not an element of its own.
  public var accessibility: Accessibility?

  /// This root subview's share of its window's regions, kept between frames.
  var regionCache = SubtreeRegionCache()

  /// Whether the view and its subviews receive pointer events.
  public var isUserInteractionEnabled = true {
    didSet { if isUserInteractionEnabled != oldValue { hitTestInputsDidChange() } }
  }

  /// Whether subviews are cut to this view's shape, for drawing and for hit-testing.
  public var clipsToBounds = false {
    didSet {
      if clipsToBounds != oldValue {
        damage(.content)
        hitTestInputsDidChange()
      }
    }
  }

  /// The radius of each corner; drawing, clipping and ``point(inside:)`` follow them.
  public var cornerRadii: CornerRadii = .zero {
    didSet {
      if cornerRadii != oldValue {
        damage(.content)
        hitTestInputsDidChange()
      }
    }
  }

  /// What fills the view's shape, or `nil` for nothing.
  public var background: Fill? {
    didSet { if background != oldValue { damage(.content) } }
  }

  /// A drop shadow cast by the view's shape, or `nil`.
  public var shadow: Shadow? {
    willSet { if newValue != shadow { damage(.content) } }
    didSet { if shadow != oldValue { damage(.content) } }
  }

  /// What the view draws over its background. A view can also draw with code
  /// (``draw(in:)``), over this.
  public var content: ViewContent = .none {
    didSet {
      guard content != oldValue else { return }
      damage(.content)
      // Text and images report the size that fits them: a stack holding this view lays
      // it out again.
      invalidateFittingSize()
    }
  }

  // MARK: Layout and drawing state

  /// Whether ``layoutSubviews()`` runs at the next layout pass (``setNeedsLayout()``).
  /// A new view is laid out once.
  package internal(set) var needsLayout = true
  /// Whether a subview, or a view deeper down, needs layout.
  var subtreeNeedsLayout = false
  /// Whether ``layoutIfNeeded()`` is running on this view: what its subtree marks meanwhile
  /// is laid out in the same pass, so it asks for no frame.
  var isLayingOut = false
  /// Whether ``draw(in:)`` runs when the next frame is taken (``setNeedsDisplay()``, a size
  /// or scale change). A new view is drawn once.
  package internal(set) var needsDisplay = true
  /// Whether a subview, or a view deeper down, needs display.
  var subtreeNeedsDisplay = false
  /// Set while ``frame`` hands its new size to ``bounds``, which then leaves the damage
  /// and the geometry change to it.
  private var isApplyingFrameSize = false

  /// Whether the size that fits this view follows its subviews', so that a subview's
  /// change reaches this view's superview too (``invalidateFittingSize()``): a stack's does.
  var sizeFollowsSubviews: Bool { false }

  /// What ``draw(in:)`` drew the last time it ran, `nil` when it drew nothing.
  package internal(set) var drawing: Drawing?
  /// Bumped each time ``drawing`` changes, so a renderer can tell its pixels are stale.
  package internal(set) var drawingGeneration: UInt64 = 0
  /// The renderer's pixels of ``drawing``, kept with the view as Core Animation keeps a
  /// layer's contents, and dropped when the view leaves its window.
  package var retainedContents: AnyObject?

  /// Called by ``layoutSubviews()`` to place the subviews, for views that are not
  /// subclassed; setting it lays the view out at the next pass.
  ///
  /// ```swift
  /// card.onLayout = { card in
  ///   badge.frame = Rect(x: card.bounds.width - 28, y: 8, width: 20, height: 20)
  /// }
  /// ```
  public var onLayout: ((View) -> Void)? {
    didSet { setNeedsLayout() }
  }

  /// The axes along which a stack (``StackView``) stretches this view: along the stack's
  /// axis it shares the space the other views leave, across it the view fills the stack
  /// whatever its alignment. A ``ScrollView`` stretches both ways, a ``Spacer`` along its
  /// stack; other views take the size that fits them (``sizeThatFits(_:)``).
  ///
  /// ```swift
  /// map.flexibleAxes = .vertical   // the map takes the height the title and buttons leave
  /// ```
  public var flexibleAxes: Axis.Set = [] {
    didSet { if flexibleAxes != oldValue { superview?.setNeedsLayout() } }
  }

  /// The view's subviews, back to front.
  public private(set) var subviews: [View] = []

  /// The view this one is a subview of.
  ///
  /// Held `unowned(unsafe)` rather than `weak`: a weak reference gives its target a
  /// reference-count side table, which sends every retain and release of that view (one per
  /// hit-test answer) down the runtime's slow path. It is safe because it is set only while
  /// this view is in the superview's ``subviews``: it is cleared when this view leaves them,
  /// and by the superview's `deinit` when this view outlives it.
  public private(set) unowned(unsafe) var superview: View?

  /// The window whose root this view is; set on root views only.
  ///
  /// `unowned(unsafe)` for the same reason as ``superview``: the window sets it on its
  /// ``Window/rootView`` when created and clears it in its `deinit`, so a root view that
  /// outlives its window sees `nil`.
  unowned(unsafe) var hostWindow: Window?

  /// The gesture recognizers attached to this view.
  public private(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Called with each pointer event of a sequence that began on this view, and the event's
  /// location in this view's coordinate space.
  public var onPointer: ((PointerEvent, Point) -> Void)?

  /// Called with wheel events over this view or its subviews; return `true` if handled,
  /// `false` to let the event bubble to the superview.
  public var onWheel: ((WheelEvent) -> Bool)?

  /// Called with key events while this view is its window's first responder; return
  /// `true` if handled.
  public var onKey: ((KeyEvent) -> Bool)?

  /// Creates a view with a frame in its future superview's coordinates.
  public init(identifier: String = "", frame: Rect = .zero) {
    self.identifier = identifier
    let f = frame.isFinite ? frame.standardized : .zero
    if !frame.isFinite {
      Diagnostics.report(ViewHierarchyError.nonFiniteGeometry(view: identifier, field: "frame").description)
    }
    self.frame = f
    self.bounds = Rect(origin: .zero, size: f.size)
  }

  deinit {
    // Children and recognizers that outlive this view must not keep a link to it (see
    // ``superview``); a recognizer's view is unowned for the same reason.
    for s in subviews { s.superview = nil }
    for r in gestureRecognizers { r.view = nil }
  }

  /// The window that hosts this view's tree, if any.
  public var window: Window? {
    var v = self
    while let s = v.superview { v = s }
    return v.hostWindow
  }

  /// Sets ``frame`` or throws when the rectangle is not finite.
  public func setFrame(_ newFrame: Rect) throws(ViewHierarchyError) {
    guard newFrame.isFinite else { throw .nonFiniteGeometry(view: identifier, field: "frame") }
    frame = newFrame
  }

  /// Called when the view becomes (`true`) or stops being (`false`) its window's first
  /// responder, by focus moving with Tab or by ``Window/firstResponder`` being set. A text
  /// field starts and ends editing here.
  open func firstResponderDidChange(_ isFirstResponder: Bool) {}

  /// Whether `point`, in this view's coordinate space, lies inside its rounded shape.
  ///
  /// Override to change the view's hit area.
  open func point(inside point: Point) -> Bool {
    RoundedRectShape(rect: bounds, radii: cornerRadii).contains(point)
  }

  /// The frontmost view under `point` (in this view's coordinate space) that accepts hits.
  ///
  /// Hidden views, views with ``alpha`` below 0.01 and views with interaction disabled are
  /// skipped with their subviews. Subviews are tried last first. A subview may answer
  /// outside its superview's shape, as it is drawn there, unless an ancestor clips.
  open func hitTest(_ point: Point) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, point.isFinite else { return nil }
    let inside = self.point(inside: point)
    if clipsToBounds && !inside { return nil }
    var i = subviews.count
    while i > 0 {
      i -= 1
      let sub = subviews[i]
      if let hit = sub.hitTest(sub.convertFromSuperview(point)) { return hit }
    }
    return inside ? self : nil
  }

  /// Where this view's coordinate space sits in its superview's: the frame's origin,
  /// moved by the translation, less the bounds' origin (a scroll view's offset). A point
  /// `p` in this view is `p + offsetInSuperview` in the superview. Every conversion, hit
  /// test, damage and paint between a view and its superview goes through it.
  @inlinable
  package var offsetInSuperview: Point {
    Point(x: frame.origin.x + translation.x - bounds.origin.x, y: frame.origin.y + translation.y - bounds.origin.y)
  }

  /// Converts a point from the superview's coordinate space into this view's.
  @inlinable
  public func convertFromSuperview(_ point: Point) -> Point {
    let o = offsetInSuperview
    return Point(x: point.x - o.x, y: point.y - o.y)
  }

  /// Converts a point from this view's coordinate space into the superview's.
  @inlinable
  public func convertToSuperview(_ point: Point) -> Point {
    let o = offsetInSuperview
    return Point(x: point.x + o.x, y: point.y + o.y)
  }

  /// Converts a point in this view's space to its window's space (the root view's space).
  public func convertToWindow(_ point: Point) -> Point {
    var p = point
    var v: View? = self
    while let current = v, let s = current.superview {
      p = current.convertToSuperview(p)
      v = s
    }
    return p
  }

  /// Converts a point in the window's space into this view's space.
  public func convertFromWindow(_ point: Point) -> Point {
    var chain: [View] = []
    var v: View? = self
    while let current = v, current.superview != nil {
      chain.append(current)
      v = current.superview
    }
    var p = point
    for view in chain.reversed() { p = view.convertFromSuperview(p) }
    return p
  }

  /// This view's bounds in its window's coordinate space.
  public var frameInWindow: Rect {
    let o = convertToWindow(bounds.origin)
    return Rect(origin: o, size: bounds.size)
  }

  /// This view's bounds in screen coordinates, when it is in a window.
  public var frameOnScreen: Rect {
    let r = frameInWindow
    guard let w = window else { return r }
    return r.offsetBy(dx: w.frame.origin.x, dy: w.frame.origin.y)
  }

  /// Whether the view would be drawn: neither it nor an ancestor is hidden or transparent.
  public var isVisibleInTree: Bool {
    var v: View? = self
    while let current = v {
      if current.isHidden || current.alpha < 0.01 { return false }
      v = current.superview
    }
    return true
  }

  /// The first view in this subtree (this one included) with `identifier`, depth first.
  public func firstView(withIdentifier identifier: String) -> View? {
    if self.identifier == identifier { return self }
    for s in subviews {
      if let found = s.firstView(withIdentifier: identifier) { return found }
    }
    return nil
  }

  /// Calls `body` on this view and every descendant, parents before children, back to front.
  public func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for s in subviews { s.forEachInSubtree(body) }
  }

  /// Attaches a gesture recognizer; a recognizer moves from any previous view.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a gesture recognizer; a no-op if it is not attached here.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    gestureRecognizers.remove(at: i)
    recognizer.view = nil
  }

  /// The size this view would like within `proposal`, as UIKit's `sizeThatFits(_:)`:
  /// by default the proposed width, and the height down to the bottom of its lowest
  /// visible subview, each subview measured the same way from where it stands. A view with
  /// no subviews reports the size of its text (measured with the screen's
  /// ``Screen/textMetrics``: its advance and line height) or image (its size at one pixel
  /// per point, from ``Screen/imageMetrics``), else its own size; a ``ScrollView`` asks for
  /// its content's height, and a ``StackView`` for what its subviews take.
  ///
  /// So the answer does not depend on the height this view was given, only on where its
  /// subviews stand and what they hold. Override it for content that knows its size, such
  /// as a label that wraps. Stacks size their subviews with it, and a sheet measures its
  /// content with it for the `.fitContent` detent.
  open func sizeThatFits(_ proposal: Size) -> Size {
    var bottom = 0.0
    var any = false
    for v in subviews where !v.isHidden {
      any = true
      let fitting = v.sizeThatFits(Size(width: v.frame.width, height: proposal.height)).height
      bottom = Swift.max(bottom, v.frame.minY + fitting)
    }
    if any { return Size(width: proposal.width, height: bottom) }
    return contentFittingSize ?? frame.size
  }

  // MARK: Layout and drawing

  /// Places the subviews, as UIKit's `layoutSubviews()`: runs once per frame at most, when
  /// the view needs layout (``setNeedsLayout()``, a new size, a subview added or removed),
  /// before the frame is drawn, parents before their subviews.
  ///
  /// Override it to set the subviews' frames from ``bounds``; the default calls
  /// ``onLayout``. A ``StackView`` arranges its subviews here. Sizes the subviews take are
  /// theirs to lay out next, in the same pass.
  open func layoutSubviews() {
    onLayout?(self)
  }

  /// Draws the view's own content with code, as UIKit's `draw(_:)`: over its background
  /// and ``content``, under its subviews, in a context the size of its bounds.
  ///
  /// It runs when a frame is taken and the view needs drawing: the first time, after
  /// ``setNeedsDisplay()``, and when its size or the screen's scale changed. What it draws
  /// is kept in the view's retained layer; moving, scrolling or fading the view composites
  /// it again and never calls this. The default draws nothing; ``CanvasView`` draws with a
  /// closure instead.
  ///
  /// ```swift
  /// final class Gauge: View {
  ///   var level = 0.5 { didSet { setNeedsDisplay() } }
  ///   override func draw(in context: GraphicsContext) {
  ///     let bar = Rect(x: 0, y: 0, width: context.size.width * level, height: context.size.height)
  ///     context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.black))
  ///   }
  /// }
  /// ```
  open func draw(in context: GraphicsContext) {}

  // MARK: Tree mutation

  /// Adds `view` in front of the other subviews, removing it from any previous superview.
  ///
  /// Throws ``ViewHierarchyError/cycle(view:into:)`` if `view` is this view or one of its
  /// ancestors; the tree is then unchanged.
  public func addSubview(_ view: View) throws(ViewHierarchyError) {
    try insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
  }

  /// Inserts `view` at `index` in the subviews (0 is the back).
  public func insertSubview(_ view: View, at index: Int) throws(ViewHierarchyError) {
    var a: View? = self
    while let current = a {
      if current === view { throw .cycle(view: view.identifier, into: identifier) }
      a = current.superview
    }
    let count = subviews.count - (view.superview === self ? 1 : 0)
    guard index >= 0, index <= count else { throw .indexOutOfRange(index: index, count: count) }
    view.detachFromSuperview()
    subviews.insert(view, at: index)
    view.superview = self
    view.damage(.placement)
    treeDidChange(inserting: view)
    subviewsDidChange(inserting: view)
    checkInvariants(changed: view, at: index)
  }

  /// Removes this view from its superview; a documented no-op when it has none.
  public func removeFromSuperview() {
    let parent = superview
    detachFromSuperview()
    parent?.checkInvariants()
  }

  /// Removes `view` from the subviews, or throws if it is not one of them.
  public func removeSubview(_ view: View) throws(ViewHierarchyError) {
    guard view.superview === self else {
      throw .notASubview(view: view.identifier, of: identifier)
    }
    view.removeFromSuperview()
  }

  /// Moves a subview to the front; a no-op if it is not a subview.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: i)
    subviews.append(view)
    view.damage(.placement)
    treeDidChange(inserting: view)
    // The order of a stack's subviews is its arrangement.
    setNeedsLayout()
    checkInvariants(changed: view, at: subviews.count - 1)
  }

  private func detachFromSuperview() {
    guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
    damage(.placement)
    let w = parent.window
    parent.subviews.remove(at: i)
    superview = nil
    w?.viewTreeDidChange(removed: self)
    parent.subviewsDidChange(removing: self)
    if w != nil { releaseRetainedContents() }
  }

  // MARK: Damage

  /// Marks the view as needing to be drawn again, as UIKit's `setNeedsDisplay()`: the area
  /// it and its subviews cover is redrawn in the next frame, and a view that draws with
  /// code (``draw(in:)``) draws again when that frame is taken, once however often this
  /// was called.
  public func setNeedsDisplay() {
    damage(.content)
    markNeedsDisplay()
  }

  /// What a change does to what is shown.
  enum Change {
    /// The view draws differently: its pixels must be drawn again.
    case content
    /// The view is placed, faded, shown or hidden differently as a whole: for a layer,
    /// recompositing is enough.
    case placement
  }

  /// Records the damage of a change to this view: in the window's own pixels, or in the
  /// store of the layer the view is drawn in, and in the screen area to recomposite.
  ///
  /// `area` (window coordinates) narrows the damage to a part of what the view covers.
  func damage(_ change: Change, area: Rect? = nil) {
    // Before anything else: a change while hidden or out of a window counts too.
    invalidateRegionCache(movedOnly: change == .placement)
    guard let w = window, w.recordsDamage, isVisibleInTree || superview == nil else { return }
    let visual = area ?? visualFrameInWindow
    guard let layer = compositedLayer else {
      w.markDamaged(visual)
      return
    }
    if layer !== self || change == .content { layer.addLayerDamage(windowRect: visual) }
    w.addCompositionDamage(visual)
  }

  /// Records that the view shows again. Changes inside a view that does not show are not
  /// recorded, so everything it draws is drawn again, in the stores of its layers too (a
  /// layer's store is otherwise only recomposited when it shows).
  private func didBecomeVisible() {
    damage(.content)
    if superview == nil {
      for layer in subviews where layer.isLayer { layer.damage(.content) }
    }
  }

  /// The layer this view is drawn in: its ancestor (or itself) that is a subview of the
  /// window's root view, when that one is a layer.
  var compositedLayer: View? {
    var v = self
    while let parent = v.superview {
      if parent.hostWindow != nil { return v.isLayer ? v : nil }
      v = parent
    }
    return nil
  }

  /// Damage in this layer's store, in its own coordinates.
  package private(set) var layerDamage = RectRegion()

  /// Returns the damage in this layer's store since the last call, in the view's own
  /// coordinate space, and clears it. The renderer is meant to be the only caller.
  package func takeLayerDamage() -> RectRegion {
    defer { layerDamage.removeAll() }
    return layerDamage
  }

  private func addLayerDamage(windowRect: Rect) {
    // Window space to this view's space: this view is a subview of the root.
    let o = offsetInSuperview
    let root = superview?.bounds.origin ?? .zero
    layerDamage.formUnion(
      windowRect.offsetBy(dx: root.x - o.x, dy: root.y - o.y), limit: Window.damageRectangleLimit)
  }

  /// The area this view's subtree paints, shadows included, in window coordinates.
  package var visualFrameInWindow: Rect {
    var origin = Point.zero
    var v: View? = self
    // Offset of this view's bounds origin in window space.
    var p = bounds.origin
    while let current = v, current.superview != nil {
      p = current.convertToSuperview(p)
      v = current.superview
    }
    origin = p
    return visualRect(offset: Point(x: origin.x - bounds.origin.x, y: origin.y - bounds.origin.y))
  }

  /// The area this view paints itself, its bounds and its shadow, where `offset` maps this
  /// view's coordinate space to the space asked for (its window's, a layer's).
  package func ownVisualRect(offset: Point) -> Rect {
    let r = bounds.offsetBy(dx: offset.x, dy: offset.y)
    guard let e = shadow?.extent else { return r }
    return Rect(
      x: r.minX - e.left, y: r.minY - e.top, width: r.width + e.left + e.right, height: r.height + e.top + e.bottom
    )
    .union(r)
  }

  /// The area this view's subtree paints, shadows included, where `offset` maps this
  /// view's coordinate space to the space asked for: its own area and, unless it clips
  /// them, its visible subviews'. The renderer paints exactly this, which is what keeps
  /// damage tracking exact.
  ///
  /// ```swift
  /// let painted = view.visualRect(offset: .zero)   // in the view's own space
  /// ```
  package func visualRect(offset: Point) -> Rect {
    var r = ownVisualRect(offset: offset)
    guard !clipsToBounds else { return r }
    for sub in subviews where !sub.isHidden {
      r = r.union(sub.visualRect(offset: offset + sub.offsetInSuperview))
    }
    return r
  }

  private func didChangeGeometry(_ change: Change) {
    damage(change)
    window?.viewGeometryDidChange(self)
  }

  private func treeDidChange(inserting view: View) {
    window?.viewTreeDidChange(inserted: view)
  }
}
