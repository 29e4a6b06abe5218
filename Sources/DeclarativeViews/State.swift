import Observation

/// A value that a declared view owns, kept for as long as the view's identity lasts, as
/// SwiftUI's `@State` keeps it.
///
/// The view is a value that its parent makes again on every evaluation; the state is not in
/// it but in the layer, which hands each new copy of the view the storage of its identity.
/// Reading the state in a body is tracked like any `@Observable` property, so a change
/// evaluates again exactly the views that read it.
///
/// ```swift
/// struct Search: DeclaredView {
///   @State private var city = ""
///   let prompt: PromptView
///   var body: some DeclaredView { TextField(text: $city, in: prompt) }
/// }
/// ```
///
/// The state belongs to the view's identity: an identity that begins starts from the initial
/// value, and a write before the view is installed is not its state. Writing the state while a
/// body is evaluated is a mistake, as SwiftUI's "Modifying state during view update" is: it is
/// reported once (see ``HostingController/onMistake``) and the write takes effect when the
/// update ends. A write in the view's `init`, which its parent's body runs, is reported with the
/// view's own path, and does not reach the state: the identity starts from the initial value.
/// Once the view's identity is gone, writes are ignored.
@MainActor
@propertyWrapper
public struct State<Value> {
  let location: StateLocation<Value>

  /// Creates the state with its first value, used only if the view's identity is new.
  public init(wrappedValue: Value) {
    location = StateLocation(initial: wrappedValue)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { location.storage.value }
    nonmutating set { location.storage.write(newValue) }
  }

  /// A binding that reads and writes the state, as `$city` does in SwiftUI.
  public var projectedValue: Binding<Value> {
    let storage = location.storage
    return Binding(get: { storage.value }, set: { storage.write($0) })
  }
}

/// State is not an input from the parent: a view's identity keeps its own, whatever value
/// the parent's new copy starts with, so two states never make two views' inputs differ.
extension State: Equatable {
  /// Always true: state belongs to the identity, not to the inputs.
  public nonisolated static func == (lhs: State, rhs: State) -> Bool { true }
}

/// Where one copy of a view finds its state: the storage made with the copy, until the layer
/// points it at the storage that the view's identity keeps.
final class StateLocation<Value> {
  /// The value that the view's code gave the state: a new identity starts from it, whatever
  /// was written to this copy's storage before the identity began.
  let initial: Value
  var storage: StateStorage<Value>

  init(initial: Value) {
    self.initial = initial
    storage = StateStorage(initial)
  }
}

/// What the layer needs of a state property that it finds in a view, whatever its value's type.
@MainActor
protocol StateProperty {
  /// New storage that holds the state's initial value, for an identity that begins.
  func makeStorage() -> AnyStateStorage
  /// Points this copy of the view at `storage`, which its identity keeps.
  func adopt(_ storage: AnyStateStorage)
  /// Whether this copy's own storage was written while a body was evaluated, before the copy
  /// was placed: a write in the view's `init`, which its parent's body ran.
  var isWrittenBeforePlacement: Bool { get }
}

extension State: StateProperty {
  func makeStorage() -> AnyStateStorage { StateStorage(location.initial) }

  func adopt(_ storage: AnyStateStorage) {
    guard let storage = storage as? StateStorage<Value> else {
      preconditionFailure("a view's state changed type: \(Value.self)")
    }
    location.storage = storage
  }

  var isWrittenBeforePlacement: Bool { location.storage.isWrittenBeforePlacement }
}

/// The storage of one state, whatever its value's type: what the layer tells it when its
/// view's identity begins and ends, and the observation of its value.
///
/// The value is observed through this class's key path, not through one of the generic
/// subclass: Swift makes a generic class's key path anew at every access, which here would be
/// every read of the state in a body.
class AnyStateStorage: Observable {
  /// The view whose identity keeps this storage; nil until the view is placed.
  weak var owner: Node?
  /// Whether the storage has been placed: from then on it lives only as long as its owner.
  var isPlaced = false
  /// Whether a body was being evaluated when the storage was written before it was placed.
  var isWrittenBeforePlacement = false

  private let registrar = ObservationRegistrar()
  /// What a body that reads the state observes: the value, whose type this class does not know.
  private(set) var observedValue: Void = ()

  /// Tells the observers that a body read the value.
  final func valueRead() {
    registrar.access(self, keyPath: \.observedValue)
  }

  /// Changes the value with `change`, telling the bodies that read it.
  final func changeValue(_ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: \.observedValue, change)
  }
}

/// One state's value, observable so that the bodies that read it are evaluated again when it
/// changes.
final class StateStorage<Value>: AnyStateStorage {
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// The value, read in a body's tracking like an `@Observable` property.
  var value: Value {
    valueRead()
    return stored
  }

  /// Stores `newValue`, unless the view that owns this state is gone. Written while a body is
  /// evaluated (a mistake, reported), the value is stored after the update, so that every view
  /// that read it follows it from the next pass.
  @MainActor func write(_ newValue: Value) {
    if !isPlaced, Evaluation.current != nil {
      // A copy made in the body being evaluated, such as by a child's `init`: the view that
      // places the copy reports it by the child's path, and the write, made before the view's
      // identity, is not its state.
      isWrittenBeforePlacement = true
      return
    }
    if let evaluating = Evaluation.current {
      evaluating.reportMistake(writing: "state", outcome: "the write waits for the update's end")
      evaluating.graph?.repair { [weak self] in self?.write(newValue) }
      return
    }
    if isPlaced, owner?.isAlive != true { return }
    changeValue { stored = newValue }
  }
}

/// A way to read and write a value that someone else owns, as SwiftUI's `Binding` is: a
/// ``State``'s `$` gives one, and a ``TextField`` takes one.
///
/// ```swift
/// let binding = Binding(get: { model.city }, set: { model.city = $0 })
/// binding.wrappedValue = "Paris"
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  /// Creates a binding from how to read and how to write the value.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes a new value.
  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  /// A binding that always reads `value` and ignores writes, for previews and tests.
  ///
  /// - Parameter value: The value read.
  /// - Returns: The binding.
  @MainActor public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read and written through the binding.
  @MainActor public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding to one property of the value, as `$settings.city` is in SwiftUI: reading it reads
  /// the property, and writing it writes the whole value back with the property changed.
  ///
  /// - Parameter keyPath: The property.
  @MainActor
  public subscript<Property>(
    dynamicMember keyPath: WritableKeyPath<Value, Property>
  ) -> Binding<Property> {
    Binding<Property>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }

  /// The binding itself, so that a view that holds one as `@Binding` can pass on `$text`.
  public var projectedValue: Binding<Value> { self }

  /// Creates the binding that a `@Binding` property holds.
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }
}

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable` gives them:
/// `$model.city` reads and writes `model.city`, and a body that reads it through the binding is
/// tracked as if it had read the property.
///
/// ```swift
/// struct Search: DeclaredView {
///   @Bindable var model: SearchModel
///   var body: some DeclaredView { TextField(text: $model.city) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Model: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Model

  /// Makes bindings to `wrappedValue`'s properties.
  ///
  /// - Parameter wrappedValue: The model.
  public init(wrappedValue: Model) {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to `model`'s properties, where no property wrapper is wanted.
  ///
  /// - Parameter model: The model.
  public init(_ model: Model) {
    wrappedValue = model
  }

  /// Itself, so that `$model.city` reaches ``subscript(dynamicMember:)``.
  public var projectedValue: Bindable<Model> { self }

  /// A binding to one of the model's properties.
  ///
  /// - Parameter keyPath: The property.
  @MainActor
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Model, Property>
  ) -> Binding<Property> {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}
