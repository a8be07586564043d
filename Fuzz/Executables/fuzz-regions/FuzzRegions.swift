import FuzzTargets

/// RectRegion operations against a bitmap.
@main enum FuzzRegions {
  static func main() { FuzzDriver.main(RegionsFuzzTarget.self) }
}
