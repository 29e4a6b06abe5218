// Derived boxes: a box whose value follows one or two other boxes.
//
// Lifetime: the source box holds the derived box (through its forwarding listener), and the
// derived box holds nothing back, so there is no cycle. A derived box stays connected while it
// can still be observed, that is while anything outside holds it or it has a live listener, so
// `source.map(f).bind { … }` works without keeping the mapped box anywhere. Once nobody holds
// it and it has no listener left, the source drops it at its next notification.

extension Box {
  /// Returns a box that holds `transform` of this box's value and follows its changes.
  ///
  /// The derived box notifies on every change of this box (for an `Equatable` result the
  /// overload that skips duplicates is chosen instead). It stays connected while anyone holds it
  /// or it has a live listener, so binding the result straight away is fine; it does not keep
  /// this box alive.
  ///
  /// - Parameter transform: Turns a value of this box into the derived value; called once now
  ///   and once for every later value.
  /// - Returns: The derived box.
  ///
  /// ```swift
  /// viewModel.weather.map(\.symbol).bind(to: self) { controller, symbol in
  ///   controller.iconView.symbol = symbol
  /// }
  /// ```
  public func map<U>(_ transform: @escaping (T) -> U) -> Box<U> {
    let derived = Downstream(Box<U>(transform(value)))
    forward(into: derived) { $0.value = transform($1) }
    return derived.box
  }

  /// Returns a box that holds `transform` of this box's value, follows its changes, and skips a
  /// derived value equal to the current one.
  ///
  /// This is the overload chosen for an `Equatable` result: a change upstream that maps to the
  /// same text, say, does not re-render the label. Lifetime is as for the general ``map(_:)``.
  ///
  /// - Parameter transform: Turns a value of this box into the derived value.
  /// - Returns: The derived box.
  ///
  /// ```swift
  /// let isLoading = viewModel.locationName.map { $0 == "Loading…" }
  /// ```
  public func map<U: Equatable>(_ transform: @escaping (T) -> U) -> Box<U> {
    let derived = Downstream(Box<U>(transform(value)))
    forward(into: derived) { $0.value = transform($1) }
    return derived.box
  }

  /// Returns a box of the pair of two boxes' values that follows both.
  ///
  /// The pair box notifies whenever either box changes (the overload for two `Equatable`
  /// values skips duplicates instead). Lifetime is as for ``map(_:)-3x4q9``; it keeps neither box
  /// alive.
  ///
  /// - Parameters:
  ///   - first: The box that supplies the first element.
  ///   - second: The box that supplies the second element.
  /// - Returns: A box of `(first.value, second.value)`.
  ///
  /// ```swift
  /// Box.combine(viewModel.city, viewModel.units).bind { city, units in … }
  /// ```
  public static func combine<A, B>(_ first: Box<A>, _ second: Box<B>) -> Box<(A, B)>
  where T == (A, B) {
    pair(first, second, into: Box<(A, B)>((first.value, second.value)))
  }

  /// Returns a box of the pair of two boxes' `Equatable` values that follows both and skips a
  /// pair equal to the current one.
  ///
  /// - Parameters:
  ///   - first: The box that supplies the first element.
  ///   - second: The box that supplies the second element.
  /// - Returns: A box of `(first.value, second.value)`.
  ///
  /// ```swift
  /// let header = Box.combine(viewModel.city, viewModel.date)
  /// ```
  public static func combine<A: Equatable, B: Equatable>(
    _ first: Box<A>, _ second: Box<B>
  ) -> Box<(A, B)> where T == (A, B) {
    pair(first, second, into: Box<(A, B)>((first.value, second.value), isDuplicate: ==))
  }

  static func pair<A, B>(_ first: Box<A>, _ second: Box<B>, into pair: Box<(A, B)>) -> Box<(A, B)> {
    // One holder for both sides, so that "nobody else holds the pair" stays checkable.
    let derived = Downstream(pair)
    first.forward(into: derived) { $0.value = ($1, $0.value.1) }
    second.forward(into: derived) { $0.value = ($0.value.0, $1) }
    return pair
  }

  /// Keeps `derived` up to date with this box until nothing can observe it any more.
  func forward<U>(into derived: Downstream<U>, _ update: @escaping (Box<U>, T) -> Void) {
    let handle = Handle(box: self)
    _ = add(handle) { [unowned handle] value in
      update(derived.box, value)
      if derived.isOrphaned { handle.end() }
    }
  }
}

/// The source's hold on a derived box, shared by every source that feeds it.
final class Downstream<U> {
  var box: Box<U>

  init(_ box: Box<U>) { self.box = box }

  /// True when only this holder knows the box and nothing listens to it: nobody can read it or
  /// hear from it, so updating it further is wasted work. A box in the middle of notifying is
  /// never orphaned: its own frames are still running.
  var isOrphaned: Bool {
    isKnownUniquelyReferenced(&box) && !box.state.isNotifying && box.state.bindings.isEmpty
  }
}
