import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// One saved place: its name, its region and its weather, written to its own cell.
///
/// Two rows are equal when they show the same cell view model in the same cell, so a change
/// to the list evaluates only the rows of places that are new.
struct PlaceRow: DeclaredView, Equatable {
  let place: LocationCellViewModel
  let cell: LocationCell

  var body: some DeclaredView {
    let weather = place.weather
    VStack {
      HStack {
        Text(place.name, in: cell.nameLabel)
        Text(place.region, in: cell.regionLabel)
      }
      HStack {
        Text(weather.conditions.summary, in: cell.summaryLabel)
        Text(weather.conditions.temperature, in: cell.temperatureLabel)
        Text(weather.conditions.wind, in: cell.windLabel)
        ActivityIndicator(isAnimating: weather.isLoading, in: cell.activityIndicator)
      }
    }
  }

  nonisolated static func == (lhs: PlaceRow, rhs: PlaceRow) -> Bool {
    lhs.place === rhs.place && lhs.cell === rhs.cell
  }
}

/// The list's retained cells, kept by cell view model, not by place: a row reads the view
/// model its cell was made for, so a place removed and added again gets a new cell.
@MainActor
final class RowCells {
  private var cells = CellsByIdentity<ObjectIdentifier, LocationCell>()

  /// Changes the cells to those of `places`, making one for each place that is new.
  func update(to places: [LocationCellViewModel]) -> [LocationCell] {
    cells.update(to: places, id: \.identity) { _ in LocationCell() }
  }

  /// The cell of `place`, which ``update(to:)`` made.
  func cell(for place: LocationCellViewModel) -> LocationCell {
    guard let cell = cells.cell(for: place.identity) else {
      preconditionFailure("a row was declared before its cell was made")
    }
    return cell
  }
}

extension LocationCellViewModel {
  /// The view model itself, as the identity of its row and its cell.
  fileprivate var identity: ObjectIdentifier { ObjectIdentifier(self) }
}
