import Compositor
import CompositorTesting
import Rendering
import Testing

@Test func smoke() throws {
  let scene = SampleSheetScene(size: Size(width: 960, height: 600))
  let renderer = FrameRenderer()
  let frame = try renderer.render(scene.screen)
  try frame.surface.writePNG(to: "/tmp/smoke1.png")
  scene.sheet.background = .material(.regular)
  let f2 = try renderer.render(scene.screen)
  try f2.surface.writePNG(to: "/tmp/smoke2.png")
}
