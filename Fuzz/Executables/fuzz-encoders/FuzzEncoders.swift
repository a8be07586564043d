import FuzzTargets

/// PNG and GIF encoding, decoded back with libpng and giflib.
@main enum FuzzEncoders {
  static func main() { FuzzDriver.main(EncodersFuzzTarget.self) }
}
