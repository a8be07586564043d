// Placeholder until the HitBench module lands.
