import Foundation
import WeatherApp

/// The `main` of `weather-recordings`: writes every recording, or the golden stills that a
/// browser's screenshots of a recording are compared with.
///
/// ```swift
/// await RecordingCommand.main()
/// ```
@MainActor
public enum RecordingCommand {
  /// The usage text.
  static let usage = """
    USAGE: weather-recordings write DIRECTORY
           weather-recordings stills GOLDEN DIRECTORY

    write   Records every script and writes NAME.cast (asciicast v2), NAME.svg (the same
            pictures, animated) and NAME.txt (the last picture as text) into DIRECTORY.
    stills  For the README's recording, writes a still SVG of each of two blocks of GOLDEN
            (weather-side-by-side's golden transcript for the same lines), cut to the
            recording's variants, and prints for each the second of the animated SVG that
            shows the same picture, then the still's path.
    """

  /// Runs the command and exits with its status.
  ///
  /// - Parameter arguments: The arguments without the program name.
  public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async
    -> Never
  {
    do {
      switch arguments.first {
      case "write" where arguments.count == 2:
        try await write(to: URL(fileURLWithPath: arguments[1]))
      case "stills" where arguments.count == 3:
        try await stills(
          golden: URL(fileURLWithPath: arguments[1]), to: URL(fileURLWithPath: arguments[2]))
      default:
        StandardStream.error.write(usage + "\n")
        exit(2)
      }
    } catch {
      StandardStream.error.write("weather-recordings: \(error)\n")
      exit(1)
    }
    exit(0)
  }

  /// Records `script` and returns the files that `write` makes of it: NAME.cast (asciicast
  /// v2), NAME.svg (the same pictures, animated) and NAME.txt (the last picture as text).
  ///
  /// - Parameter script: The script to record.
  /// - Returns: Each file's name and its text.
  ///
  /// ```swift
  /// for file in try await RecordingCommand.files(of: .readme) { print(file.name) }
  /// ```
  public static func files(of script: RecordingScript) async throws
    -> [(name: String, text: String)]
  {
    let recording = try await SessionRecorder.record(script)
    return [
      ("\(script.name).cast", Asciicast.encode(recording)),
      ("\(script.name).svg", AnimatedSVG.render(recording, label: script.description)),
      ("\(script.name).txt", recording.lastLines.joined(separator: "\n") + "\n"),
    ]
  }

  private static func write(to folder: URL) async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for script in RecordingScript.all {
      for file in try await files(of: script) {
        try Data(file.text.utf8).write(
          to: folder.appendingPathComponent(file.name), options: .atomic)
      }
    }
  }

  /// The golden blocks whose stills are written: the place not found, and the last.
  private static func stills(golden: URL, to folder: URL) async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = RecordingScript.readme
    let recording = try await SessionRecorder.record(script)
    let transcript = GoldenSideBySide(text: try String(contentsOf: golden, encoding: .utf8))
    let columns = script.goldenColumns
    let shots = AnimatedSVG.capped(recording.shots)
    for block in [transcript.blocks.count - 3, transcript.blocks.count - 1] {
      let lines = transcript.lines(ofBlock: block, variants: columns)
      guard let index = shots.firstIndex(where: { $0.lines == lines }) else {
        throw StillError(block: block)
      }
      // The golden file holds text; the styles and the cursor are the terminal's for it.
      var still = shots[index]
      still.picture.lines = lines
      let end =
        index + 1 < shots.count ? shots[index + 1].milliseconds : recording.durationMilliseconds
      still.milliseconds = 0
      let svg = AnimatedSVG.render(
        Recording(title: script.title, shots: [still], finalPauseMilliseconds: 0),
        label: script.description, columns: recording.columns, rows: recording.rows)
      let file = folder.appendingPathComponent("still-\(block).svg")
      try Data(svg.utf8).write(to: file, options: .atomic)
      let middle = (shots[index].milliseconds + end) / 2
      StandardStream.output.write("\(Asciicast.seconds(middle)) \(file.path)\n")
    }
  }

  private struct StillError: Error, CustomStringConvertible {
    var block: Int
    var description: String { "no picture of the recording is the golden block \(block + 1)" }
  }
}
