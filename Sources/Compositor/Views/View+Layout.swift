extension View {
  /// Marks the view as needing layout, as UIKit's `setNeedsLayout()`: its
  /// ``layoutSubviews()`` runs once in the next layout pass, however often this was called.
  ///
  /// The pass runs once per frame, at the end of ``Screen/tick()`` and before a frame is
  /// taken (``Screen/takeFrame()``), parents before their subviews. A view
  /// asks for it itself when its size changes and when subviews join or leave it.
  public func setNeedsLayout() {
    guard !needsLayout else { return }
    needsLayout = true
    if let parent = superview {
      parent.markSubtreeNeedsLayout()
    } else if !isLayingOut {
      hostWindow?.screen?.requestFrame()
    }
  }

  /// Lays out now the views of this subtree that need it, parents before their subviews,
  /// as UIKit's `layoutIfNeeded()`: the layout pass, for this view and what is below it.
  ///
  /// A layout that keeps asking for more (a view that marks its superview from its own
  /// ``layoutSubviews()``) stops after a few rounds with a diagnostic.
  public func layoutIfNeeded() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    var rounds = 0
    while needsLayout || subtreeNeedsLayout {
      rounds += 1
      guard rounds <= Self.layoutRoundLimit else {
        Diagnostics.report("layout: '\(identifier)' did not settle after \(Self.layoutRoundLimit) rounds; stopping")
        forEachInSubtree { v in
          v.needsLayout = false
          v.subtreeNeedsLayout = false
        }
        return
      }
      layoutSubtree()
    }
  }

  /// The most rounds ``layoutIfNeeded()`` runs before it gives up on a layout that does not
  /// settle.
  static var layoutRoundLimit: Int { 8 }

  /// One round of the pass: this view, then its subviews that need it, each at most once.
  private func layoutSubtree() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    // The flags are read as each subview comes: a layout above may have marked it.
    for sub in subviews where sub.needsLayout || sub.subtreeNeedsLayout {
      sub.layoutSubtree()
    }
  }

  /// Records that a view in this subtree needs layout, up to the first ancestor that knew.
  func markSubtreeNeedsLayout() {
    var v = self
    while !v.subtreeNeedsLayout {
      v.subtreeNeedsLayout = true
      guard let parent = v.superview else {
        if !v.isLayingOut { v.hostWindow?.screen?.requestFrame() }
        return
      }
      v = parent
    }
  }

  /// Tells the view's superview that the size that fits this view may have changed, as
  /// UIKit's `invalidateIntrinsicContentSize()`: the superview lays out again, and when its
  /// own fitting size follows its subviews (a ``StackView``, a ``ScrollView`` sizing its
  /// ``ScrollView/contentView``) so does its superview, and on up.
  ///
  /// Called for you when a view's text or image, or whether it is hidden, changes; call it
  /// from a subclass whose ``sizeThatFits(_:)`` changed for a reason of its own.
  public func invalidateFittingSize() {
    var v = self
    while let parent = v.superview {
      parent.setNeedsLayout()
      guard parent.sizeFollowsSubviews else { return }
      v = parent
    }
  }

  /// After a subview joined: its pending layout and drawing reach the passes, and this view
  /// lays out again (a stack arranges it).
  func subviewsDidChange(inserting view: View) {
    if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
    if view.needsDisplay || view.subtreeNeedsDisplay { markSubtreeNeedsDisplay() }
    setNeedsLayout()
    if sizeFollowsSubviews { invalidateFittingSize() }
  }

  /// After a subview left: this view lays out again.
  func subviewsDidChange(removing view: View) {
    setNeedsLayout()
    if sizeFollowsSubviews { invalidateFittingSize() }
  }

  /// After the bounds' size changed: the subviews are laid out, and what the view draws with
  /// code is drawn, again.
  func sizeDidChange() {
    setNeedsLayout()
    markNeedsDisplay()
  }

  /// The size of the view's text or image, when it shows one and it can be measured.
  var contentFittingSize: Size? {
    switch content {
    case .text(let text): textMetrics.size(of: text)
    case .image(let name): window?.screen?.imageMetrics?.size(ofImageNamed: name)
    case .none, .editableText, .stroke: nil
    }
  }

  /// How text measures on the screen this view is shown on (``Screen/textMetrics``), or the
  /// estimate a screen starts with while it is on none.
  public var textMetrics: any TextMetrics {
    window?.screen?.textMetrics ?? EstimatedTextMetrics.shared
  }
}
