import BoxBinding
import BoxBindingTestSupport
import Foundation
import Testing

// The tutorial's view model and view controller, written for its single-listener Box, compiled
// unchanged against BoxBinding. UIKit and the network are swapped for synchronous stand-ins; the
// code that touches Box is as the tutorial has it.

private final class UILabel {
  var text: String?
}

private final class UIImageView {
  var image: UIImage?
}

private final class UIImage {
  let name: String
  init?(named name: String) { self.name = name }
}

private struct Location {
  let name: String
  let latitude: Double
  let longitude: Double
}

private struct WeatherbitData {
  let date: Date
  let iconName: String
  let currentTemp: Double
  let description: String
}

private final class LocationGeocoder {
  func geocode(addressString: String, callback: @escaping ([Location]) -> Void) {
    callback(
      addressString == "Nowhere"
        ? [] : [Location(name: addressString, latitude: 38.4, longitude: -78.7)])
  }
}

private enum WeatherbitService {
  static func weatherDataForLocation(
    latitude: Double, longitude: Double,
    completion: @escaping (WeatherbitData?, Error?) -> Void
  ) {
    let data = WeatherbitData(
      date: Date(timeIntervalSince1970: 0), iconName: "c03d", currentTemp: 71,
      description: "Broken clouds")
    completion(data, nil)
  }
}

private class WeatherViewModel {
  private let geocoder = LocationGeocoder()
  private let defaultAddress = "McGaheysville, VA"
  private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE, MMM d"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    return formatter
  }()
  private let tempFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 0
    return formatter
  }()

  let locationName = Box("Loading...")
  let date = Box(" ")
  let icon: Box<UIImage?> = Box(nil)  // no image initially
  let summary = Box(" ")
  let forecastSummary = Box(" ")

  init() {
    changeLocation(to: defaultAddress)
  }

  func changeLocation(to newLocation: String) {
    locationName.value = "Loading..."
    geocoder.geocode(addressString: newLocation) { [weak self] locations in
      guard let self = self else { return }
      if let location = locations.first {
        self.locationName.value = location.name
        self.fetchWeatherForLocation(location)
        return
      }
      self.locationName.value = "Not found"
      self.date.value = ""
      self.icon.value = nil
      self.summary.value = ""
      self.forecastSummary.value = ""
    }
  }

  private func fetchWeatherForLocation(_ location: Location) {
    WeatherbitService.weatherDataForLocation(
      latitude: location.latitude,
      longitude: location.longitude
    ) { [weak self] (weatherData, error) in
      guard
        let self = self,
        let weatherData = weatherData
      else {
        return
      }
      self.date.value = self.dateFormatter.string(from: weatherData.date)
      self.icon.value = UIImage(named: weatherData.iconName)
      let temp = self.tempFormatter.string(from: weatherData.currentTemp as NSNumber) ?? ""
      self.summary.value = "\(weatherData.description) - \(temp)℉"
      self.forecastSummary.value = "\nSummary: \(weatherData.description)"
    }
  }
}

private class WeatherViewController {
  let cityLabel = UILabel()
  let dateLabel = UILabel()
  let currentIcon = UIImageView()
  let currentSummaryLabel = UILabel()
  let forecastSummary = UILabel()

  fileprivate let viewModel = WeatherViewModel()

  func viewDidLoad() {
    viewModel.locationName.bind { [weak self] locationName in
      self?.cityLabel.text = locationName
    }
    viewModel.date.bind { [weak self] date in
      self?.dateLabel.text = date
    }
    viewModel.icon.bind { [weak self] image in
      self?.currentIcon.image = image
    }
    viewModel.summary.bind { [weak self] summary in
      self?.currentSummaryLabel.text = summary
    }
    viewModel.forecastSummary.bind { [weak self] forecast in
      self?.forecastSummary.text = forecast
    }
  }

  func promptForLocation(answer: String) {
    viewModel.changeLocation(to: answer)
  }
}

@Suite("The tutorial's code against BoxBinding")
struct TutorialCompatibilityTests {
  @Test("the tutorial's view model and controller compile and fill the labels")
  func tutorialScreen() {
    let controller = WeatherViewController()
    controller.viewDidLoad()

    #expect(controller.cityLabel.text == "McGaheysville, VA")
    #expect(controller.dateLabel.text == "Thursday, Jan 1")
    #expect(controller.currentIcon.image?.name == "c03d")
    #expect(controller.currentSummaryLabel.text == "Broken clouds - 71℉")
    #expect(controller.forecastSummary.text == "\nSummary: Broken clouds")

    controller.promptForLocation(answer: "Nowhere")
    #expect(controller.cityLabel.text == "Not found")
    #expect(controller.currentIcon.image == nil)
  }

  @Test("the tutorial's bind(listener: nil) ends the controller's listeners, as in the tutorial")
  func bindingNilUnbindsTheTutorialController() {
    let controller = WeatherViewController()
    controller.viewDidLoad()
    controller.promptForLocation(answer: "Richmond, VA")
    #expect(controller.cityLabel.text == "Richmond, VA")

    controller.viewModel.locationName.bind(listener: nil)
    controller.viewModel.date.bind(listener: nil)
    controller.promptForLocation(answer: "Nowhere")

    // The two boxes it cleared no longer reach their labels; the others still do.
    #expect(controller.cityLabel.text == "Richmond, VA")
    #expect(controller.dateLabel.text == "Thursday, Jan 1")
    #expect(controller.currentSummaryLabel.text == "")
  }

  @Test("bind(listener: nil) ends bind(listener:) listeners only; observe and owners stay")
  func bindingNilKeepsOtherBindings() {
    final class Owner {}
    let owner = Owner()
    let box = Box("a")
    var log: [String] = []
    let first = box.bind { log.append("bind \($0)") }
    let second = box.bind(listener: { log.append("bind(listener:) \($0)") })
    let observer = box.observe { log.append("observe \($0)") }
    let scoped = box.bind(to: owner) { _, value in log.append("bind(to:) \(value)") }
    let scopedObserver = box.observe(to: owner) { _, value in log.append("observe(to:) \(value)") }
    let recorder = BoxRecorder(box)
    log.removeAll()

    let token = box.bind(listener: nil)
    box.value = "b"

    #expect(!token.isActive)
    #expect(log == ["observe b", "bind(to:) b", "observe(to:) b"])
    #expect(!first.isActive && !second.isActive)
    #expect(observer.isActive && scoped.isActive && scopedObserver.isActive)
    #expect(recorder.values == ["a", "b"])
  }

  @Test("bind(listener: nil) during a round: the ended listeners are skipped for the rest of it")
  func bindingNilDuringARound() {
    let box = Box(0)
    var later: [Int] = []
    box.observe { [unowned box] in if $0 == 1 { box.bind(listener: nil) } }
    box.bind { later.append($0) }
    box.value = 1
    box.value = 2
    #expect(later == [0])
  }

  @Test("a tutorial listener lives as long as the box, without keeping its token")
  func discardedTokenKeepsBinding() {
    let box = Box(0)
    var seen: [Int] = []
    box.bind { seen.append($0) }
    box.value = 1
    box.value = 2
    #expect(seen == [0, 1, 2])
  }

  @Test("the tutorial's controller and view model are deallocated with [weak self] listeners")
  func tutorialGraphIsFreed() {
    weak var weakController: WeatherViewController?
    weak var weakBox: Box<String>?
    do {
      let controller = WeatherViewController()
      controller.viewDidLoad()
      weakController = controller
      weakBox = controller.viewModel.locationName
    }
    #expect(weakController == nil)
    #expect(weakBox == nil)
  }
}
