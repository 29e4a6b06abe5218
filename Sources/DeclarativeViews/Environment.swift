import Observation

/// An `@Observable` object that a view above set with ``DeclaredView/environment(_:)``, read
/// here, as SwiftUI's `@Environment(Model.self)` reads it.
///
/// What a view needs from far above, such as its screen's view model or a service, is set once
/// where it is made and read where it is used, instead of being handed through every `init`
/// in between. A view reads the object that the nearest `.environment(_:)` of its type above it
/// set: the environment flows down the tree by structural position, never up or sideways.
///
/// ```swift
/// struct Screen: DeclaredView {
///   let model: ScreenModel
///   var body: some DeclaredView { Title().environment(model) }
/// }
///
/// struct Title: DeclaredView {
///   @Environment(ScreenModel.self) private var model
///   var body: some DeclaredView { Text(model.title) }
/// }
/// ```
///
/// A view that declares the property depends on the object: the view is evaluated again when
/// a view above sets another object of the type, and, through Observation, when a property of
/// the object that the body read changes. With no such object above it, the view's body is not
/// evaluated, so it shows nothing, and the mistake is reported with the view's path (see
/// ``HostingController/onMistake``); SwiftUI stops the program there.
/// Reading the object where no body of the view was ever evaluated, such as in a view that was
/// never placed, stops the program with a message that says so.
@MainActor
@propertyWrapper
public struct Environment<Value: AnyObject & Observable> {
  let location: EnvironmentLocation

  /// Reads the object of type `objectType` that a view above set.
  ///
  /// - Parameter objectType: The object's type, such as `ScreenModel.self`.
  public init(_ objectType: Value.Type) {
    location = EnvironmentLocation(type: Value.self)
  }

  /// The object that the nearest `.environment(_:)` of its type above this view set.
  public var wrappedValue: Value {
    // Found from the identity whose body or action runs now, when there is one, so a copy
    // that a parent hands in needs no setting up; kept for a read from a closure that runs
    // later, outside both.
    if let node = Evaluation.current ?? Evaluation.acting,
      let found = node.environmentSource(of: location.type)
    {
      location.source = found
    }
    guard let source = location.source else {
      preconditionFailure(
        "@Environment(\(Value.self).self) was read outside the body of a placed view, or with no "
          + ".environment(_:) of a \(Value.self) above it: it has no object to read.")
    }
    return unsafeDowncast(source.object, to: Value.self)
  }
}

/// The environment is not an input from the parent: the view reads it from above, and a new
/// object evaluates the views that read it, so it never makes two views' inputs differ.
extension Environment: Equatable {
  /// Always true: a change of the object reaches the views that read it through Observation.
  public nonisolated static func == (lhs: Environment, rhs: Environment) -> Bool { true }
}

/// Where one copy of a view finds the object of its `@Environment` property: the source that
/// it found when it was last read in a body or an action.
final class EnvironmentLocation {
  /// The object's type, which the source must provide.
  let type: ObjectIdentifier
  /// The object's type itself, named only when a report needs it: a view's copy makes a
  /// location each time its parent's body declares it, and spelling a type's name is costly.
  private let objectType: AnyObject.Type
  var source: EnvironmentSource?

  init<Value: AnyObject>(type: Value.Type) {
    self.type = ObjectIdentifier(type)
    objectType = type
  }

  /// The object's type, as a report names it.
  var typeName: String { String(describing: objectType) }
}

/// What the layer needs of an `@Environment` property that it finds in a view.
@MainActor
protocol EnvironmentProperty {
  var location: EnvironmentLocation { get }
}

extension Environment: EnvironmentProperty {}

/// The object that one `.environment(_:)` sets.
///
/// It is not observed: a body reads it on every evaluation, and tracking that read would cost
/// each evaluation an Observation registration of its own. The views that declare an
/// `@Environment` of its type are found below its identity when the object becomes another
/// one, which happens only when the view that sets it is declared with another object.
final class EnvironmentSource {
  /// The object's type.
  let type: ObjectIdentifier
  /// The object that the views below read.
  private(set) var object: AnyObject

