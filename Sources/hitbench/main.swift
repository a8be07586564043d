import HitBench

print("hitbench: not built yet")
