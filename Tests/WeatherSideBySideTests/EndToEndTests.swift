import Foundation
import Testing
import WeatherApp
import WeatherCore
import WeatherSideBySide
import WeatherTestSupport
import WeatherViews

/// `weather-side-by-side` run as a program, in plain mode.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("weather-side-by-side, end to end", .timeLimit(.minutes(20)))
struct EndToEndTests {
  static let golden = GoldenFile.directory(beside: #filePath)
  static let arguments = ["--plain", "--now", "2026-11-29T11:30:00Z"]
  static let lines = ["Paris", "xyzzy", "Tokyo"]

  /// Runs the program in plain mode with more arguments, expects status 0, and returns its blocks.
  static func blocksOfSuccessfulRun(
    _ more: [String], input: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [[String]] {
    let run = try await ProcessRun(
      executable: "weather-side-by-side", arguments: arguments + more, input: input)
    #expect(run.status == 0, sourceLocation: sourceLocation)
    return blocks(run.standardOutput)
  }

  @Test("the composed output of a run matches its golden transcript")
  func goldenTranscript() async throws {
    // The start and each line draw two updates: "Loading…", then the answer.
    let script = Transcript(
      program: "weather-side-by-side", arguments: Self.arguments,
      steps: [.init(input: nil, output: "\n\n\n\n")]
        + Self.lines.map { .init(input: $0, output: "\n\n\n\n") })
    let (actual, status) = try await PlainProcess.replay(script, executable: "weather-side-by-side")
    #expect(status == 0)
    GoldenFile(directory: Self.golden, name: "paris-xyzzy-tokyo.txt").check(actual.text)
  }

  @Test(
    "each column of each block is the frame that the variant's own executable prints",
    arguments: [
      (["--screen", "weather"], lines),
      // Each change to the list is saved, so each variant must start from the same file.
      (["--screen", "locations"], ["Oslo", ":remove 1", "Moonak", "2", ":back", ":save", "Oslo"]),
    ])
  func columnsMatchTheExecutables(more: [String], lines: [String]) async throws {
    let folder = try TemporaryDirectory()
    let file = folder.file("places.json")
    let arguments = Self.arguments + more + ["--locations-file", file.path]
    let input = lines.joined(separator: "\n") + "\n"
    let run = try await ProcessRun(
      executable: "weather-side-by-side", arguments: arguments, input: input)
    #expect(run.status == 0)
    let composed = blocks(run.standardOutput)
    let executables = WeatherVariant.all.map(\.executable)
    let written = try? Data(contentsOf: file)
    for (column, executable) in executables.enumerated() {
      // Each executable starts from the file as side by side found it: none.
      try? FileManager.default.removeItem(at: file)
      let own = try await ProcessRun(
        executable: executable, arguments: arguments, input: input)
      let saved = try? Data(contentsOf: file)
      #expect(saved == written, "\(executable) saved another list")
      let frames = blocks(own.standardOutput)
      try #require(frames.count == composed.count, "\(executable) drew another number of frames")
      for (frame, block) in zip(frames, composed) {
        let width = frame[0].count
        let cut = block.dropFirst().prefix(frame.count).map {
          String($0.dropFirst(column * (width + Composer.gap)).prefix(width))
        }
        #expect(cut == frame, "column \(column) differs from \(executable)")
      }
    }
    let statuses = composed.map { $0.last ?? "" }
    #expect(statuses.allSatisfy { $0.hasPrefix("identical · MVC: ") })
  }

  @Test("each variant saves into its own copy: all say they added Oslo, and the file holds it once")
  func savesOnce() async throws {
    let folder = try TemporaryDirectory()
    let file = folder.file("places.json")
    let composed = try await Self.blocksOfSuccessfulRun(
      ["--locations-file", file.path, "--width", "60"], input: "Oslo\n:save\n")
    let added = composed.last?.filter { $0.contains("Added Oslo, Norway.") }
    #expect(added?.count == SideBySideVariant.all.count)
    let saved = LocationStore(url: file).load()
    #expect(saved.problem == nil)
    #expect(saved.locations.map(\.name).filter { $0 == "Oslo, Norway" }.count == 1)
    #expect(folder.names() == ["places.json"])
  }

  @Test("with --width 80 the frames are stacked and no line is wider than 80 columns")
  func narrow() async throws {
    let composed = try await Self.blocksOfSuccessfulRun(["--width", "80"], input: "Paris\n")
    #expect(composed.count == 4)
    for block in composed {
      #expect(block.allSatisfy { !$0.isEmpty && TextWidth.columns(in: $0) <= 80 })
      let headers = block.filter {
        ["MVC", "MVVM", "Observation", "Declarative"].contains(
          $0.trimmingCharacters(in: .whitespaces))
      }
      #expect(headers.count == SideBySideVariant.all.count)
    }
  }

  @Test("with --width 160 the four frames stand side by side, narrower, within 160 columns")
  func wideEnough() async throws {
    let composed = try await Self.blocksOfSuccessfulRun(["--width", "160"], input: "Paris\n")
    #expect(composed.count == 4)
    for block in composed {
      #expect(block.allSatisfy { !$0.isEmpty && TextWidth.columns(in: $0) <= 160 })
      #expect(
        block[1]
          == Array(repeating: "╭" + String(repeating: "─", count: 36) + "╮", count: 4)
          .joined(separator: "  "))
    }
  }

  @Test("--variants picks the variants and their order")
  func variantsFlag() async throws {
    let first = try #require(
      await Self.blocksOfSuccessfulRun(["--variants", "mvvm"], input: "").first)
    #expect(first[0].trimmingCharacters(in: .whitespaces) == "MVVM")
    #expect(first.last?.hasPrefix("identical · MVVM: 31 label writes") == true)
  }

  @Test(
    "a bad flag is a usage error with status 2",
    arguments: [
      (["--variants", "mvc,mvp"], "--variants takes names from mvc, mvvm"),
      (["--variants", "mvc,mvc"], "--variants names 'mvc' twice"),
      (["--width", "12"], "--width must be a whole number of columns"),
      (["--timings=yes"], "unknown option '--timings=yes'"),
    ])
  func usageErrors(arguments: [String], message: String) async throws {
    let run = try await ProcessRun(executable: "weather-side-by-side", arguments: arguments)
    #expect(run.status == 2)
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
  }

  @Test("--help lists the runner's flags and the variants' own")
  func help() async throws {
    let run = try await ProcessRun(executable: "weather-side-by-side", arguments: ["--help"])
    #expect(run.status == 0)
    for flag in ["--variants LIST", "--timings", "--width N", "--location TEXT", "--latency MS"] {
      #expect(run.standardOutput.contains(flag))
    }
  }
}
