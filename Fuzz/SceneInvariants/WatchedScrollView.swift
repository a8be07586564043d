import Compositor

/// A scroll view the invariant checker follows, without keeping it alive.
struct WatchedScrollView {
  weak var view: ScrollView?
}
