import Compositor
import SheetOverlay

/// What the app should do after a key.
package enum KeyOutcome: Equatable, Sendable {
  /// The scene handled it (or passed it to the focused field).
  case handled
  /// The key asked the app to quit.
  case quit
  /// No binding for this key.
  case ignored
}

extension DemoScene {
  /// Gives a key press to the screen as a host does, and says what came of it: the focused
  /// view takes it first (the search field types, the grabber moves the sheet, a button
  /// acts on Return or Space) and Tab moves the focus; what they leave are the demo's
  /// shortcuts (``shortcut(_:)``).
  package func handleKey(_ event: KeyEvent) -> KeyOutcome {
    guard event.phase == .down else { return .ignored }
    var quit = false
    let onQuit = self.onQuit
    self.onQuit = {
      quit = true
      onQuit?()
    }
    defer { self.onQuit = onQuit }
    let taken = screen.deliver(.key(event))
    return quit ? .quit : taken ? .handled : .ignored
  }

  /// The demo's shortcuts, for the keys the screen's responder chain leaves
  /// (`Screen.onUnhandledKey`): Escape dismisses the top sheet (the details over the list
  /// first, unless their notes hold text), 1/2/3 select a detent, M switches overlay/modal,
  /// B cycles backgrounds, D shows damage, S shows the sheet, Q or Ctrl+Q quits
  /// (``onQuit``; with a note typed, the second of them: see ``mayQuit(_:)``). Releases are
  /// ignored.
  func shortcut(_ event: KeyEvent) -> KeyOutcome {
    guard event.phase == .down else { return .ignored }
    if event.key == .escape {
      dismissTopSheet()
      return .handled
    }
    // Keys held with Control, Alt or Super are commands, not the letters' bindings; Ctrl+Q
    // quits, as a desktop app's does.
    if event.modifiers.hasCommand {
      guard event.modifiers == .control, event.key.text?.lowercased() == "q" else { return .ignored }
      return quitUnlessRefused()
    }
    switch event.key.text?.lowercased() {
    case "1", "2", "3":
      let i = Int(event.key.text!)! - 1
      let detents = keyDetents
      guard detents.indices.contains(i) else { return .ignored }
      places.detent = detents[i]
    case "m":
      toggleStyle()
    case "b":
      cycleBackground()
    case "d":
      showsDamage.toggle()
    case "s":
      places.isPresented = true
    case "q":
      return quitUnlessRefused()
    default:
      return .ignored
    }
    return .handled
  }

  /// Quits through ``onQuit`` unless a typed note refuses it; a refused Q says what a second
  /// one does and counts as handled.
  private func quitUnlessRefused() -> KeyOutcome {
    guard mayQuit("quitKey") else { return .handled }
    onQuit?()
    return .quit
  }

  /// Switches the sheet between the overlay and modal styles.
  func toggleStyle() {
    let next: SheetOverlayStyle = presentation.configuration.style == .modal ? .overlay : .modal
    settings.style = next
    presentation.reconfigure { $0.style = next }
    updateButtonLabels()
  }

  /// Moves the sheet's background to the next in ``SheetSettings/backgroundCycle``.
  func cycleBackground() {
    let cycle = SheetSettings.backgroundCycle
    let current = cycle.firstIndex { $0.fill == presentation.configuration.background } ?? -1
    let next = cycle[(current + 1) % cycle.count]
    settings.background = next.fill
    presentation.reconfigure { $0.background = next.fill }
    updateButtonLabels()
  }

  /// Shows the current style and background on their buttons.
  func updateButtonLabels() {
    topBar.showLabels(of: settings)
  }
}
