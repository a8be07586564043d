/// Which events clients listen for, as the registry tells: the events that do not keep a
/// client's cache need not be sent when no one listens (a drag's bounds changes).
package struct EventListeners: Equatable, Sendable {
  /// Whether the registry has said yet; until it has, every event is sent.
  package private(set) var isKnown = false
  private var registered: [String: [[String]]] = [:]

  /// No listener known yet: everything is sent.
  package init() {}

  /// Records the registry's whole list: `(listener's bus name, event name)` pairs.
  package mutating func reset(_ list: [(listener: String, event: String)]) {
    registered = [:]
    isKnown = true
    for (listener, event) in list { add(event, by: listener) }
  }

  /// A listener registered for `event` (`object:state-changed:focused`, `Object:BoundsChanged:`).
  package mutating func add(_ event: String, by listener: String) {
    isKnown = true
    registered[listener, default: []].append(Self.parts(of: event))
  }

  /// A listener stopped listening for `event`.
  package mutating func remove(_ event: String, by listener: String) {
    let parts = Self.parts(of: event)
    if let i = registered[listener]?.firstIndex(of: parts) { registered[listener]?.remove(at: i) }
    if registered[listener]?.isEmpty == true { registered[listener] = nil }
  }

  /// A listener left the bus.
  package mutating func forget(_ listener: String) { registered[listener] = nil }

  /// Whether `event` is to be sent: it keeps caches, or no list is known yet, or someone
  /// listens for it, its major kind or its whole class.
  package func wants(_ event: AccessibilityEvent) -> Bool {
    if event.updatesClientCaches || !isKnown { return true }
    let name = Self.parts(of: event.name)
    return registered.values.contains { list in
      list.contains { r in
        r.indices.allSatisfy { i in r[i].isEmpty || (i < name.count && r[i] == name[i]) }
      }
    }
  }

  /// An event name in three parts, compared without case or dashes: the registry writes
  /// `Object:StateChanged:Focused`, clients `object:state-changed:focused`.
  static func parts(of event: String) -> [String] {
    let normal = event.lowercased().replacingOccurrences(of: "-", with: "")
    var parts = normal.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    while parts.count < 3 { parts.append("") }
    // "object:text-changed:insert:system": the detail's own colon is not a part.
    parts[2] = String(parts[2].prefix { $0 != ":" })
    return parts
  }
}
