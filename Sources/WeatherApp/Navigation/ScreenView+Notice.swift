import WeatherViews

extension ScreenView {
  /// Clears the notice, writing the label only when a notice is on show, so that a line that
  /// shows none writes no label.
  func clearNotice() {
    if !noticeLabel.text.isEmpty { noticeLabel.text = "" }
  }

  /// Empties the prompt and shows `text` as the notice.
  func showNotice(_ text: String) {
    prompt.text = ""
    noticeLabel.text = text
  }
}
