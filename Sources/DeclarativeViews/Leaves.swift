import WeatherViews

/// A line of text shown in a retained ``Label``, as SwiftUI's `Text` shows text.
///
/// Each evaluation of the body that declares it writes the label, as a controller's
/// `updateProperties()` would; the label asks for a redraw only when the text differs.
///
/// ```swift
/// Text(viewModel.locationName, in: view.locationLabel)
/// ```
public struct Text: DeclaredView {
  @usableFromInline let content: String
  @usableFromInline let label: Label

  /// Shows `content` in `label`.
  ///
  /// - Parameters:
  ///   - content: The text.
  ///   - label: The retained label that draws it.
  @inlinable public init(_ content: String, in label: Label) {
    self.content = content
    self.label = label
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Writes the label: a text needs no identity of its own.
  @inlinable public static func place(_ view: Text, in placement: inout Placement) {
    view.label.text = view.content
  }
}

/// Text typed into a retained ``PromptView``, bound to a `Binding<String>`, with an action for
/// Enter, as SwiftUI's `TextField(_:text:)` with `.onSubmit`.
///
/// The prompt clears itself when Enter is pressed, so the action receives the submitted text;
/// by then the binding holds the cleared input. Once the text field's identity is gone, what the
/// prompt reports reaches neither the binding nor the action. The prompt does not keep them
/// either: an action may capture the view that holds the prompt.
///
/// ```swift
/// TextField(text: $city, in: view.prompt) { city in viewModel.search(city) }
/// ```
public struct TextField: DeclaredView {
  let text: Binding<String>
  let prompt: PromptView
  let onSubmit: @MainActor (String) -> Void

  /// Binds `prompt` to `text`.
  ///
  /// - Parameters:
  ///   - text: What is typed: the prompt shows it, and typing sets it.
  ///   - prompt: The retained prompt that takes the input.
  ///   - onSubmit: Called with the text when Enter is pressed.
  public init(
    text: Binding<String>, in prompt: PromptView,
    onSubmit: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.text = text
    self.prompt = prompt
    self.onSubmit = onSubmit
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Shows the binding's value in the prompt, and hooks the prompt's callbacks to this text
  /// field's identity.
  public static func place(_ view: TextField, in placement: inout Placement) {
    let made = placement.node(TextFieldNode.self) {
      TextFieldNode(field: view, at: $0)
    }
    guard let node = made else { return }
    node.field = view
    let prompt = view.prompt
    // The prompt reports its own text changes: unhooked while the binding's value is written
    // to it, so that showing the value is not taken for typing.
    prompt.onTextChange = nil
    let value = view.text.wrappedValue
    if prompt.text != value { prompt.text = value }
    // The prompt keeps its callbacks, and the view that declared this text field often holds
    // the prompt, so an action written as `{ model.search($0) }` captures that view. The
    // callbacks reach the binding and the action through this identity's node, weakly, and
    // not by capturing them: otherwise the prompt would keep the declaring view, which keeps
    // the prompt.
    prompt.onTextChange = { [weak node] typed in
      guard let node, node.isAlive else { return }
      node.field.text.wrappedValue = typed
    }
    prompt.onSubmit = { [weak node] submitted in
      guard let node, node.isAlive else { return }
      node.field.onSubmit(submitted)
    }
  }
}

/// A retained view that spins while work is in progress, as `UIActivityIndicatorView` does;
/// the screens' own indicator conforms to it where both modules are in view.
@MainActor
public protocol ActivityIndicating: AnyObject {
  /// Whether it spins now.
  var isAnimating: Bool { get }
  /// Starts spinning.
  func startAnimating()
  /// Stops spinning.
  func stopAnimating()
}

/// Shows whether work is in progress on a retained ``ActivityIndicating`` view, as SwiftUI's
/// `ProgressView` does while an app loads.
///
/// ```swift
/// ActivityIndicator(isAnimating: viewModel.isLoading, in: view.activityIndicator)
/// ```
public struct ActivityIndicator: DeclaredView {
  @usableFromInline let isAnimating: Bool
  @usableFromInline let indicator: any ActivityIndicating

  /// Starts or stops `indicator`.
  ///
  /// - Parameters:
  ///   - isAnimating: Whether work is in progress.
  ///   - indicator: The retained view that shows it.
  @inlinable public init(isAnimating: Bool, in indicator: any ActivityIndicating) {
    self.isAnimating = isAnimating
    self.indicator = indicator
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Starts or stops the indicator: it needs no identity of its own.
  @inlinable public static func place(_ view: ActivityIndicator, in placement: inout Placement) {
    guard view.indicator.isAnimating != view.isAnimating else { return }
    if view.isAnimating {
      view.indicator.startAnimating()
    } else {
      view.indicator.stopAnimating()
    }
  }
}
