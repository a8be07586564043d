// Placeholder until the CompositorTesting module lands.
