extension X11FrameTiming {
  /// The timing of frame `number` as the host measured it: when it started, when its
  /// present ended, the times of the input it handed over, and the vblank it was aimed at
  /// (`nil` without Present); what the screen showed of it is filled in when the server
  /// says.
  package init(
    frame number: Int, startedAt start: Double, presentedAt presented: Double, inputTimes: [Double], targetMSC: UInt64?
  ) {
    self.number = number
    self.start = start
    self.presented = presented
    self.inputTimes = inputTimes
    self.targetMSC = targetMSC
    msc = nil
    shown = nil
  }
}
