/// A value owned by the code that declares it, with a ``Binding`` to hand out, as
/// SwiftUI's `@State`.
///
/// ```swift
/// @State var isPresented = false
/// window.sheetOverlay(isPresented: $isPresented) { _ in content }
/// isPresented = true   // the sheet slides up on the next frame
/// ```
@propertyWrapper
public final class State<Value> {
  /// The stored value.
  public var wrappedValue: Value

  /// Creates the state with an initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// A binding that reads and writes this state.
  public var projectedValue: Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
  }
}
