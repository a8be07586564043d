import Compositor
import JSONWriting

/// The names scripts, recordings and traces give keys, and the ``Compositor/Key`` each
/// stands for.
///
/// A name is one of the key names below (X11's keysym names, which scripts have always
/// used) or one character, which is the text it types. Traces and recordings write each key
/// by its ``canonical(_:)`` name, which reads back as the same key.
package enum KeyName {
  /// Every accepted name of a named key, with the key and the modifiers the name implies
  /// (`ISO_Left_Tab` is Shift-Tab).
  static let names: [String: (key: Key, modifiers: KeyModifiers)] = [
    "Tab": (.tab, []), "ISO_Left_Tab": (.tab, .shift), "KP_Tab": (.tab, []),
    "Escape": (.escape, []),
    "Return": (.return, []), "KP_Enter": (.return, []),
    "BackSpace": (.backspace, []),
    "Delete": (.delete, []), "KP_Delete": (.delete, []),
    "Up": (.up, []), "KP_Up": (.up, []), "Down": (.down, []), "KP_Down": (.down, []),
    "Left": (.left, []), "KP_Left": (.left, []), "Right": (.right, []), "KP_Right": (.right, []),
    "Home": (.home, []), "KP_Home": (.home, []), "End": (.end, []), "KP_End": (.end, []),
    "Prior": (.pageUp, []), "Page_Up": (.pageUp, []), "KP_Prior": (.pageUp, []), "KP_Page_Up": (.pageUp, []),
    "Next": (.pageDown, []), "Page_Down": (.pageDown, []), "KP_Next": (.pageDown, []),
    "KP_Page_Down": (.pageDown, []),
    "space": (.space, []),
  ]

  /// The names of modifiers in scripts and traces, in the order they are written.
  static let modifierNames: [(modifier: KeyModifiers, name: String)] = [
    (.shift, "shift"), (.control, "control"), (.alt, "alt"), (.super, "super"),
  ]

  /// The key a script names, with the modifiers the name implies; `nil` for a name that is
  /// neither a key name nor one character.
  package static func key(named name: String) -> (key: Key, modifiers: KeyModifiers)? {
    if let named = names[name] { return named }
    return name.count == 1 ? (.text(name), []) : nil
  }

  /// The name traces and recordings write for `key`: `"Tab"`, `"Return"`, `"BackSpace"`,
  /// `"Prior"` and `"Next"` for the page keys, `"space"`, or the one character it types;
  /// `nil` for text of more than one character, which is written as text instead.
  static func canonical(_ key: Key) -> String? {
    switch key {
    case .tab: "Tab"
    case .escape: "Escape"
    case .return: "Return"
    case .backspace: "BackSpace"
    case .delete: "Delete"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Prior"
    case .pageDown: "Next"
    case .text(" "): "space"
    case .text(let s): s.count == 1 ? s : nil
    }
  }

  /// The modifier with the script name `name`.
  static func modifier(named name: String) -> KeyModifiers? {
    modifierNames.first { $0.name == name }?.modifier
  }

  /// The names of `modifiers`, in the written order.
  static func names(of modifiers: KeyModifiers) -> [String] {
    modifierNames.filter { modifiers.contains($0.modifier) }.map(\.name)
  }
}

extension KeyName {
  /// A key's members in a script event or a trace line: `"key"` with its canonical name
  /// (or `"text"` for a longer text), then `"modifiers"` when any are held.
  static func members(_ key: Key, _ modifiers: KeyModifiers) -> [(String, String)] {
    var members: [(String, String)] =
      if let name = canonical(key) { [("key", JSONWriter.quoted(name))] } else {
        [("text", JSONWriter.quoted(key.text ?? ""))]
      }
    if !modifiers.isEmpty { members.append(("modifiers", modifiersJSON(modifiers))) }
    return members
  }

  /// `modifiers` as a JSON array of their names: `["shift","control"]`.
  static func modifiersJSON(_ modifiers: KeyModifiers) -> String {
    "[" + names(of: modifiers).map(JSONWriter.quoted).joined(separator: ",") + "]"
  }
}
