import WeatherViews

/// Takes every frame that a screen draws, so that the optimizer keeps the drawing, and counts
/// them, so that a loop can check that each of its iterations drew one.
@MainActor
final class FrameSink {
  private(set) var frames = 0

  /// Becomes `screen`'s receiver of frames, in place of the terminal.
  init(_ screen: ScreenView) {
    screen.onDisplay = { [unowned self] frame in
      frames += 1
      blackHole(frame)
    }
  }
}

extension BenchmarkSuite {
  /// The loop of a benchmark that updates and draws: each iteration makes its change, then
  /// runs the screen's display pass, which updates the screen and draws the frame, as the main
  /// queue would at the end of the turn. The screen's first frame is drawn here, untimed.
  ///
  /// - Parameters:
  ///   - screen: The screen that draws; its scheduler must be `.manual`, so that nothing but
  ///     the loop draws.
  ///   - owner: What must outlive the loop: the controller or host, which the screen holds
  ///     weakly.
  ///   - change: The change of one iteration, given the iteration's number; it must make the
  ///     screen dirty.
  static func drawing(
    on screen: ScreenView, keeping owner: AnyObject,
    _ change: @escaping @MainActor (_ iteration: Int) -> Void
  ) -> BenchmarkBody {
    let sink = FrameSink(screen)
    screen.setNeedsDisplay()
    screen.displayIfNeeded()
    return { iterations in
      let drawn = sink.frames
      for iteration in 0..<iterations {
        change(iteration)
        screen.displayIfNeeded()
      }
      precondition(sink.frames - drawn == iterations, "an iteration drew no frame")
      blackHole(screen)
      blackHole(owner)
    }
  }
}
