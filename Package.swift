// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "SheetCompositor",
  products: [
    .library(name: "Compositor", targets: ["Compositor"])
  ],
  targets: [
    .target(name: "Compositor"),
    .testTarget(name: "CompositorTests", dependencies: ["Compositor"]),
  ],
  swiftLanguageModes: [.v6]
)
