import Compositor

extension SheetOverlayPresentation {
  /// Dismisses the sheet as a person would, by `reason`: unless dismissal is disabled or
  /// the sheet's ``SheetOverlayConfiguration/shouldDismiss`` refuses, in which case
  /// ``SheetOverlayConfiguration/onDismissAttempt`` hears of it. Returns whether the sheet
  /// goes. The app's own ``dismiss()`` is never asked.
  ///
  /// ```swift
  /// presentation.dismiss(reason: .escapeKey)   // the demo's Escape key
  /// ```
  ///
  /// Dismissing a sheet takes the sheets stacked on it along, so they are asked first,
  /// the topmost first: the first that refuses hears of it and this sheet stays. No typed
  /// text in a sheet above goes without its own say.
  @discardableResult
  public func dismiss(reason: SheetOverlayDismissReason) -> Bool {
    guard isPresented else { return false }
    if let refusing = refusal(of: reason) {
      refusing.configuration.onDismissAttempt?(reason)
      return false
    }
    dismiss()
    return true
  }

  /// The sheet that refuses a person's dismissal of this one, by `reason`, or `nil` when
  /// every sheet it would take along agrees: the presented sheets stacked on it, topmost
  /// first, then this one (refusing when dismissal is disabled or its `shouldDismiss` says
  /// no). Only the sheets up to the first refusal are asked.
  func refusal(of reason: SheetOverlayDismissReason) -> SheetOverlayPresentation? {
    for sheet in links.children.reversed() where sheet.isPresented {
      if let refusing = sheet.refusal(of: reason) { return refusing }
    }
    let c = configuration
    return !c.isDismissDisabled && (c.shouldDismiss?(reason) ?? true) ? nil : self
  }

  /// The sheet a person's dismissal reaches first, as UIKit lets the topmost presented
  /// controller handle it: the topmost presented sheet stacked on this one, or this one.
  ///
  /// ```swift
  /// list.topmostPresented.dismiss(reason: .escapeKey)   // the details over the list go first
  /// ```
  public var topmostPresented: SheetOverlayPresentation {
    links.children.last { $0.isPresented }?.topmostPresented ?? self
  }

  /// Sends a release at `velocity` (positive up) to the state, first asking, when it would
  /// dismiss the sheet, this sheet and those stacked on it: refused, the sheet goes back to
  /// a detent instead and the sheet that refused hears of it.
  func release(velocity: Double, send event: (Bool) -> SheetEvent) {
    var refusing: SheetOverlayPresentation?
    if case .dismiss = state.releaseTarget(velocity: velocity) { refusing = refusal(of: .drag) }
    send(event(refusing == nil))
    refusing?.configuration.onDismissAttempt?(.drag)
  }

  /// A tap on the dimming: dismisses as a person would, or with dismissal disabled goes
  /// to the detent the app behind is usable up to.
  func dimmingTapped() {
    if configuration.isDismissDisabled, let detent = configuration.backgroundInteraction.upThrough {
      select(detent)
      return
    }
    dismiss(reason: .dimmingTap)
  }
}
