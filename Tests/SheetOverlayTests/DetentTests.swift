import Compositor
import Testing

@testable import SheetOverlay

@Suite struct DetentTests {
  let resolver = DetentResolver(containerHeight: 800, safeArea: EdgeInsets(top: 50, bottom: 30))

  @Test func defaultsMirrorSheetOverlay() {
    #expect(resolver.maximumHeight == 710)
    #expect(resolver.minimumHeight == 70)
    #expect(resolver.height(of: .large) == 710)
    #expect(resolver.height(of: .medium) == 355)
    #expect(resolver.height(of: .fraction(0.3)) == 213)
    #expect(resolver.height(of: .height(250)) == 250)
  }

  @Test func sortedAndDeduplicated() {
    let r = resolver.resolve([.large, .height(250), .medium, .fraction(0.5), .large])
    #expect(r.map(\.height) == [250, 355, 710])
    #expect(r[1].detents == [.medium, .fraction(0.5)])
    #expect(r[2].detents == [.large])
  }

  @Test func emptyMeansMedium() {
    #expect(resolver.resolve([]).map(\.detent) == [.medium])
  }

  @Test func customDetentsResolveOrGoInactive() {
    let third = SheetOverlayDetent.custom("third") { $0.maximumDetentValue / 3 }
    let off = SheetOverlayDetent.custom("off") { _ in nil }
    let r = resolver.resolve([third, off, .large])
    #expect(r.map(\.height) == [710.0 / 3, 710])
    #expect(resolver.resolve([off]).map(\.detent) == [.medium])
  }

  @Test func fitContentUsesContentHeight() {
    let r = DetentResolver(containerHeight: 800, contentHeight: 320)
    #expect(r.height(of: .fitContent) == 320)
    #expect(DetentResolver(containerHeight: 800, contentHeight: 5000).height(of: .fitContent) == 760)
  }

  @Test func resizeReresolves() {
    let small = DetentResolver(containerHeight: 400)
    #expect(small.height(of: .large) == 360)
    #expect(small.height(of: .medium) == 180)
  }

  @Test func rubberBandCurve() {
    #expect(SheetPhysics.rubberBand(0, dimension: 800) == 0)
    let a = SheetPhysics.rubberBand(100, dimension: 800)
    #expect(abs(a - (1 - 1 / (100 * 0.55 / 800 + 1)) * 800) < 1e-9)
    #expect(a < 100 && a > 40)
    #expect(SheetPhysics.rubberBand(1e9, dimension: 800) < 800)
  }

  @Test func projectionMatchesFloatingPanel() {
    #expect(abs(SheetPhysics.project(100, velocity: 1000) - (100 + 1000 * 0.998 / 0.002 / 1000)) < 1e-9)
  }

  @Test(arguments: [
    (330.0, 0.0, false, SnapTarget.detent(1)),  // slow, nearest
    (330.0, 3000.0, false, .detent(1)),  // fast up between 250 and 380: no further than 380
    (400.0, 3000.0, false, .detent(2)),  // fast up between 380 and 760
    (260.0, 6000.0, false, .detent(1)),  // very fast from the smallest: still one step
    (260.0, 6000.0, true, .detent(2)),  // skipping allowed
    (200.0, -2000.0, false, .dismiss),  // fast down from the smallest
    (700.0, -9000.0, false, .detent(1)),  // fast down from large: one step, not dismissal
  ])
  func snapTargets(height: Double, velocity: Double, skipping: Bool, expected: SnapTarget) {
    let t = SheetPhysics.target(
      height: height, velocity: velocity, detents: [250, 380, 760], allowsSkipping: skipping)
    #expect(t == expected)
  }

  @Test func dismissDisabledNeverDismisses() {
    let t = SheetPhysics.target(height: 100, velocity: -5000, detents: [250, 380], dismissible: false)
    #expect(t == .detent(0))
  }

  @Test func progressBetweenDetents() {
    #expect(SheetPhysics.progress(height: 250, detents: [250, 380, 760]) == 0)
    #expect(SheetPhysics.progress(height: 570, detents: [250, 380, 760]) == 1.5)
  }

