// swift-tools-version:6.2
import PackageDescription

// An app of its own that uses SheetCompositor the way any package would: by its products,
// through a path dependency on the repository root.
let package = Package(
  name: "Trailhead",
  products: [
    .executable(name: "trailhead", targets: ["trailhead"])
  ],
  dependencies: [
    // Named, so the products below find it whatever the checkout's directory is called.
    .package(name: "SheetCompositor", path: "../..")
  ],
  targets: [
    // The app's screen: a drawn map, a button, and a sheet with a list of trails. No window
    // here, so the tests run it headless.
    .target(
      name: "TrailheadScene",
      dependencies: [
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "Controls", package: "SheetCompositor"),
        .product(name: "SheetOverlay", package: "SheetCompositor"),
      ]),
    // The app: the scene in a real X11 window.
    .executableTarget(
      name: "trailhead",
      dependencies: [
        "TrailheadScene",
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "X11Backend", package: "SheetCompositor"),
      ]),
    .testTarget(
      name: "TrailheadSceneTests",
      dependencies: [
        "TrailheadScene",
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "CompositorTesting", package: "SheetCompositor"),
      ],
      // The reference images, read from beside the test file.
      exclude: ["Goldens"]),
    // The built app (swift build --build-tests builds it beside the tests) in a real window
    // on a private Xvfb, driven with XTest.
    .testTarget(
      name: "TrailheadWindowTests",
      dependencies: [
        .product(name: "Compositor", package: "SheetCompositor"),
        .product(name: "X11BackendTesting", package: "SheetCompositor"),
      ]),
  ]
)
