import HeadlessBackend

/// The former name of `HeadlessHost`, when it lived in CompositorTesting; the headless host
/// is the `HeadlessBackend` library now, beside `X11Backend`.
@available(*, deprecated, renamed: "HeadlessHost", message: "import HeadlessBackend and use HeadlessHost")
public typealias VirtualHost = HeadlessHost