  @Test func keyboardPolicies() {
    #expect(SheetOverlayKeyboardPolicy.ignore.offset(forKeyboardHeight: 260) == 0)
    #expect(SheetOverlayKeyboardPolicy.fullOffset.offset(forKeyboardHeight: 260) == 260)
    #expect(SheetOverlayKeyboardPolicy.maxOffset(100).offset(forKeyboardHeight: 260) == 100)
    #expect(SheetOverlayKeyboardPolicy.maxOffset(.nan).offset(forKeyboardHeight: 260) == 0)
  }
}

/// Each test collects its own diagnostics: they are delivered per task, so these run in
/// parallel with everything else.
@Suite struct DiagnosticTests {
  @Test func badValuesAreClampedOrRejectedWithDiagnostics() {
    let r = DetentResolver(containerHeight: 800)
    let (_, log) = Diagnostics.collecting {
      #expect(r.height(of: .height(.nan)) == nil)
      #expect(r.height(of: .fraction(.infinity)) == nil)
      #expect(r.height(of: .height(-5)) == 40)
      #expect(r.height(of: .fraction(7)) == 760)
    }
    #expect(log.contains { $0.contains("height(nan)") && $0.contains("rejected") })
    #expect(log.contains { $0.contains("fraction(inf)") && $0.contains("rejected") })
    #expect(log.contains { $0.contains("height(-5) is negative") })
    #expect(log.contains { $0.contains("fraction outside 0...1") })
    #expect(log.count == 4)
  }

  /// T3: a detent the container cannot hold is brought within it without a diagnostic: a
  /// small window is not a mistake. A resize to 200×150 with a 250-point detent, and the
  /// frames after it, report nothing.
  @Test func aDetentTooTallForTheWindowIsClampedQuietly() {
    let r = DetentResolver(containerHeight: 800)
    let (_, quiet) = Diagnostics.collecting {
      #expect(r.height(of: .height(5000)) == 760)
      #expect(r.height(of: .height(10)) == 40)
    }
    #expect(quiet.isEmpty)
    let h = SheetHarness(detent: .height(250))
    let (_, log) = Diagnostics.collecting {
      h.screen.resize(to: Size(width: 200, height: 150))
      h.advance(1)
      h.screen.resize(to: Size(width: 400, height: 800))
      h.advance(1)
    }
    #expect(log.isEmpty, "\(log)")
    #expect(h.detent == .height(250))
  }

  @Test func unknownSelectionIsIgnoredWithADiagnostic() {
    let h = SheetHarness()
    let (_, log) = Diagnostics.collecting {
      h.detent = .fraction(0.9)
      h.advance(1)
    }
    #expect(h.detent == .medium)
    #expect(abs(h.height - 380) < 0.1)
    #expect(log == ["sheet: selected detent fraction(0.9) is not among the sheet's detents; ignoring it"])
  }

  /// The app's content view cannot go into the sheet when it contains the sheet: the
  /// sheet shows without it and says why, rather than dropping the error.
  @Test func contentThatCannotBeShownIsReported() throws {
    let bare = SheetHarness.bareScreen()
    @State var shown = true
    let (p, log) = try Diagnostics.collecting {
      try bare.main.sheetOverlay(isPresented: $shown) { context in
        // The sheet's own view: adding it under its content area would be a cycle.
        SheetOverlayContent(context.presentation!.sheetView)
      }
    }
    #expect(log.count == 1)
    #expect(
      log.first?.hasPrefix("sheet: the content view cannot be shown in the sheet: cannot add view 'sheet'") == true)
    #expect(p.isPresented)
    #expect(p.contentHost.subviews.isEmpty)
    #expect(bare.screen.windows.map(\.name) == ["main", "overlay", "keyboard"])
  }

  @Test func negativeCornerRadiusIsClamped() {
    let (c, log) = Diagnostics.collecting { View().sheetOverlayCornerRadius(-4) }
    #expect(c.configuration.cornerRadius == 0)
    #expect(log.contains { $0.contains("corner radius -4") })
  }

  /// A task's handler takes its own diagnostics only; another task's go elsewhere.
  @Test func diagnosticsStayInTheirTask() async {
    let (_, outer) = Diagnostics.collecting {
      Diagnostics.report("mine")
    }
    let other = Task.detached { Diagnostics.collecting { Diagnostics.report("theirs") }.1 }
    #expect(outer == ["mine"])
    #expect(await other.value == ["theirs"])
  }
}
