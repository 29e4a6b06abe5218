import WeatherViews

/// Blank room that grows along its stack, as SwiftUI's `Spacer` does: across a horizontal
/// stack, the columns that its other views leave; along a vertical one, `minLength` lines.
///
/// ```swift
/// HStack(spacing: 0) {
///   Text(title)
///   Spacer(minLength: 1)
///   Text(count)
/// }
/// ```
public struct Spacer: DeclaredView {
  @usableFromInline let minLength: Int

  /// Makes a spacer.
  ///
  /// - Parameter minLength: The fewest columns (or lines) it takes.
  @inlinable public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Declares the spacer.
  @inlinable public static func place(_ view: Spacer, in placement: inout Placement) {
    placement.items.append(.spacer(minLength: max(view.minLength, 0)))
  }
}

/// A rule across the screen's panel, joined to its borders, as SwiftUI's `Divider` separates
/// the parts of a vertical stack.
///
/// ```swift
/// VStack {
///   Text(place.name)
///   Divider()
///   Text(place.conditions)
/// }
/// ```
public struct Divider: DeclaredView {
  /// Makes a divider.
  @inlinable public init() {}

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Declares the rule.
  @inlinable public static func place(_ view: Divider, in placement: inout Placement) {
    placement.items.append(.divider)
  }
}

/// A picture drawn in text, such as a weather icon, as SwiftUI's `Image` shows one: as wide as
/// its widest line and as tall as its lines.
///
/// ```swift
/// Image(picture).frame(width: WeatherViews.Image.width, alignment: .leading)
/// ```
public struct Image: DeclaredView {
  @usableFromInline let lines: [String]

  /// Shows a picture; nil shows nothing.
  ///
  /// - Parameter picture: The lines of the picture.
  @inlinable public init(_ picture: WeatherViews.Image?) {
    lines = picture?.lines ?? []
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Declares the picture, as the retained `ImageView` draws it: an image's lines are the
  /// app's own pictures, each ``WeatherViews/Image/width`` columns wide, so neither cleaning
  /// nor measuring them is needed.
  @inlinable public static func place(_ view: Image, in placement: inout Placement) {
    placement.items.append(
      .picture(view.lines, columns: view.lines.isEmpty ? 0 : WeatherViews.Image.width))
  }
}

/// Shows that work is in progress, as SwiftUI's `ProgressView` does. A terminal frame is still,
/// so it is drawn as its title, or as "…" without one, for as long as a body declares it: the
/// `if` that declares it while loading removes it when loading ends.
///
/// ```swift
/// if viewModel.isLoading { ProgressView("Loading…") }
/// ```
public struct ProgressView: DeclaredView {
  @usableFromInline let title: String

  /// Makes an indicator drawn as "…".
  @inlinable public init() {
    title = "…"
  }

  /// Makes an indicator with a title, drawn as the title.
  ///
  /// - Parameter title: What is in progress, such as "Loading…".
  @inlinable public init(_ title: String) {
    self.title = title
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Declares the indicator.
  @inlinable public static func place(_ view: ProgressView, in placement: inout Placement) {
    Text.place(Text(view.title), in: &placement)
  }
}
