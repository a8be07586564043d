import Compositor

/// Gives every window and view a number that stays its own while it lives, and builds
/// snapshots of the accessible tree from a screen.
///
/// Numbers are never reused: a view that goes away and another that takes its memory get
/// different numbers, so a client holding an old path is told the object is gone instead
/// of reaching another.
package final class AccessibleObjectTable {
  private struct Entry {
    let id: UInt32
    weak var object: AnyObject?
  }

  /// The application's name: the root's `Name`, as the desktop lists it.
  package let applicationName: String
  private var nextID: UInt32 = 1
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var views: [UInt32: Weak<View>] = [:]
  private var windows: [UInt32: Weak<Window>] = [:]

  /// A table for the application named `applicationName`.
  package init(applicationName: String) {
    self.applicationName = applicationName
  }

  /// The view numbered `id` in the last snapshot, while it lives.
  package func view(_ id: UInt32) -> View? { views[id]?.object }

  /// The window numbered `id` in the last snapshot, while it lives.
  package func window(_ id: UInt32) -> Window? { windows[id]?.object }

  /// The numbers of every object that still lives.
  package var liveIDs: Set<UInt32> { Set(entries.values.compactMap { $0.object == nil ? nil : $0.id }) }

  /// The number of `object`, given on first sight.
  func id(of object: AnyObject) -> UInt32 {
    let key = ObjectIdentifier(object)
    if let e = entries[key], e.object === object { return e.id }
    let id = nextID
    nextID = nextID == UInt32.max ? 1 : nextID + 1
    entries[key] = Entry(id: id, object: object)
    return id
  }

  /// The tree as `screen` shows it now, at its scale; `origin` is where the screen's
  /// top-left corner is on the display, in pixels, and `isFocused` whether the app has the
  /// display's keyboard focus (then the key window's frame is active).
  package func snapshot(of screen: Screen, origin: Point = .zero, isFocused: Bool = true) -> AccessibleTree {
    var builder = Builder(screen: screen, table: self, isFocused: isFocused)
    builder.build()
    // Forget what no longer exists, so the tables do not grow without bound.
    entries = entries.filter { $0.value.object != nil }
    views = builder.views
    windows = builder.windows
    return AccessibleTree(nodes: builder.nodes, origin: origin, scale: screen.scale)
  }

  /// Walks a screen into nodes.
  private struct Builder {
    let screen: Screen
    let table: AccessibleObjectTable
    var nodes: [UInt32: AccessibleNode] = [:]
    var views: [UInt32: Weak<View>] = [:]
    var windows: [UInt32: Weak<Window>] = [:]
    let focused: View?
    let isFocused: Bool

    init(screen: Screen, table: AccessibleObjectTable, isFocused: Bool) {
      self.screen = screen
      self.table = table
      self.isFocused = isFocused
      focused = screen.focusedView
    }

    mutating func build() {
      var frames: [UInt32] = []
      let shown = screen.windows.filter { !$0.isHidden }
      // The active frame: the key window's while the app has the display's focus, else
      // the app's own window's, as a desktop activates the window it focuses.
      let active: Window? =
        isFocused
        ? (screen.keyWindow.flatMap { $0.isHidden ? nil : $0 }
          ?? shown.first { ($0.accessibility?.kind ?? .main) == .main })
        : nil
      for (index, window) in shown.enumerated() {
        let id = table.id(of: window)
        windows[id] = Weak(window)
        frames.append(id)
        var states = AtspiStateSet([.visible, .showing, .enabled, .sensitive])
        if window === active { states.insert(.active) }
        if index > 0 && blocksBelow(window) { states.insert(.modal) }
        let a = window.accessibility ?? WindowAccessibility()
        // Named for what it is: the app's name for it, else the application's.
        let name = (a.label ?? table.applicationName).replacingNULs
        nodes[id] = AccessibleNode(
          id: id, kind: .frame, role: AtspiRole(a.kind), name: name,
          description: (a.description ?? "").replacingNULs, identifier: window.name.replacingNULs,
          parent: AccessibleTree.applicationID, states: states, frame: window.frame, windowFrame: window.frame)
        let clip = window.frame.intersection(screen.bounds)
        walk(window.rootView, parent: id, window: window, clip: clip, interactive: true)
        sortChildren(of: id)
      }
      nodes[AccessibleTree.applicationID] = AccessibleNode(
        id: AccessibleTree.applicationID, kind: .application, role: .application,
        name: table.applicationName.replacingNULs,
        parent: nil, children: frames, frame: screen.bounds, windowFrame: screen.bounds)
    }

    /// Adds `view`'s element, if it has one, under `parent`, then its subviews' under it.
    mutating func walk(_ view: View, parent: UInt32, window: Window, clip: Rect, interactive: Bool) {
      guard !view.isHidden else { return }
      let frame = view.frameOnScreen
      let interactive = interactive && view.isUserInteractionEnabled
      var below = parent
      if let element = view.accessibility {
        let id = table.id(of: view)
        views[id] = Weak(view)
        var states = AtspiStateSet()
        if view.isVisibleInTree {
          states.insert(.visible)
          if !frame.intersection(clip).isEmpty { states.insert(.showing) }
        }
        if interactive {
          states.insert(.enabled)
          states.insert(.sensitive)
        }
        if view.isFocusable { states.insert(.focusable) }
        if view === focused { states.insert(.focused) }
        if element.role == .textField {
          states.insert(.editable)
          states.insert(.singleLine)
          states.insert(.selectableText)
        }
        if element.role == .adjustable { states.insert(.vertical) }
        // Every string the app gave goes on the wire as it is here.
        let label = element.label.replacingNULs
        let spoken = (element.value ?? "").replacingNULs
        let value = element.range.map {
          AccessibleValue(
            current: $0.value, minimum: $0.minimum, maximum: $0.maximum, increment: $0.step, text: spoken,
            isSettable: $0.isSettable)
        }
        let isText = element.role == .textField || element.text != nil
        // The value's words are the Value's text (and `valuetext`), a text's its Text:
        // neither is said again as a description.
        var node = AccessibleNode(
          id: id, kind: .element, role: AtspiRole(element.role), name: label,
          description: isText || value != nil ? "" : spoken, identifier: view.identifier.replacingNULs,
          parent: parent, states: states, frame: frame, windowFrame: window.frame,
          actions: element.actions.map(AccessibleAction.init), value: value)
        if let text = element.text {
          let string = text.string.replacingNULs
          node.text = string
          node.caret = Self.scalarOffset(text.caret, in: string)
          let selection = text.selection
          node.selection =
            Self.scalarOffset(selection.lowerBound, in: string)..<Self.scalarOffset(selection.upperBound, in: string)
          node.isEditableText = text.editing != nil
        } else if isText {
          node.text = spoken
          node.caret = spoken.unicodeScalars.count
          node.selection = node.caret..<node.caret
        }
        nodes[id] = node
        nodes[parent]?.children.append(id)
        below = id
      }
      let inner = view.clipsToBounds ? clip.intersection(frame) : clip
      for sub in view.subviews {
        walk(sub, parent: below, window: window, clip: inner, interactive: interactive)
      }
      if below != parent { sortChildren(of: below) }
    }

    /// The offset in Unicode scalars (AT-SPI's characters) of the character at `characters`
    /// (Swift's, grapheme clusters) in `string`.
    static func scalarOffset(_ characters: Int, in string: String) -> Int {
      string.prefix(Swift.max(0, characters)).unicodeScalars.count
    }

    /// Puts `id`'s children in reading order: from the top down, and in a row from the
    /// left, as the focus order has it.
    mutating func sortChildren(of id: UInt32) {
      guard let children = nodes[id]?.children, children.count > 1 else { return }
      let keyed = children.enumerated().map { (offset, child) -> (Double, Double, Int, UInt32) in
        let f = nodes[child]?.frame ?? .zero
        return (f.minY.isFinite ? f.minY.rounded() : 0, f.minX.isFinite ? f.minX : 0, offset, child)
      }
      nodes[id]?.children = keyed.sorted { a, b in
        a.0 != b.0 ? a.0 < b.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2
      }.map(\.3)
    }

    /// Whether `window` takes every point of the screen, so that nothing below it can be
    /// reached: an opaque window over the whole screen, or a shown view that takes hits
    /// over the whole screen (a modal sheet's dimming).
    func blocksBelow(_ window: Window) -> Bool {
      if window.hitTestPolicy == .opaque && window.frame.contains(screen.bounds) { return true }
      return window.rootView.subviews.contains { v in
        !v.isHidden && v.alpha >= 0.01 && v.isUserInteractionEnabled && v.frameOnScreen.contains(screen.bounds)
      }
    }
  }
}
