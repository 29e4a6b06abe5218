import WeatherViews

/// Text, as SwiftUI's `Text` shows it: as wide as its words, cut with "…" or wrapped at spaces
/// when its parent has less room (see ``DeclaredView/lineLimit(_:)``). Terminal controls in it
/// are shown as text, never obeyed, as everywhere on the screen.
///
/// ```swift
/// Text(viewModel.locationName).lineLimit(3)
/// ```
///
/// `Text(_:in:)` instead writes a retained ``Label`` that a retained screen lays out, as a
/// controller's `updateProperties()` would; the label asks for a redraw only when the text
/// differs.
public struct Text: DeclaredView {
  @usableFromInline let content: String
  @usableFromInline let label: Label?

  /// Shows `content`.
  ///
  /// - Parameter content: The text.
  @inlinable public init(_ content: String) {
    self.content = content
    label = nil
  }

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

  /// Declares the text, or writes the label: a text needs no identity of its own.
  @inlinable public static func place(_ view: Text, in placement: inout Placement) {
    if let label = view.label {
      label.text = view.content
      return
    }
    placement.items.append(.text(view.content))
  }
}

/// Text typed into the screen's prompt, bound to a `Binding<String>`, with an action for Enter,
/// as SwiftUI's `TextField(_:text:)` with `.onSubmit`.
///
/// The prompt is the app's line editor, which draws itself under the declared views; a host
/// that draws its screen hands it to the text field, and a host on a retained view passes it
/// with `in:`. The prompt clears itself when Enter is pressed, so the action receives the
/// submitted text; by then the binding holds the cleared input. Once the text field's identity
/// is gone, what the prompt reports reaches neither the binding nor the action. The prompt does
/// not keep them either: an action may capture the view that holds the prompt.
///
/// ```swift
/// TextField(text: $city, suggestions: viewModel.suggestions)
///   .onSubmit { viewModel.changeLocation(to: $0) }
/// ```
public struct TextField: DeclaredView {
  let text: Binding<String>
  let prompt: PromptView?
  let suggestions: [String]?
  let onSubmit: @MainActor (String) -> Void

  /// Binds the screen's prompt to `text`.
  ///
  /// - Parameters:
  ///   - text: What is typed: the prompt shows it, and typing sets it.
  ///   - suggestions: Completions listed under the prompt, best first; nil leaves them alone.
  public init(text: Binding<String>, suggestions: [String]? = nil) {
    self.text = text
    prompt = nil
    self.suggestions = suggestions
    onSubmit = { _ in }
  }

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
    suggestions = nil
    self.onSubmit = onSubmit
  }

  private init(_ field: TextField, onSubmit: @escaping @MainActor (String) -> Void) {
    text = field.text
    prompt = field.prompt
    suggestions = field.suggestions
    self.onSubmit = onSubmit
  }

  /// The text field with an action for Enter, as SwiftUI's `onSubmit`.
  ///
  /// - Parameter action: Called with the submitted text.
  /// - Returns: The text field, with the action.
  public func onSubmit(_ action: @escaping @MainActor (String) -> Void) -> TextField {
    TextField(self, onSubmit: action)
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Shows the binding's value in the prompt, and hooks the prompt's callbacks to this text
  /// field's identity.
  public static func place(_ view: TextField, in placement: inout Placement) {
    let made = placement.node(TextFieldNode.self) {
      TextFieldNode(field: view, at: $0)
    }
    guard let node = made, let prompt = view.prompt ?? node.graph?.prompt else { return }
    node.field = view
    // The prompt reports its own text changes: unhooked while the binding's value is written
    // to it, so that showing the value is not taken for typing.
    prompt.onTextChange = nil
    let value = view.text.wrappedValue
    if prompt.text != value { prompt.text = value }
    if let suggestions = view.suggestions { prompt.suggestions = suggestions }
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
      node.performDeclared { node.field.onSubmit(submitted) }
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
