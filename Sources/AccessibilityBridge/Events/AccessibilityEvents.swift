/// The events that tell clients how the tree changed between two snapshots: one per
/// change and object, however many times it changed in between, so a frame's moves reach
/// the bus coalesced.
///
/// In an order a screen reader can follow, as it follows GTK's: the focus leaving an object
/// that goes, frames deactivated; then structure (children removed, then added), frames
/// destroyed and created, and frames activated (Orca makes the app's script active on
/// `window:activate` and says the window's name, so it comes before the `active` state
/// change, which would otherwise take the window in silence); then each object's name,
/// description, parent, states, value, text, caret, selection and bounds; then the focus
/// leaving the objects that stay, and the focus arriving last.
package enum AccessibilityEvents {
  /// The events from `old` to `new`. `remembered` holds the states clients were last told
  /// of objects that left the tree: an object that comes back has every state that changed
  /// meanwhile sent again, so no client's cache keeps a stale one (a row still disabled
  /// after its sheet came back).
  package static func between(
    _ old: AccessibleTree, _ new: AccessibleTree, remembered: [UInt32: AtspiStateSet] = [:]
  ) -> [AccessibilityEvent] {
    var departures: [AccessibilityEvent] = []
    var structure: [AccessibilityEvent] = []
    var windows: [AccessibilityEvent] = []
    var changes: [AccessibilityEvent] = []
    var focusLost: [AccessibilityEvent] = []
    var activated: [AccessibilityEvent] = []
    var focusGained: [AccessibilityEvent] = []
    // An object that is gone: a focus it held is lost and a frame it was is deactivated,
    // said while clients still know it; then the frame is destroyed.
    for id in old.nodes.keys.filter({ new[$0] == nil }).sorted() {
      guard let was = old[id] else { continue }
      if was.states.contains(.focused) { departures.append(stateChange(id, .focused, false)) }
      if was.kind == .frame {
        if was.states.contains(.active) { departures.append(windowEvent(id, "Deactivate", was)) }
        windows.append(windowEvent(id, "Destroy", was))
      }
    }
    let ids = new.subtree(of: AccessibleTree.applicationID).map(\.id)
    for id in ids {
      guard let now = new[id] else { continue }
      guard let was = old[id] else {
        // A new object: its parent's children-changed announces it. States it comes back
        // with that differ from those clients last heard are news; so is a focus it
        // arrives with.
        if now.kind == .frame {
          windows.append(windowEvent(id, "Create", now))
          if now.states.contains(.active) { activated.append(windowEvent(id, "Activate", now)) }
        }
        if let before = remembered[id] {
          for state in AtspiState.allCases
          where state != .focused && before.contains(state) != now.states.contains(state) {
            changes.append(stateChange(id, state, now.states.contains(state)))
          }
        }
        if now.states.contains(.focused) { focusGained.append(stateChange(id, .focused, true)) }
        continue
      }
      structure += childrenChanges(id, was.children, now.children, old, new)
      if was.name != now.name {
        changes.append(
          AccessibilityEvent(source: id, member: "PropertyChange", detail: "accessible-name", data: .string(now.name)))
      }
      if was.description != now.description {
        changes.append(
          AccessibilityEvent(
            source: id, member: "PropertyChange", detail: "accessible-description", data: .string(now.description)))
      }
      if was.parent != now.parent {
        changes.append(
          AccessibilityEvent(
            source: id, member: "PropertyChange", detail: "accessible-parent", data: new.parentReference(of: id)))
      }
      for state in AtspiState.allCases
      where was.states != now.states && was.states.contains(state) != now.states.contains(state) {
        let on = now.states.contains(state)
        let event = stateChange(id, state, on)
        if state == .focused {
          if on { focusGained.append(event) } else { focusLost.append(event) }
        } else {
          changes.append(event)
        }
        if state == .active && now.kind == .frame {
          if on {
            activated.append(windowEvent(id, "Activate", now))
          } else {
            departures.append(windowEvent(id, "Deactivate", was))
          }
        }
      }
      if let v = now.value, v.current != was.value?.current || v.text != was.value?.text {
        changes.append(
          AccessibilityEvent(source: id, member: "PropertyChange", detail: "accessible-value", data: .double(v.current))
        )
      }
      if let text = now.text, let before = was.text {
        if text != before { changes += textChanges(id, before, text) }
        if now.caret != was.caret {
          changes.append(AccessibilityEvent(source: id, member: "TextCaretMoved", detail1: Int32(clamping: now.caret)))
        }
        if now.selection != was.selection && !(now.selection.isEmpty && was.selection.isEmpty) {
          changes.append(AccessibilityEvent(source: id, member: "TextSelectionChanged", data: .string("")))
        }
      }
      if let a = old.extents(of: id, in: 0), let b = new.extents(of: id, in: 0), a != b {
        changes.append(
          AccessibilityEvent(
            source: id, member: "BoundsChanged",
            data: .structure([.int32(b.x), .int32(b.y), .int32(b.width), .int32(b.height)])))
      }
    }
    return departures + structure + windows + activated + changes + focusLost + focusGained
  }

  /// A window event (`window:activate`, `window:create`…) from frame `id`, carrying its
  /// name, as GTK's bridge sends them.
  static func windowEvent(_ id: UInt32, _ member: String, _ frame: AccessibleNode) -> AccessibilityEvent {
    AccessibilityEvent(source: id, member: member, data: .string(frame.name), interface: AtspiInterface.windowEvents)
  }

  static func stateChange(_ id: UInt32, _ state: AtspiState, _ on: Bool) -> AccessibilityEvent {
    AccessibilityEvent(source: id, member: "StateChanged", detail: state.eventName, detail1: on ? 1 : 0)
  }

  /// `children-changed:remove` for each child gone (from the last, at its old index),
  /// then `children-changed:add` for each new one (at its new index). Children that only
  /// changed places are removed and added again.
  static func childrenChanges(
    _ id: UInt32, _ before: [UInt32], _ after: [UInt32], _ old: AccessibleTree, _ new: AccessibleTree
  ) -> [AccessibilityEvent] {
    guard before != after else { return [] }
    let kept = Set(before).intersection(after)
    var removed = before.enumerated().filter { !kept.contains($0.element) }
    var added = after.enumerated().filter { !kept.contains($0.element) }
    if before.filter(kept.contains) != after.filter(kept.contains) {
      removed = Array(before.enumerated())
      added = Array(after.enumerated())
    }
    var events: [AccessibilityEvent] = []
    for (index, child) in removed.reversed() {
      events.append(
        AccessibilityEvent(
          source: id, member: "ChildrenChanged", detail: "remove", detail1: Int32(index),
          data: old.reference(to: child)))
    }
    for (index, child) in added {
      events.append(
        AccessibilityEvent(
          source: id, member: "ChildrenChanged", detail: "add", detail1: Int32(index), data: new.reference(to: child)))
    }
    return events
  }

  /// `text-changed:delete` of what went and `text-changed:insert` of what came, between
  /// the common start and end of the two texts.
  static func textChanges(_ id: UInt32, _ before: String, _ after: String) -> [AccessibilityEvent] {
    let a = Array(before.unicodeScalars)
    let b = Array(after.unicodeScalars)
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    func text(_ s: ArraySlice<Unicode.Scalar>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: s)
      return String(view)
    }
    var events: [AccessibilityEvent] = []
    if endA > start {
      events.append(
        AccessibilityEvent(
          source: id, member: "TextChanged", detail: "delete", detail1: Int32(start), detail2: Int32(endA - start),
          data: .string(text(a[start..<endA]))))
    }
    if endB > start {
      events.append(
        AccessibilityEvent(
          source: id, member: "TextChanged", detail: "insert", detail1: Int32(start), detail2: Int32(endB - start),
          data: .string(text(b[start..<endB]))))
    }
    return events
  }
}
