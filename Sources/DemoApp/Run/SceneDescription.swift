import Compositor
import JSONWriting

/// The scene as JSON for script authors: every window (name, level, frame) and every view
/// (identifier, frame in screen coordinates, whether it takes hits, and what assistive
/// technology reads of it: `"accessibility": {"role", "label", "value", "actions"}`), back
/// to front.
enum SceneDescription {
  /// Describes `scene` as it is now.
  static func json(of scene: DemoScene) -> String {
    var windows: [String] = []
    for w in scene.screen.windows {
      var views: [String] = []
      w.rootView.forEachInSubtree { v in
        var members = [
          ("identifier", JSONWriter.quoted(v.identifier)),
          ("frame", rect(v.frameOnScreen)),
          ("visible", v.isVisibleInTree && !w.isHidden ? "true" : "false"),
          ("interactive", interactive(v) && !w.isHidden ? "true" : "false"),
        ]
        if let a = v.accessibility { members.append(("accessibility", accessibility(a))) }
        views.append(JSONWriter.object(members))
      }
      windows.append(
        JSONWriter.object([
          ("name", JSONWriter.quoted(w.name)), ("level", JSONWriter.quoted(w.level.description)),
          ("levelValue", JSONWriter.number(w.level.rawValue, decimals: 3)), ("frame", rect(w.frame)),
          ("hidden", w.isHidden ? "true" : "false"),
          ("hitTest", JSONWriter.quoted(w.hitTestPolicy == .passthrough ? "passthrough" : "opaque")),
          ("views", "[\n    " + views.joined(separator: ",\n    ") + "\n  ]"),
        ]))
    }
    let size = scene.screen.size
    return "{\"size\":"
      + JSONWriter.object([
        ("width", JSONWriter.number(size.width, decimals: 3)), ("height", JSONWriter.number(size.height, decimals: 3)),
      ])
      + ",\n\"windows\":[\n  " + windows.joined(separator: ",\n  ") + "\n]}\n"
  }

  private static func accessibility(_ a: Accessibility) -> String {
    JSONWriter.object([
      ("role", JSONWriter.quoted(a.role.rawValue)), ("label", JSONWriter.quoted(a.label)),
      ("value", JSONWriter.quotedOrNull(a.value)),
      ("actions", "[" + a.actionNames.map(JSONWriter.quoted).joined(separator: ",") + "]"),
    ])
  }

  private static func rect(_ r: Rect) -> String {
    JSONWriter.object([
      ("x", JSONWriter.number(r.minX, decimals: 3)), ("y", JSONWriter.number(r.minY, decimals: 3)),
      ("width", JSONWriter.number(r.width, decimals: 3)),
      ("height", JSONWriter.number(r.height, decimals: 3)),
    ])
  }

  /// Whether a hit could land on the view: it and its ancestors are visible and take hits.
  private static func interactive(_ v: View) -> Bool {
    var c: View? = v
    while let x = c {
      if x.isHidden || x.alpha < 0.01 || !x.isUserInteractionEnabled { return false }
      c = x.superview
    }
    return true
  }
}
