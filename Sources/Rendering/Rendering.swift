// Placeholder until the Rendering module lands.
