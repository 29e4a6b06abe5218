import WeatherViews

/// The screen view of a host whose declared views make the screen: it lays out what they
/// declare inside the screen's panel, then adds the app's own parts (the notice, the prompt,
/// its suggestions, the footnote) as every screen view does.
///
/// A flush that evaluated a body asks for a redraw, as a label asks when its text changes, so
/// a frame comes with every change that a body read; a change that no body read draws none.
/// The screen is laid out when the frame is drawn, at the width of that frame.
///
/// ```swift
/// let host = HostingController(
///   rootView: Greeting(), width: 52, scheduler: .mainQueue, promptTitle: "Name ›")
/// host.view.onDisplay = { frame in print(frame.text) }
/// ```
@MainActor
public final class HostingScreenView: ScreenView {
  /// What the declared views lay out, from the top; set by the host.
  var declaredItems: () -> [LayoutItem] = { [] }

  /// The layouts made so far: one for each frame drawn, at that frame's width.
  public private(set) var layoutPasses = 0

  /// Asks for a redraw of what the declared views declare now.
  func declaredViewsChanged() {
    setNeedsDisplay()
  }

  /// The lines inside the panel: what the declared views lay out, top to bottom, each as wide
  /// as the panel's inside, and rules where they declared dividers.
  private func layOut(width: Int) -> [DrawnLine] {
    layoutPasses &+= 1
    let inner = FrameBuilder(width: width).inner
    let root = LayoutItem.stack(
      LayoutItem.Stack(
        axis: .vertical, alignment: .topLeading, spacing: 0, items: declaredItems()))
    return LayoutEngine().draw(root, width: inner)
  }

  /// Draws the panel and what the declared views lay out in it, then the app's parts.
  ///
  /// - Returns: Lines of exactly ``ScreenView/width`` columns inside a rounded Unicode box; the
  ///   first line in red, if any, is the frame's error line.
  public override func render() -> Frame {
    var frame = FrameBuilder(width: width)
    frame.rule("╭", "╮")
    var errorLine: Int?
    for line in layOut(width: width) {
      if line.isDivider {
        frame.rule("├", "┤")
        continue
      }
      if line.isError, errorLine == nil { errorLine = frame.lines.count }
      frame.row(line.text)
    }
    return frame.finish(
      notice: noticeLabel, prompt: prompt, footnote: footnoteLabel, errorLine: errorLine)
  }
}
