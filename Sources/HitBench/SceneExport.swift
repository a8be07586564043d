import Compositor

/// Writes a measured scene as JSON, so another engine can be run on exactly the same work
/// and its answers checked: `scene.json` (every window and view), `queries.json` (the query
/// points) and `answers.json` (the naive walk's answers).
public enum SceneExport {
  /// Writes the three files for `outcome` into `directory/views-N/`; returns that folder.
  @discardableResult
  public static func write(_ outcome: HitBenchmark.Outcome, seed: UInt64, into directory: String) throws(FileError)
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
  public static func sceneJSON(_ scene: SyntheticScene, seed: UInt64) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("format")
    w.value("hitbench-scene/1")
    w.key("seed")
    w.value(seed)
    w.key("screen")
    w.beginObject()
    w.key("width")
    w.value(scene.screen.size.width)
    w.key("height")
    w.value(scene.screen.size.height)
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
      w.key("name")
      w.value(window.name)
      w.key("level")
      w.value(window.level.rawValue)
      w.key("order")
      w.value(order)
      w.key("frame")
      rect(window.frame, &w)
      w.key("hitTestPolicy")
      w.value(window.hitTestPolicy == .passthrough ? "passthrough" : "opaque")
      w.key("hidden")
      w.value(window.isHidden)
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
    w.key("id")
    w.value(view.identifier)
    w.key("window")
    w.value(window.name)
    w.key("level")
    w.value(window.level.rawValue)
    w.key("z")
    w.value(z)
    w.key("parent")
    if let parent = view.superview { w.value(parent.identifier) } else { w.null() }
    w.key("rect")
    rect(view.frameOnScreen, &w)
    w.key("radii")
    let radii = RoundedRect(rect: view.bounds, radii: view.cornerRadii).radii
    w.values([radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight])
    w.key("frame")
    rect(view.frame, &w)
    w.key("bounds")
    rect(view.bounds, &w)
    w.key("translation")
    w.values([view.translation.x, view.translation.y])
    w.key("hidden")
    w.value(view.isHidden)
    w.key("alpha")
    w.value(view.alpha)
    w.key("interactive")
    w.value(view.isUserInteractionEnabled)
    w.key("clips")
    w.value(view.clipsToBounds)
    w.key("subclass")
    if type(of: view) == View.self { w.null() } else { w.value(String(describing: type(of: view))) }
    w.endObject()
  }

  /// The query sets: each a name and its points `[x, y]` in screen coordinates.
  public static func queriesJSON(_ sets: [QuerySet]) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("format")
    w.value("hitbench-queries/1")
    w.key("sets")
    w.beginArray()
    for set in sets {
      w.beginObject()
      w.key("name")
      w.value(set.name)
      w.key("points")
      w.beginArray()
      for p in set.points { w.values([p.x, p.y]) }
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  /// The expected answers, one per query: the window, the view and the point in the view's
  /// space, or `null` when every window lets the point through.
  public static func answersJSON(_ sets: [QuerySet], _ answers: [[HitTestResult?]]) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("format")
    w.value("hitbench-answers/1")
    w.key("sets")
    w.beginArray()
    for (set, setAnswers) in zip(sets, answers) {
      w.beginObject()
      w.key("name")
      w.value(set.name)
      w.key("answers")
      w.beginArray()
      for answer in setAnswers {
        guard let answer else {
          w.null()
          continue
        }
        w.beginObject()
        w.key("window")
        w.value(answer.window.name)
        w.key("view")
        w.value(answer.view.identifier)
        w.key("location")
        w.values([answer.location.x, answer.location.y])
        w.endObject()
      }
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  private static func rect(_ r: Rect, _ w: inout JSONWriter) {
    w.values([r.origin.x, r.origin.y, r.size.width, r.size.height])
  }
}
