// Placeholder until the DemoApp module lands.
