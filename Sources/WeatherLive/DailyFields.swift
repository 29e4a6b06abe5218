import WeatherCore

/// Reading the fields that the forecast answers share (a day's date, a chance in percent), and
/// a forecast request's outcome.
extension LiveHTTP {
  /// Reads "2026-11-29" as the calendar day it names.
  ///
  /// The numbers are taken as they are, with no time zone in between: the services already
  /// give the day in the place's own zone, and any conversion through an instant could move it
  /// to the day before or after. Returns nil for anything other than a real Gregorian date
  /// written as four, two and two digits.
  static func localDate(_ text: String) -> LocalDate? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields.map(\.count) == [4, 2, 2],
      fields.allSatisfy({ $0.unicodeScalars.allSatisfy { "0"..."9" ~= $0 } }),
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
      (1...12).contains(month)
    else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...lengths[month - 1]).contains(day) else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// A chance of precipitation as a whole percent; nil stays nil.
  ///
  /// - Parameters:
  ///   - value: The percent as sent, which may carry a fraction.
  ///   - field: The field's path for the error, such as "data[2].pop".
  /// - Throws: `ServiceError.malformed` naming the field for a value outside 0 to 100.
  static func chance(_ value: Double?, field: @autoclosure () -> String) throws(ServiceError)
    -> Int?
  {
    guard let value else { return nil }
    guard (0...100).contains(value) else { throw .malformed("bad \(field())") }
    return Int(value.rounded())
  }

  /// What `body` returns, or the `ServiceError` it throws, for a request that may fail alone
  /// (a forecast beside the current conditions).
  ///
  /// - Throws: `CancellationError` only: a cancelled request has nothing to show.
  static func result<Value>(_ body: () async throws -> Value) async throws(CancellationError)
    -> Result<Value, ServiceError>
  {
    do {
      return .success(try await body())
    } catch let error as ServiceError {
      return .failure(error)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      // LiveHTTP throws nothing else; were it to, its text could hold the URL, and the key.
      return .failure(.unavailable("network error"))
    }
  }
}
