import Compositor

extension SheetOverlayPresentation {
  /// The grabber's accessibility label, as UIKit names its sheets' grabber.
  static let grabberLabel = "Sheet grabber"
  /// What the grabber's `expand` action does, in the words a screen reader says.
  static let expandDescription = "Moves the sheet to the next larger detent"
  /// What the grabber's `collapse` action does.
  static let collapseDescription = "Moves the sheet to the next smaller detent"
  /// What the grabber's `dismiss` action does.
  static let dismissDescription = "Dismisses the sheet"

  /// Makes the grabber reachable without a pointer: Tab stops at it, its keys move the
  /// sheet, and assistive technology reads it as an adjustable element.
  func installGrabberKeys() {
    grabberView.isFocusable = true
    // A pill, so its focus ring (drawn inside, at the sheet's top edge) is one too.
    grabberView.cornerRadii = CornerRadii(all: 8)
    grabberView.onKey = { [weak self] event in self?.grabberKey(event) ?? false }
    updateGrabberAccessibility()
  }

  /// On the focused grabber: Up and Page Up expand one detent, Down and Page Down collapse
  /// one; Return and Space cycle through the detents, from the largest back to the
  /// smallest; Escape dismisses, unless dismissal is disabled.
  func grabberKey(_ event: KeyEvent) -> Bool {
    guard event.phase == .down, isPresented else { return false }
    switch event.key {
    case .up, .pageUp:
      return step(by: 1)
    case .down, .pageDown:
      return step(by: -1)
    case .escape:
      return dismissFromGrabber()
    case let key where key.isActivation:
      let count = detents.count
      guard count > 1 else { return false }
      select(detents[(selectedIndex + 1) % count].detent)
      return true
    default:
      return false
    }
  }

  /// Selects the detent `offset` steps from the selected one; false at either end.
  @discardableResult
  func step(by offset: Int) -> Bool {
    let i = selectedIndex + offset
    guard isPresented, detents.indices.contains(i) else { return false }
    select(detents[i].detent)
    return true
  }

  /// The Escape key on the grabber: asks the top sheet of the stack to go, once (a sheet
  /// stacked on this one goes first, as UIKit lets the topmost presented controller handle
  /// dismissal). Dismissed or refused, the key is taken: a refusal is the answer, and the
  /// app's own Escape binding must not ask again.
  func dismissFromGrabber() -> Bool {
    guard isPresented else { return false }
    topmostPresented.dismiss(reason: .escapeKey)
    return true
  }

  /// Tells assistive technology what the grabber is now: an adjustable element whose value
  /// is the selected detent (in numbers its index, where a value set moves the sheet to the
  /// nearest detent), with the actions that apply (`expand` below the largest
  /// detent, `collapse` above the smallest, `dismiss` when the sheet may be dismissed), as
  /// UIKit's and Material's sheets expose theirs. Called every frame, it builds the
  /// element only when one of those inputs changed.
  func updateGrabberAccessibility() {
    updateWindowAccessibility()
    let inputs = GrabberAccessibilityInputs(
      isPresented: isPresented, selection: state.selection, index: selectedIndex, count: detents.count,
      isDismissDisabled: configuration.isDismissDisabled)
    guard seen.grabberAccessibility.record(inputs) else { return }
    var actions: [AccessibilityAction] = []
    let i = selectedIndex
    if isPresented && i < detents.count - 1 {
      actions.append(
        AccessibilityAction("expand", description: Self.expandDescription, keyBinding: AccessibilityKeyBinding(.up)) {
          [weak self] in self?.step(by: 1) ?? false
        })
    }
    if isPresented && i > 0 {
      actions.append(
        AccessibilityAction(
          "collapse", description: Self.collapseDescription, keyBinding: AccessibilityKeyBinding(.down)
        ) { [weak self] in self?.step(by: -1) ?? false })
    }
    if isPresented && !configuration.isDismissDisabled {
      actions.append(
        AccessibilityAction(
          "dismiss", description: Self.dismissDescription, keyBinding: AccessibilityKeyBinding(.escape)
        ) { [weak self] in self?.topmostPresented.dismiss(reason: .escapeKey) ?? false })
    }
    // In numbers: the selected detent's index; a value set moves to the nearest detent.
    let range = AccessibilityRange(
      value: Double(i), minimum: 0, maximum: Double(max(0, detents.count - 1)), step: 1
    ) { [weak self] v in
      guard let self, !self.detents.isEmpty else { return false }
      let nearest = Int(min(max(v.rounded(), 0), Double(self.detents.count - 1)))
      return nearest != self.selectedIndex && self.step(by: nearest - self.selectedIndex)
    }
    grabberView.accessibility = Accessibility(
      role: .adjustable, label: Self.grabberLabel, value: Self.spokenName(of: state.selection), actions: actions,
      range: range)
  }

  /// A detent as assistive technology reads it: `"medium"`, `"large"`, `"250 points"`,
  /// `"30 percent"`, `"fit content"`, or a custom detent's name.
  static func spokenName(of detent: SheetOverlayDetent) -> String {
    switch detent.kind {
    case .medium: "medium"
    case .large: "large"
    case .fitContent: "fit content"
    case .custom(let name): name
    case .height(let h): abs(h) < 1e9 ? "\(Int(h.rounded())) points" : "height"
    case .fraction(let f): abs(f) < 1e7 ? "\(Int((f * 100).rounded())) percent" : "fraction"
    }
  }
}
