/// What kind of element a view is to assistive technology.
///
/// The roles are the common ground of UIKit's traits and the Linux accessibility bus
/// (AT-SPI), which names each of them: a button is `ROLE_PUSH_BUTTON`, a text field
/// `ROLE_ENTRY`, an adjustable element `ROLE_SLIDER`, a list `ROLE_LIST`, a row
/// `ROLE_LIST_ITEM`, static text `ROLE_LABEL`, an image `ROLE_IMAGE`, a group `ROLE_PANEL`.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// Something that acts when activated.
  case button
  /// An editable line of text.
  case textField
  /// An element whose value steps up and down, as a slider or a sheet's grabber.
  case adjustable
  /// A list of rows.
  case list
  /// A row of a list.
  case row
  /// Text that reads, not acts.
  case staticText
  /// A picture.
  case image
  /// A container that names a part of the screen.
  case group
}
