extension Screen {
  /// Takes this frame: the screen's damage, and each window's state with the damage of its
  /// pixels and its layers, all drained so the next frame starts afresh.
  ///
  /// `includingRegions` adds each window's visual and input regions, in pixels at the
  /// screen's ``scale``, which an output that shows every window as a window of its own
  /// needs (X11's SHAPE). They come from caches kept per root subview: a window whose views
  /// did not change costs nothing, and a layer moved by whole pixels costs an offset.
  ///
  /// Views that need layout are laid out first (``layoutIfNeeded()``), then views that draw
  /// with code and need drawing draw (``View/draw(in:)``).
  public func takeFrame(includingRegions: Bool = false) -> ScreenFrame {
    layoutIfNeeded()
    displayIfNeeded()
    let key = keyTarget
    let states = windows.map { window in
      var layers: [ObjectIdentifier: Region] = [:]
      for view in window.rootView.subviews where view.isLayer {
        layers[ObjectIdentifier(view)] = view.takeLayerDamage()
      }
      return WindowState(
        window: window, scale: scale, isKey: window === key,
        visualRegion: includingRegions ? window.visualRegion(scale: scale) : nil,
        inputRegion: includingRegions ? window.hitRegion(scale: scale) : nil, damage: window.takeDamage(),
        layerDamage: layers)
    }
    return ScreenFrame(
      size: size, scale: scale, damage: takeDamage(), windows: states, focusRing: focusRing, screen: self)
  }

  /// The window that receives key events: the key window while shown, else the frontmost
  /// shown window at the normal level.
  var keyTarget: Window? {
    keyWindow.flatMap { $0.isHidden ? nil : $0 } ?? windows.last { !$0.isHidden && $0.level == .normal }
  }

  /// The window with id `id`, if it is on this screen.
  public func window(_ id: WindowID) -> Window? { windows.first { $0.id == id } }
}
