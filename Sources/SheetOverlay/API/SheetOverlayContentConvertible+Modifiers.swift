import Compositor

/// The sheet modifiers, written once for every ``SheetOverlayContentConvertible``: on a view they
/// wrap it as sheet content with the default configuration first, on sheet content they
/// change its configuration.
extension SheetOverlayContentConvertible {
  /// Sets the resting heights (sorted and deduplicated; empty means `[.medium]`).
  ///
  /// ```swift
  /// content.sheetOverlayDetents([.height(250), .medium, .large, .fraction(0.3)])
  /// ```
  public func sheetOverlayDetents(_ detents: [SheetOverlayDetent]) -> SheetOverlayContent {
    sheetContent.with { $0.detents = detents }
  }

  /// Sets the radius of the sheet's top corners.
  ///
  /// ```swift
  /// content.sheetOverlayCornerRadius(50)
  /// ```
  public func sheetOverlayCornerRadius(_ radius: Double) -> SheetOverlayContent {
    if !(radius.isFinite && radius >= 0) {
      Diagnostics.report("sheet: corner radius \(radius) is not a non-negative number; using 0")
    }
    return sheetContent.with { $0.cornerRadius = radius.isFinite ? Swift.max(0, radius) : 0 }
  }

  /// Shows or hides the grabber.
  ///
  /// ```swift
  /// content.sheetOverlayDragIndicator(.visible)
  /// ```
  public func sheetOverlayDragIndicator(_ indicator: SheetOverlayDragIndicator) -> SheetOverlayContent {
    sheetContent.with { $0.dragIndicator = indicator }
  }

  /// Sets the sheet's background: a color, a linear gradient, or a material.
  ///
  /// ```swift
  /// content.sheetOverlayBackground(.material(.ultraThin))
  /// content.sheetOverlayBackground(.color(.white))
  /// content.sheetOverlayBackground(.linearGradient(LinearGradient(colors: [.blue, .purple])))
  /// ```
  public func sheetOverlayBackground(_ fill: Fill) -> SheetOverlayContent {
    sheetContent.with { $0.background = fill }
  }

  /// Sets the shadow the sheet casts on what lies behind it.
  ///
  /// ```swift
  /// content.sheetOverlayShadow(color: .black.opacity(0.2), radius: 8, x: 0, y: -2)
  /// ```
  public func sheetOverlayShadow(color: Color, radius: Double, x: Double = 0, y: Double = 0) -> SheetOverlayContent {
    sheetContent.with { $0.shadow = Shadow(color: color, radius: radius, x: x, y: y) }
  }

  /// Removes the sheet's shadow.
  ///
  /// ```swift
  /// content.sheetOverlayHideShadow()
  /// ```
  public func sheetOverlayHideShadow() -> SheetOverlayContent {
    sheetContent.with { $0.shadow = nil }
  }

  /// Sets how the sheet makes room for the keyboard.
  ///
  /// ```swift
  /// content.sheetOverlayKeyboardPolicy(.maxOffset(120))
  /// ```
  public func sheetOverlayKeyboardPolicy(_ policy: SheetOverlayKeyboardPolicy) -> SheetOverlayContent {
    sheetContent.with { $0.keyboardPolicy = policy }
  }

  /// Sets whether the sheet's text fields raise the on-screen keyboard while edited: `true`
  /// (the default), as on a phone or a tablet; `false` for an app used with a real
  /// keyboard, where the on-screen one would only cover the sheet. A field edited without
  /// it takes the keys as before, and the sheet stays where it is whatever its keyboard
  /// policy.
  ///
  /// ```swift
  /// content.sheetOverlayOnScreenKeyboard(false)
  /// ```
  public func sheetOverlayOnScreenKeyboard(_ isShown: Bool) -> SheetOverlayContent {
    sheetContent.with { $0.showsOnScreenKeyboard = isShown }
  }

  /// Sets how the sheet animates: `.standard` springs, or `.reduced`, which fades the sheet
  /// in and out where it rests and moves it between detents without a spring, as iOS does
  /// with Reduce Motion on.
  ///
  /// ```swift
  /// content.sheetOverlayMotion(.reduced)
  /// ```
  public func sheetOverlayMotion(_ motion: SheetOverlayMotion) -> SheetOverlayContent {
    sheetContent.with { $0.motion = motion }
  }

