import Foundation
import WeatherScreens
import WeatherViews

/// Carries out one entered line on the screens: a command for the app, or text for the
/// prompt of the screen on show.
///
/// ```swift
/// let goOn = CommandInterpreter(navigation: navigation).submit(":open 2")
/// ```
@MainActor
struct CommandInterpreter {
  /// The screens that the commands act on.
  let navigation: ScreenNavigation

  private var view: ScreenView { navigation.view }

  /// Reads a line as if it had been typed and entered.
  ///
  /// - Parameter line: The text, untrimmed.
  /// - Returns: `false` when the line asks to quit.
  func submit(_ line: String) -> Bool {
    view.clearNotice()
    let onList = navigation.isShowingLocations
    switch ScreenCommand(parsing: line) {
    case .quit:
      return false
    case .text(let text)
    where onList && navigation.showsSelection
      && text.trimmingCharacters(in: .whitespaces).isEmpty:
      // Enter on an empty prompt opens the selected place, where a selection is shown.
      navigation.openSelection()
    case .text(let text):
      view.prompt.submit(text)
    case .number(let number, let text):
      if onList {
        view.prompt.text = ""
        navigation.locationsController?.openPlace(number: number)
      } else {
        view.prompt.submit(text)
      }
    case .locations:
      view.prompt.text = ""
      navigation.showLocations()
    case .back:
      view.prompt.text = ""
      if onList {
        view.noticeLabel.text = "Already on the list."
      } else {
        navigation.showLocations()
      }
    case .save:
      save(onList: onList)
    case .open(let number):
      listOnly(line)?.openPlace(number: number)
    case .remove(let number):
      listOnly(line)?.removePlace(number: number)
    case .needsNumber(let name):
      view.showNotice("Usage: :\(name) N, where N is a place's number.")
    case .unknown(let command):
      view.showNotice("Unknown command: \(command)")
    }
    return true
  }

  /// `:save`: adds the place on show to the list, and shows the list.
  private func save(onList: Bool) {
    view.prompt.text = ""
    if onList {
      view.showNotice("Use :save on a weather screen.")
    } else if let place = (navigation.weatherController as? any LocationShowing)?.shownLocation {
      navigation.showLocations()
      navigation.locationsController?.addPlace(place)
    } else {
      view.showNotice("There is no place to save yet.")
    }
  }

  /// The list's controller when the list is on show; otherwise says where the command works.
  private func listOnly(_ line: String) -> (any LocationsScreen)? {
    view.prompt.text = ""
    guard navigation.isShowingLocations, let controller = navigation.locationsController else {
      view.showNotice("Use \(line.trimmingCharacters(in: .whitespaces)) on the list (:locations).")
      return nil
    }
    return controller
  }
}
