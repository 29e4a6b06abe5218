import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// A variant that is wrong on purpose, to prove that a parity check can fail: it shows the
/// place's name in capitals and never shows the weather.
///
/// Its first frame ("Loading…") is the same as every real variant's; the frame after a place
/// is found is not.
///
/// ```swift
/// let controller = ShoutingController(view: view, environment: environment)
/// controller.viewDidLoad()  // later: "RICHMOND, VA"
/// ```
@MainActor
public final class ShoutingController: ViewController {
  private let view: WeatherView
  private let environment: WeatherEnvironment

  /// Creates the controller.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services; only the geocoder is used.
  public init(view: WeatherView, environment: WeatherEnvironment) {
    self.view = view
    self.environment = environment
  }

  /// Connects the prompt and looks up the default address.
  public func viewDidLoad() {
    view.prompt.onSubmit = { [weak self] text in self?.changeLocation(to: text) }
    changeLocation(to: environment.defaultAddress)
  }

  private func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespaces)
    guard !address.isEmpty else { return }
    view.locationLabel.text = "Loading…"
    view.errorLabel.text = ""
    view.forecastView.activityIndicator.startAnimating()
    let geocoder = environment.geocoder
    Task {
      let name = (try? await geocoder.search(address))?.first?.name
      view.locationLabel.text = name?.uppercased() ?? "Not found"
    }
  }
}