  /// Sets where the sheet sits: `.automatic` (the default: along the bottom edge up to 700
  /// points wide, a floating card at the leading edge in wider containers), `.bottom`,
  /// `.bottom(maxWidth:)` or `.floating(edge:width:margin:)`.
  ///
  /// ```swift
  /// content.sheetOverlayPlacement(.bottom(maxWidth: 640))
  /// ```
  public func sheetOverlayPlacement(_ placement: SheetOverlayPlacement) -> SheetOverlayContent {
    sheetContent.with { $0.placement = placement }
  }

  /// Sets how the sheet is presented: overlay, modal, transition or offset.
  ///
  /// ```swift
  /// content.sheetOverlayStyle(.modal)
  /// ```
  public func sheetOverlayStyle(_ style: SheetOverlayStyle) -> SheetOverlayContent {
    sheetContent.with { $0.style = style }
  }

  /// Sets whether the app behind stays usable.
  ///
  /// ```swift
  /// content.sheetOverlayBackgroundInteraction(.enabled(upThrough: .medium))
  /// ```
  public func sheetOverlayBackgroundInteraction(_ interaction: SheetOverlayBackgroundInteraction) -> SheetOverlayContent
  {
    sheetContent.with { $0.backgroundInteraction = interaction }
  }

  /// Prevents dismissal by dragging or by tapping the dimming, as SwiftUI's
  /// `interactiveDismissDisabled`.
  ///
  /// ```swift
  /// content.sheetOverlayInteractiveDismissDisabled()
  /// ```
  public func sheetOverlayInteractiveDismissDisabled(_ disabled: Bool = true) -> SheetOverlayContent {
    sheetContent.with { $0.isDismissDisabled = disabled }
  }

  /// Lets a fast fling skip over detents instead of moving one step.
  ///
  /// ```swift
  /// content.sheetOverlayDetentSkipping(true)
  /// ```
  public func sheetOverlayDetentSkipping(_ allowed: Bool = true) -> SheetOverlayContent {
    sheetContent.with { $0.allowsDetentSkipping = allowed }
  }

  /// Sets what a swipe over a scroll view in the sheet does first.
  ///
  /// ```swift
  /// content.sheetOverlayContentInteraction(.scrolls)
  /// ```
  public func sheetOverlayContentInteraction(_ interaction: SheetOverlayContentInteraction) -> SheetOverlayContent {
    sheetContent.with { $0.contentInteraction = interaction }
  }

  /// Sets the spring that settles the sheet.
  ///
  /// ```swift
  /// content.sheetOverlaySpring(Spring(response: 0.4, dampingFraction: 0.8))
  /// ```
  public func sheetOverlaySpring(_ spring: Spring) -> SheetOverlayContent {
    sheetContent.with { $0.spring = spring }
  }

  /// Calls `action` when the detent the sheet is going to changes: at a drag's release and
  /// at a selection, as soon as the target is decided, not when the sheet arrives.
  ///
  /// ```swift
  /// content.sheetOverlayOnDetentChange { detent in print("going to", detent) }
  /// ```
  public func sheetOverlayOnDetentChange(_ action: @escaping (SheetOverlayDetent) -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onDetentChange = action }
  }

  /// Calls `action` when the sheet comes to rest on a detent, after presenting or settling.
  ///
  /// ```swift
  /// content.sheetOverlayOnRest { detent in loadMoreRows(for: detent) }
  /// ```
  public func sheetOverlayOnRest(_ action: @escaping (SheetOverlayDetent) -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onRest = action }
  }

  /// Calls `action` every frame the sheet moves, with its height, top and progress.
  ///
  /// ```swift
  /// content.sheetOverlayOnPositionChange { position in mapInsets.bottom = position.height }
  /// ```
  public func sheetOverlayOnPositionChange(_ action: @escaping (SheetOverlayPosition) -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onPositionChange = action }
  }

  /// Calls `action` every frame the content's size changes, as a `GeometryReader` would.
  ///
  /// ```swift
  /// content.sheetOverlayOnSizeChange { size in header.isHidden = size.height < 500 }
  /// ```
  public func sheetOverlayOnSizeChange(_ action: @escaping (Size) -> Void) -> SheetOverlayContent {
    sheetContent.with { $0.onSizeChange = action }
  }
}
