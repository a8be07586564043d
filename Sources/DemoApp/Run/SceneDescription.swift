import Compositor

/// The scene as JSON for script authors: every window (name, level, frame) and every view
/// (identifier, frame in screen coordinates, whether it takes hits), back to front.
public enum SceneDescription {
  /// Describes `scene` as it is now.
  public static func json(of scene: DemoScene) -> String {
    var windows: [String] = []
    for w in scene.screen.windows {
      var views: [String] = []
      w.rootView.forEachInSubtree { v in
        views.append(
          JSONText.object([
            ("identifier", JSONText.string(v.identifier)),
            ("frame", rect(v.frameOnScreen)),
            ("visible", v.isVisibleInTree && !w.isHidden ? "true" : "false"),
            ("interactive", interactive(v) && !w.isHidden ? "true" : "false"),
          ]))
      }
      windows.append(
        JSONText.object([
          ("name", JSONText.string(w.name)), ("level", JSONText.string(w.level.description)),
          ("levelValue", JSONText.number(w.level.rawValue)), ("frame", rect(w.frame)),
          ("hidden", w.isHidden ? "true" : "false"),
          ("hitTest", JSONText.string(w.hitTestPolicy == .passthrough ? "passthrough" : "opaque")),
          ("views", "[\n    " + views.joined(separator: ",\n    ") + "\n  ]"),
        ]))
    }
    let size = scene.screen.size
    return "{\"size\":"
      + JSONText.object([("width", JSONText.number(size.width)), ("height", JSONText.number(size.height))])
      + ",\n\"windows\":[\n  " + windows.joined(separator: ",\n  ") + "\n]}\n"
  }

  private static func rect(_ r: Rect) -> String {
    JSONText.object([
      ("x", JSONText.number(r.minX)), ("y", JSONText.number(r.minY)), ("width", JSONText.number(r.width)),
      ("height", JSONText.number(r.height)),
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
