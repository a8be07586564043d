extension Screen {
  /// Takes this frame: what changed since the last one, and each window as it shows now,
  /// for a renderer to draw (``ScreenFrame``). What changed is drained, so the next frame
  /// starts afresh.
  ///
  /// Views that need layout are laid out first (``layoutIfNeeded()``), then views that draw
  /// with code and need drawing draw (``View/draw(in:)``).
  ///
  /// ```swift
  /// screen.tick()
  /// let rendered = try renderer.render(screen.takeFrame())
  /// ```
  public func takeFrame() -> ScreenFrame { takeFrame(includingShapes: false) }

  /// Takes this frame, as ``takeFrame()`` does; `includingShapes` adds each window's
  /// visual and input shapes, in pixels at the screen's ``scale``, which an output that
  /// shows every window as a window of its own needs (X11's SHAPE). They come from caches
  /// kept per root subview: a window whose views did not change costs nothing, and a layer
  /// moved by whole pixels costs an offset.
  package func takeFrame(includingShapes: Bool) -> ScreenFrame {
    layoutIfNeeded()
    displayIfNeeded()
    let key = keyTarget
    let states = windows.map { window in
      var layers: [ObjectIdentifier: RectRegion] = [:]
      for view in window.rootView.subviews where view.isLayer {
        layers[ObjectIdentifier(view)] = view.takeLayerDamage()
      }
      return WindowState(
        window: window, scale: scale, isKey: window === key,
        visualShape: includingShapes ? window.visualShape(scale: scale) : nil,
        inputShape: includingShapes ? window.inputShape(scale: scale) : nil, damage: window.takeDamage(),
        layerDamage: layers)
    }
    return ScreenFrame(
      size: size, scale: scale, damagedArea: takeDamage(), windows: states, focusRingGeometry: focusRingGeometry,
      screen: self)
  }

  /// The window that receives key events: the key window while shown, else the frontmost
  /// shown window at the normal level.
  var keyTarget: Window? {
    keyWindow.flatMap { $0.isHidden ? nil : $0 } ?? windows.last { !$0.isHidden && $0.level == .normal }
  }

  /// The window with id `id`, if it is on this screen.
  public func window(_ id: WindowID) -> Window? { windows.first { $0.id == id } }
}
