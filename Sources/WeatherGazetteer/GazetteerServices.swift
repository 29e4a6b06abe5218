import Foundation
import WeatherCore

extension GeocoderClient {
  /// A geocoder that answers from an embedded gazetteer, with no network.
  ///
  /// - Parameters:
  ///   - gazetteer: The places to search, usually `try Gazetteer.bundled()`.
  ///   - latency: A real pause before each answer, so that a person can see "Loading…";
  ///     cancelling the calling task ends the pause with `CancellationError`.
  /// - Returns: A geocoder whose results are `gazetteer.search(text)`: up to 10 places, best first.
  ///
  /// ```swift
  /// let geocoder = GeocoderClient.offline(gazetteer: try .bundled(), latency: .milliseconds(300))
  /// let places = try await geocoder.search("Richmond, VA")
  /// ```
  public static func offline(gazetteer: Gazetteer, latency: Duration = .zero) -> GeocoderClient {
    GeocoderClient { text in
      if latency > .zero { try await Task.sleep(for: latency) }
      return gazetteer.search(text)
    }
  }
}

extension PlaceSuggester {
  /// Suggests the built-in gazetteer's places whose names begin with the text, largest first.
  ///
  /// - Parameter gazetteer: The places to complete from.
  /// - Returns: The suggester.
  public static func gazetteer(_ gazetteer: Gazetteer) -> PlaceSuggester {
    PlaceSuggester { typed in gazetteer.suggestions(for: typed, limit: 3).map(\.name) }
  }
}
