import WeatherViews

/// One update of every variant: the n-th frame that each drew, what each did to draw it, and
/// whether the frames agree.
public struct SideBySideUpdate: Sendable {
  /// The variants' names, in order.
  public var titles: [String]
  /// The counters that each variant's status shows.
  public var counters: [[UpdateCounts.Counter]]
  /// Each variant's frame; `nil` when it drew fewer frames than the others.
  public var frames: [Frame?]
  /// What each variant did since its previous frame.
  public var counts: [UpdateCounts]
  /// Whether the frames are identical.
  public var verdict: ParityVerdict

  /// Creates an update and judges its frames.
  ///
  /// - Parameters:
  ///   - variants: The variants, in order.
  ///   - frames: Each variant's frame, or `nil`.
  ///   - counts: What each variant did.
  public init(variants: [SideBySideVariant], frames: [Frame?], counts: [UpdateCounts]) {
    titles = variants.map(\.title)
    counters = variants.map(\.counters)
    self.frames = frames
    self.counts = counts
    verdict = ParityVerdict(titles: titles, frames: frames)
  }
}
