import Compositor
import Foundation
import Testing
import X11Backend
import X11BackendTesting

/// The X11 host at a scale: the window is the screen's points times the scale in pixels,
/// the scale comes from the configuration, else the server's `Xft.dpi`, else 1, and a
/// pointer at a pixel reaches the screen at that pixel's centre in points.
@Suite("The X11 host at a scale")
struct HostScaleTests {
  /// A screen of 200×150 points with one window filling it, which records where presses land.
  final class Scene {
    let screen = Screen(size: Size(width: 200, height: 150), clock: SystemClock())
    var downs: [Point] = []

    init() {
      let window = Window(name: "main", frame: screen.bounds)
      window.rootView.background = .color(Color(white: 0.9))
      screen.addWindow(window)
      screen.onDelivery = { [unowned self] delivery in
        if case .pointer(let e, _, _) = delivery, e.phase == .down { downs.append(e.location) }
      }
    }
  }

  /// Opens a host for a new scene on `desktop`, after setting the server's resources to
  /// `resources` when given; returns the host, the scene and the window's size on the server.
  static func open(on desktop: Desktop, resources: String? = nil, scale: Double? = nil) throws -> (
    X11Host, Scene, Size
  ) {
    if let resources { try desktop.inspector.setResources(resources) }
    let scene = Scene()
    let host = try X11Host(
      screen: scene.screen,
      configuration: .init(title: "scaled", scale: scale, displayName: desktop.server.displayName))
    let frame = try desktop.inspector.frame(of: host.windowID)
    return (host, scene, frame.size)
  }

  @Test("Xft.dpi: 192 gives scale 2 with no setting: a window of twice the pixels, and the screen at 2")
  func resourceGivesTheScale() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let (host, scene, size) = try Self.open(on: desktop, resources: "Xft.antialias:\t1\nXft.dpi:\t192\n")
    defer { host.close() }
    #expect(host.scale == 2)
    #expect(scene.screen.scale == 2)
    #expect(size == Size(width: 400, height: 300))
    #expect(scene.screen.size == Size(width: 200, height: 150))
  }

  @Test(
    "144 dpi gives 1.5, 96 gives 1, none gives 1; a setting wins over the resource",
    arguments: [
      ("Xft.dpi: 144\n", nil, 1.5), ("Xft.dpi: 96\n", nil, 1), ("Xcursor.size: 24\n", nil, 1),
      ("Xft.dpi: 192\n", 1.25, 1.25),
    ] as [(String, Double?, Double)])
  func sourcesInOrder(resources: String, setting: Double?, expected: Double) throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let (host, scene, size) = try Self.open(on: desktop, resources: resources, scale: setting)
    defer { host.close() }
    #expect(host.scale == expected)
    #expect(scene.screen.scale == expected)
    #expect(size == Size(width: (200 * expected).rounded(), height: (150 * expected).rounded()))
  }

  @Test("an Xft.dpi that is no number, or far out of range, is reported and ignored: scale 1")
  func badResourcesAreIgnored() throws {
    for resources in ["Xft.dpi: lots\n", "Xft.dpi: 9600\n", "Xft.dpi: -96\n"] {
      let desktop = try Desktop()
      defer { desktop.shutDown() }
      let (host, _, size) = try Self.open(on: desktop, resources: resources)
      defer { host.close() }
      #expect(host.scale == 1, "\(resources)")
      #expect(size == Size(width: 200, height: 150))
    }
  }

  @Test("a scale outside the screen's range is refused with an error naming it")
  func badSettingIsRefused() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    #expect {
      _ = try Self.open(on: desktop, scale: 12)
    } throws: { error in
      "\(error)".contains("scale 12")
    }
  }

  @Test("at scale 2 a real click at a pixel reaches the screen at that pixel's centre in points")
  func pointerAtPixelCentres() throws {
    let desktop = try Desktop()
    defer { desktop.shutDown() }
    let (host, scene, _) = try Self.open(on: desktop, scale: 2)
    defer { host.close() }
    try desktop.injector.click(at: Point(x: 201, y: 100), in: host.windowID)
    try desktop.injector.click(at: Point(x: 0, y: 299), in: host.windowID)
    host.onFramePresented = { [unowned host, unowned scene] _ in
      if scene.downs.count == 2 { host.stop() }
    }
    scene.screen.requestFrame()
    try HostTests.run(host)
    #expect(scene.downs == [Point(x: 100.75, y: 50.25), Point(x: 0.25, y: 149.75)])
  }
}
