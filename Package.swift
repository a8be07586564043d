// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "SheetCompositor",
  products: [
    .library(name: "Compositor", targets: ["Compositor"]),
    .library(name: "SheetOverlay", targets: ["SheetOverlay"]),
    .library(name: "Controls", targets: ["Controls"]),
    .library(name: "Rendering", targets: ["Rendering"]),
    .library(name: "CompositorTesting", targets: ["CompositorTesting"]),
    .library(name: "X11Backend", targets: ["X11Backend"]),
    .library(name: "HeadlessBackend", targets: ["HeadlessBackend"]),
    // A private Xvfb, XTest input and windows read back: for testing an app's real window.
    .library(name: "X11BackendTesting", targets: ["X11BackendTesting"]),
    .library(name: "AccessibilityBridge", targets: ["AccessibilityBridge"]),
    .executable(name: "sheet-demo", targets: ["sheet-demo"]),
    .executable(name: "hitbench", targets: ["hitbench"]),
  ],
  targets: [
    // System libraries, from Debian's -dev packages through pkg-config.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo pixman-1 fontconfig",
      providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libfontconfig-dev"])]),
    .systemLibrary(
      name: "CX11", pkgConfig: "x11 xext",
      providers: [.apt(["libx11-dev", "libxext-dev"])]),
    .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
    // The display's refresh rate, to pace frames to it.
    .systemLibrary(name: "CXRandR", pkgConfig: "xrandr", providers: [.apt(["libxrandr-dev"])]),
    // Frames shown at the display's vblank, and when they were shown (the X Present
    // extension; update regions are XFixes regions).
    .systemLibrary(
      name: "CXPresent", pkgConfig: "xpresent xfixes", providers: [.apt(["libxpresent-dev", "libxfixes-dev"])]),
    // Keysyms to Unicode text, when no X input method opens.
    .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
    .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),

    // The platform-neutral core and the sheet built on it.
    .target(name: "Compositor"),
    // JSON text for traces, scripts and reports, byte for byte the same on every machine.
    .target(name: "JSONWriting"),
    // One way to read flags for both command-line tools.
    .target(name: "CommandLineSupport", dependencies: ["Compositor"]),
    // Buttons, labels, toggles, a list that recycles its rows, the text field, and `State`
    // and `Binding`, on the core alone.
    .target(name: "Controls", dependencies: ["Compositor"]),
    // The sheet, built on the controls (and re-exporting them: its fields and bindings are
    // theirs).
    .target(name: "SheetOverlay", dependencies: ["Compositor", "Controls"]),

    // Pixels: drawing, compositing, PNG, golden images.
    .target(name: "Rendering", dependencies: ["Compositor", "CCairo", "CGIF"]),
    // The headless host: a screen on a manual clock, frames every interval, input posted at
    // times. The X11 host's sibling, as swift-nio's NIOEmbedded is NIOPosix's.
    .target(name: "HeadlessBackend", dependencies: ["Compositor", "Rendering"]),
    .target(name: "CompositorTesting", dependencies: ["Compositor", "Rendering", "HeadlessBackend"]),

    // The X11 host: a screen in a real window, frames paced to the display, input in.
    .target(
      name: "X11Backend", dependencies: ["Compositor", "Rendering", "CX11", "CXKBCommon", "CXRandR", "CXPresent"]),
    // For tests of a real window, this package's and apps': a private Xvfb, XTest input,
    // reading windows back, and finding the built executables.
    .target(name: "X11BackendTesting", dependencies: ["X11Backend", "Compositor", "CX11", "CXTest"]),
    // A test helper: a window that runs until its X server dies (X11BackendTests).
    .executableTarget(name: "x11-probe", dependencies: ["X11Backend", "Compositor"]),

    // The core's accessibility model on the AT-SPI bus, over libdbus.
    .target(name: "AccessibilityBridge", dependencies: ["Compositor", "CDBus"]),

    // The demo scene, its script and trace formats, and the runners behind sheet-demo.
    .target(
      name: "DemoApp",
      dependencies: [
        "Compositor", "SheetOverlay", "Rendering", "X11Backend", "HeadlessBackend", "JSONWriting",
        "CommandLineSupport", "AccessibilityBridge", "FrameBench", "Controls",
      ],
    ),
    .executableTarget(name: "sheet-demo", dependencies: ["DemoApp"]),

    // The frame benchmark behind `sheet-demo --bench`: the project's tool, not a product.
    .target(name: "FrameBench", dependencies: ["Compositor", "Rendering", "CCairo", "JSONWriting"]),

    // The hit-test benchmark.
    .target(
      name: "HitBench", dependencies: ["Compositor", "Rendering", "JSONWriting", "CommandLineSupport"]),
    .executableTarget(name: "hitbench", dependencies: ["HitBench"]),

    // Fuzz targets (issue 23): not products. scripts/dev/fuzz-coverage.sh builds them with
    // libFuzzer and AddressSanitizer; a plain build replays files, and FuzzTests runs every
    // checked-in corpus input through the same functions, the seeded random streams and
    // the retained-against-cold comparison.
    .systemLibrary(name: "CPNG", path: "Fuzz/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // What the fuzz tests and the streams fuzz target check on the demo scene (the
    // invariants, retained frames against cold ones), and how they shrink a failure.
    .target(
      name: "SceneInvariants", dependencies: ["DemoApp", "Compositor", "SheetOverlay", "Rendering"],
      path: "Fuzz/SceneInvariants"),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "DemoApp", "Compositor", "SheetOverlay", "Rendering", "CGIF", "CPNG", "SceneInvariants", "AccessibilityBridge",
        "CDBus",
      ],
      path: "Fuzz/FuzzTargets"),
    .executableTarget(name: "fuzz-scripts", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-scripts"),
    .executableTarget(name: "fuzz-regions", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-regions"),
    .executableTarget(name: "fuzz-hit-index", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-hit-index"),
    .executableTarget(name: "fuzz-encoders", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-encoders"),
    .executableTarget(name: "fuzz-streams", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-streams"),
    .executableTarget(
      name: "fuzz-accessibility", dependencies: ["FuzzTargets"], path: "Fuzz/Executables/fuzz-accessibility"),
    // The script parser alone, for counting its instructions (ScriptParserGrowthTests).
    .executableTarget(
      name: "script-parse-probe", dependencies: ["DemoApp"], path: "Fuzz/Executables/script-parse-probe"),

    .testTarget(name: "CompositorTests", dependencies: ["Compositor"]),
    .testTarget(name: "SheetOverlayTests", dependencies: ["SheetOverlay", "Controls", "Compositor"]),
    .testTarget(
      name: "ControlsTests", dependencies: ["Controls", "Compositor", "CompositorTesting", "Rendering", "SheetOverlay"]),
    .testTarget(name: "RenderingTests", dependencies: ["Rendering", "CompositorTesting", "Compositor", "CGIF"]),
    .testTarget(name: "HeadlessBackendTests", dependencies: ["HeadlessBackend", "Compositor"]),
    .testTarget(name: "FrameBenchTests", dependencies: ["FrameBench", "CompositorTesting", "Compositor", "Rendering"]),
    .testTarget(
      name: "X11BackendTests",
      dependencies: ["X11Backend", "X11BackendTesting", "Compositor", "Rendering", "CompositorTesting", "CX11"]),
    .testTarget(
      name: "DemoAppTests",
      dependencies: [
        "DemoApp", "CompositorTesting", "X11Backend", "X11BackendTesting", "CommandLineSupport", "SceneInvariants",
        "JSONWriting",
      ]),
    .testTarget(
      name: "AccessibilityBridgeTests",
      dependencies: ["AccessibilityBridge", "Compositor", "DemoApp", "X11Backend", "X11BackendTesting", "CDBus"],
      // The real AT-SPI client the tests drive (Debian's pyatspi), run from its source.
      exclude: ["Client"]),
    .testTarget(name: "HitBenchTests", dependencies: ["HitBench", "Compositor", "CommandLineSupport"]),
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "FuzzTargets", "SceneInvariants", "DemoApp", "Compositor", "SheetOverlay", "Rendering", "X11BackendTesting",
        "AccessibilityBridge", "CDBus",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
