extension View {
  /// Records that ``draw(in:)`` must run when the next frame is taken. A plain `View` draws
  /// nothing with code, so it is never asked.
  func markNeedsDisplay() {
    guard !needsDisplay, type(of: self) != View.self else { return }
    needsDisplay = true
    if let parent = superview {
      parent.markSubtreeNeedsDisplay()
    } else if !isLayingOut {
      hostWindow?.screen?.requestFrame()
    }
  }

  /// Records that a view in this subtree needs drawing, up to the first ancestor that knew.
  func markSubtreeNeedsDisplay() {
    var v = self
    while !v.subtreeNeedsDisplay {
      v.subtreeNeedsDisplay = true
      guard let parent = v.superview else {
        // Marked in the layout pass, it is drawn when the frame under way is taken.
        if !v.isLayingOut { v.hostWindow?.screen?.requestFrame() }
        return
      }
      v = parent
    }
  }

  /// The display pass over this subtree: each view that needs it draws, once.
  func displayIfNeeded(scale: Double, textMetrics: any TextMetrics) {
    if needsDisplay {
      needsDisplay = false
      display(scale: scale, textMetrics: textMetrics)
    }
    guard subtreeNeedsDisplay else { return }
    subtreeNeedsDisplay = false
    for sub in subviews where sub.needsDisplay || sub.subtreeNeedsDisplay {
      sub.displayIfNeeded(scale: scale, textMetrics: textMetrics)
    }
  }

  /// Asks the view to draw (``draw(in:)``) and keeps what it drew. A drawing that came out
  /// the same as before changes nothing; one that changed is drawn again where the view is.
  func display(scale: Double, textMetrics: any TextMetrics) {
    guard type(of: self) != View.self else { return }
    let size = bounds.size
    let context = GraphicsContext(size: size, scale: scale, textMetrics: textMetrics)
    draw(in: context)
    let commands = context.finish()
    let drawn = commands.isEmpty ? nil : Drawing(commands: commands, size: size, scale: scale)
    guard drawn != drawing else { return }
    drawing = drawn
    drawingGeneration &+= 1
    damage(.content)
  }

  /// Drops the renderer's pixels of this subtree's drawings, as it leaves its window; what
  /// was drawn is kept, so shown again it is turned into pixels without drawing again.
  func releaseRetainedContents() {
    forEachInSubtree { $0.retainedContents = nil }
  }
}