  init(object: AnyObject, type: ObjectIdentifier) {
    self.object = object
    self.type = type
  }

  /// Sets `newObject`, and says whether it is another object than before.
  func set(_ newObject: AnyObject) -> Bool {
    guard newObject !== object else { return false }
    object = newObject
    return true
  }
}

/// A view with an object set in the environment of the views it declares, as SwiftUI's
/// `.environment(_:)` sets it.
public struct EnvironmentWriter<Content: DeclaredView, Object: AnyObject & Observable>:
  DeclaredView
{
  @usableFromInline let content: Content
  @usableFromInline let object: Object

  @usableFromInline init(content: Content, object: Object) {
    self.content = content
    self.object = object
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the view under an identity that holds the object, where the views under it find
  /// it, and lays them out in line with the views around it.
  @inlinable public static func place(_ view: EnvironmentWriter, in placement: inout Placement) {
    placement.environmentNode(setting: view.object, of: ObjectIdentifier(Object.self))?
      .placeChildren { Content.place(view.content, in: &$0) }
  }
}

extension DeclaredView {
  /// Sets `object` in the environment of this view and the views under it: a view below that
  /// declares `@Environment(Object.self)` reads it, unless a nearer `.environment(_:)` sets
  /// another object of the type.
  ///
  /// ```swift
  /// Forecast().environment(viewModel)
  /// ```
  ///
  /// - Parameter object: The `@Observable` object, such as a screen's view model.
  /// - Returns: This view, with the object in its environment.
  @inlinable public func environment<Object: AnyObject & Observable>(_ object: Object)
    -> EnvironmentWriter<Self, Object>
  {
    EnvironmentWriter(content: self, object: object)
  }
}

/// The identity of a view with an object in its environment: the views under it are its
/// children, so that they find the object by walking up from their place.
@MainActor
@usableFromInline
final class EnvironmentNode: Node {
  let source: EnvironmentSource

  init(source: EnvironmentSource, at place: NodePlace) {
    self.source = source
    super.init(at: place)
  }

  /// Sets `object` for the views below, and marks those that declare an `@Environment` of its
  /// type, if it is another object than before: this identity is the nearest
  /// `.environment(_:)` of the type above them, but for those under another one of the type,
  /// which they read instead.
  func set(_ object: AnyObject) {
    guard source.set(object) else { return }
    let type = source.type
    visitDescendants { node in
      if let nearer = node as? EnvironmentNode, nearer.source.type == type { return false }
      if let reader = node as? TrackedNode, reader.declaresEnvironment(of: type) {
        reader.environmentChanged()
      }
      return true
    }
  }
}

extension Node {
  /// The object of type `type` that the nearest `.environment(_:)` above this identity sets.
  func environmentSource(of type: ObjectIdentifier) -> EnvironmentSource? {
    var node = parent
    while let current = node {
      if let provider = current as? EnvironmentNode, provider.source.type == type {
        return provider.source
      }
      node = current.parent
    }
    return nil
  }
}

// The identity of an `.environment(_:)`, found or made by code that is not inlined: its
// `place(_:in:)` is inlinable, so that the views under it are placed by code specialized for
// their types, and only this part, which does not depend on them, is shared.
extension Placement {
  /// The identity that sets `object` for the views under it, last time's or a new one.
  @usableFromInline mutating func environmentNode(
    setting object: AnyObject, of type: ObjectIdentifier
  ) -> EnvironmentNode? {
    let made = drawingNode(EnvironmentNode.self) {
      EnvironmentNode(source: EnvironmentSource(object: object, type: type), at: $0)
    }
    guard let node = made else { return nil }
    node.set(object)
    return node
  }
}
