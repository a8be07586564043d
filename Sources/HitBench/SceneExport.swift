import Compositor
import JSONWriting

/// Writes a measured scene as JSON, so another engine can be run on exactly the same work
/// and its answers checked: `scene.json` (every window and view), `queries.json` (the query
/// points) and `answers.json` (the naive walk's answers).
enum SceneExport {
  /// Writes the three files for `outcome` into `directory/views-N/`; returns that folder.
  @discardableResult
  static func write(_ outcome: HitBenchmark.Outcome, seed: UInt64, into directory: String) throws(FileError)
    -> String
  {
    let folder = directory + "/views-\(outcome.measurement.views)"
    try FileSystem.makeDirectories(folder)
    try FileSystem.write(sceneJSON(outcome.scene, seed: seed), to: folder + "/scene.json")
    try FileSystem.write(queriesJSON(outcome.querySets), to: folder + "/queries.json")
    try FileSystem.write(answersJSON(outcome.querySets, outcome.expectedAnswers), to: folder + "/answers.json")
    return folder
  }

  /// The scene: the screen, the windows back to front, and every view with its screen
  /// rectangle, corner radii, window, level, paint order and flags.
  static func sceneJSON(_ scene: SyntheticScene, seed: UInt64) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("format", "hitbench-scene/1")
    w.key("seed")
    w.value(seed)
    w.key("screen")
    w.beginObject()
    w.field("width", scene.screen.size.width)
    w.field("height", scene.screen.size.height)
    w.endObject()
    w.key("notes")
    w.value(
      "Windows back to front (order 0 is the back). Hit order: windows front to back; within a window, "
        + "views by decreasing z (paint order, subviews back to front). A hidden, alpha < 0.01 or "
        + "non-interactive view is skipped with its subtree; a clipping view cuts its subtree to its "
        + "rounded rect; a passthrough window's root never answers. rect is the view's bounds in screen "
        + "space; radii are clamped (top-left, top-right, bottom-left, bottom-right). A view with a "
        + "subclass answers for its own subtree (SlopButton: rect grown by 6 points).")
    w.key("windows")
    w.beginArray()
    for (order, window) in scene.screen.windows.enumerated() {
      w.beginObject()
      w.field("name", window.name)
      w.field("level", window.level.rawValue)
      w.field("order", order)
      w.field("frame", numbers(window.frame))
      w.field("hitTestPolicy", window.hitTestPolicy == .passthrough ? "passthrough" : "opaque")
      w.field("hidden", window.isHidden)
      w.endObject()
    }
    w.endArray()
    w.key("views")
    w.beginArray()
    for window in scene.screen.windows {
      for (z, view) in scene.viewsInPaintOrder(of: window).enumerated() {
        viewJSON(view, window: window, z: z, &w)
      }
    }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  private static func viewJSON(_ view: View, window: Window, z: Int, _ w: inout JSONWriter) {
    w.beginObject()
    w.field("id", view.identifier)
    w.field("window", window.name)
    w.field("level", window.level.rawValue)
    w.field("z", z)
    w.key("parent")
    if let parent = view.superview { w.value(parent.identifier) } else { w.null() }
    w.field("rect", numbers(view.frameOnScreen))
    let radii = RoundedRectShape(rect: view.bounds, radii: view.cornerRadii).radii
    w.field("radii", [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight])
    w.field("frame", numbers(view.frame))
    w.field("bounds", numbers(view.bounds))
    w.field("translation", [view.translation.x, view.translation.y])
    w.field("hidden", view.isHidden)
    w.field("alpha", view.alpha)
    w.field("interactive", view.isUserInteractionEnabled)
    w.field("clips", view.clipsToBounds)
    w.key("subclass")
    if type(of: view) == View.self { w.null() } else { w.value(String(describing: type(of: view))) }
    w.endObject()
  }

  /// The query sets: each a name and its points `[x, y]` in screen coordinates.
  static func queriesJSON(_ sets: [QuerySet]) -> String {
    setsJSON(format: "hitbench-queries/1", sets, key: "points") { k, w in
      for p in sets[k].points { w.values([p.x, p.y]) }
    }
  }

  /// The expected answers, one per query: the window, the view and the point in the view's
  /// space, or `null` when every window lets the point through.
  static func answersJSON(_ sets: [QuerySet], _ answers: [[HitTestResult?]]) -> String {
    setsJSON(format: "hitbench-answers/1", sets, key: "answers") { k, w in
      for answer in answers[k] {
        guard let answer else {
          w.null()
          continue
        }
        w.beginObject()
        w.field("window", answer.window.name)
        w.field("view", answer.view.identifier)
        w.field("location", [answer.location.x, answer.location.y])
        w.endObject()
      }
    }
  }

  /// `{"format": …, "sets": [{"name": …, key: [ … ]}, …]}`, the array of set `k` filled by
  /// `items`.
  private static func setsJSON(
    format: String, _ sets: [QuerySet], key: String, _ items: (Int, inout JSONWriter) -> Void
  ) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("format", format)
    w.key("sets")
    w.beginArray()
    for k in sets.indices {
      w.beginObject()
      w.field("name", sets[k].name)
      w.key(key)
      w.beginArray()
      items(k, &w)
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  /// `r` as `[x, y, width, height]`.
  private static func numbers(_ r: Rect) -> [Double] {
    [r.origin.x, r.origin.y, r.size.width, r.size.height]
  }
}
