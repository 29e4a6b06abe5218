/// A picture drawn in text: ``Image/height`` lines, each ``Image/width`` columns wide, as a
/// `UIImage` is a bitmap. The pictures themselves are the app's: the weather screens find theirs
/// by icon id with `Image(named:)`, as an app finds its images in its asset catalog.
///
/// ```swift
/// let dot = Image(name: "dot", lines: ["", "", "      •", "", ""])
/// print(dot.lines.joined(separator: "\n"))
/// ```
public struct Image: Sendable, Hashable {
  /// The name that the image was made under, such as an icon id.
  public let name: String
  /// The picture, one string a line, each exactly ``Image/width`` columns wide.
  public let lines: [String]

  /// The number of lines of every image.
  public static let height = 5
  /// The number of columns of every image.
  public static let width = 13

  /// Makes an image of `lines`, each padded or cut to ``Image/width`` columns.
  ///
  /// - Parameters:
  ///   - name: The name the image goes by.
  ///   - lines: The picture, one string a line.
  public init(name: String, lines: [String]) {
    self.name = name
    self.lines = lines.map { TextWidth.pad($0, columns: Image.width) }
  }
}
