import Foundation
import Testing

/// The sources of the BoxBinding target, read from the package next to this file.
private func boxBindingSources() throws -> [(name: String, text: String)] {
  let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/BoxBinding")
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { $0.hasSuffix(".swift") }.sorted()
  return try names.map { name in
    (name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
  }
}

@Suite("BoxBinding stays small enough to read in one sitting")
struct BoxBudgetTests {
  @Test("at most 260 lines of code, blank lines and comments not counted")
  func codeLineBudget() throws {
    let sources = try boxBindingSources()
    #expect(sources.count >= 5, "found the sources: \(sources.map(\.name))")
    let codeLines = sources.flatMap { $0.text.split(separator: "\n") }.filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
    #expect(codeLines.count <= 260)
  }

  @Test("no file longer than 300 lines")
  func fileLength() throws {
    for source in try boxBindingSources() {
      let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines <= 300, "\(source.name) has \(lines) lines")
    }
  }
}
