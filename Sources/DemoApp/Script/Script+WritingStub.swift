// Temporary: replaced by the script writer when it lands.
extension Script {
  func jsonText() -> String { "" }
}
