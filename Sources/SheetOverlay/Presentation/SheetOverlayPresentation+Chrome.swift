import Compositor

// The chrome's parts, as the presentation's own tests and the stack reach them.
extension SheetOverlayPresentation {
  /// The sheet's container view: background, rounded corners, shadow.
  package var sheetView: View { chrome.sheetView }
  /// The grabber's hit area at the top of the sheet.
  var grabberView: View { chrome.grabberView }
  /// The grabber's pill.
  var bar: View { chrome.bar }
  /// The view the content is placed in, below the grabber.
  var contentHost: View { chrome.contentHost }
  /// The dimming behind the sheet.
  package var dimmingView: View { chrome.dimmingView }
  /// The on-screen keyboard the sheet's text fields raise.
  package var keyboard: SoftwareKeyboard? { chrome.keyboard }
  /// The container size the detents were last resolved for.
  package var laidOutSize: Size { seen.containerSize.value ?? .zero }

  /// How much the app behind is dimmed and whether it is blocked, this frame.
  var currentDimming: SheetDimming {
    SheetChrome.dimming(state, configuration: configuration) { [self] detent in
      detentResolver(contentHeight: seen.contentFittingHeight, reportsDiagnostics: false).height(of: detent)
    }
  }

  /// How much the app behind is dimmed (0...1) and whether it is blocked, this frame.
  func dimming() -> (amount: Double, blocks: Bool) {
    let d = currentDimming
    return (d.amount, d.blocks)
  }

  /// The content's size this frame: below the grabber, down to the sheet's visible bottom,
  /// held between the smallest and largest detents.
  var currentContentSize: Size {
    chrome.contentSize(
      height: height, smallest: state.layout.smallest, largest: state.layout.largest, width: geometry.width)
  }
}

extension SheetOverlayPresentation: SheetDragHost {}
