import Compositor

/// The settings that decide where a released sheet goes and how it gets there.
package struct SheetRules: Hashable, Sendable {
  /// Whether a downward drag may dismiss the sheet; when not, it rubber-bands below its
  /// smallest detent as it does above its largest.
  package var isDismissible: Bool
  /// Whether a fast fling may cross several detents instead of one.
  package var allowsDetentSkipping: Bool
  /// The spring that settles, presents and dismisses the sheet.
  package var spring: Spring
  /// Springs, or with `.reduced` fades and eased moves instead.
  package var motion: SheetOverlayMotion

  /// Creates rules; the defaults are SheetOverlay's: dismissible, one detent per fling, the
  /// critically damped 0.55-second spring, standard motion.
  package init(
    isDismissible: Bool = true, allowsDetentSkipping: Bool = false, spring: Spring = .default,
    motion: SheetOverlayMotion = .standard
  ) {
    self.isDismissible = isDismissible
    self.allowsDetentSkipping = allowsDetentSkipping
    self.spring = spring
    self.motion = motion
  }
}
