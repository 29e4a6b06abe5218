/// A line-by-line diff that reads like `diff -u` without the headers, for failure messages.
///
/// ```swift
/// print(LineDiff.describe(expected: "a\nb", actual: "a\nc"))
/// // "  a\n- b\n+ c"
/// ```
public enum LineDiff {
  /// Describes how `actual` differs from `expected`, line by line, with context.
  ///
  /// Lines only in `expected` start with "- ", lines only in `actual` with "+ ", and up to
  /// `context` unchanged lines around each change with two spaces; longer unchanged runs are
  /// folded into "…".
  ///
  /// - Parameters:
  ///   - expected: The text that was wanted.
  ///   - actual: The text that came out.
  ///   - context: How many unchanged lines to keep around a change.
  /// - Returns: The diff, or "" when the texts are equal.
  public static func describe(expected: String, actual: String, context: Int = 3) -> String {
    guard expected != actual else { return "" }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    var keep = [Bool](repeating: false, count: edits.count)
    for (index, edit) in edits.enumerated() where edit.kind != " " {
      for near in max(0, index - context)...min(edits.count - 1, index + context) {
        keep[near] = true
      }
    }
    var lines: [String] = []
    var folded = false
    for (index, edit) in edits.enumerated() {
      if keep[index] {
        lines.append("\(edit.kind) \(edit.line)")
        folded = false
      } else if !folded {
        lines.append("…")
        folded = true
      }
    }
    return lines.joined(separator: "\n")
  }

  private struct Edit {
    var kind: Character
    var line: String
  }

  // A longest-common-subsequence table; golden files are a few hundred lines at most.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    let rows = old.count
    let columns = new.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        table[row][column] =
          old[row] == new[column]
          ? table[row + 1][column + 1] + 1
          : max(table[row + 1][column], table[row][column + 1])
      }
    }
    var edits: [Edit] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, old[row] == new[column] {
        edits.append(Edit(kind: " ", line: old[row]))
        row += 1
        column += 1
      } else if column < columns, row == rows || table[row][column + 1] >= table[row + 1][column] {
        edits.append(Edit(kind: "+", line: new[column]))
        column += 1
      } else {
        edits.append(Edit(kind: "-", line: old[row]))
        row += 1
      }
    }
    return edits
  }
}
