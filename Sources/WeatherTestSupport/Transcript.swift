/// A plain-mode session written down: the command, each input line, and the frames printed.
///
/// A golden transcript is the program's exact stdout with two kinds of marker lines woven in:
/// `$ ARGS` (the command line) first, and `> LINE` before the frames that followed typing
/// LINE. Plain output never starts a line with "$ " or "> ", so the stdout is the transcript
/// without its markers, and a reader sees which input produced which frames.
///
/// ```
/// $ weather --plain --now 2026-11-29T11:30:00Z
/// ╭──…──╮
/// …
///
/// > Paris
/// ```
public struct Transcript: Sendable, Equatable {
  /// One input line and the output printed after it, until the next input.
  public struct Step: Sendable, Equatable {
    /// The line typed; `nil` for the output printed before any input.
    public var input: String?
    /// The stdout printed during this step, frames each followed by one empty line.
    public var output: String

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - input: The line typed, or `nil` for the start.
    ///   - output: The stdout printed during the step.
    public init(input: String?, output: String) {
      self.input = input
      self.output = output
    }

    /// The number of frames printed during this step.
    public var frameCount: Int { output.components(separatedBy: "\n\n").count - 1 }
  }

  /// The program's name on the `$` line: "weather" for either single-variant executable.
  public var program: String
  /// The program's arguments, without the program name.
  public var arguments: [String]
  /// The start, then one step per input line.
  public var steps: [Step]

  /// Creates a transcript.
  ///
  /// - Parameters:
  ///   - program: The program's name on the `$` line.
  ///   - arguments: The program's arguments.
  ///   - steps: The start step and one step per line.
  public init(program: String = "weather", arguments: [String], steps: [Step]) {
    self.program = program
    self.arguments = arguments
    self.steps = steps
  }

  /// The input lines, in order.
  public var inputs: [String] { steps.compactMap(\.input) }

  /// Everything the program printed on stdout.
  public var stdout: String { steps.map(\.output).joined() }

  /// The transcript as text, as it is stored in a golden file.
  public var text: String {
    var text = "$ " + ([program] + arguments).joined(separator: " ") + "\n"
    for step in steps {
      if let input = step.input { text += "> " + input + "\n" }
      text += step.output
    }
    return text
  }

  /// Reads a transcript from its text.
  ///
  /// - Parameter text: A golden file's contents.
  /// - Returns: The transcript, or `nil` when the text does not start with a `$ weather…` line.
  public init?(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard let command = lines.popFirst(), command.hasPrefix("$ weather") else { return nil }
    let words = command.dropFirst(2).split(separator: " ").map(String.init)
    program = words[0]
    arguments = Array(words.dropFirst())
    var steps = [Step(input: nil, output: "")]
    // The text ends with a line break, so the last element is the empty string after it.
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      if line.hasPrefix("> ") || line == ">" {
        steps.append(Step(input: String(line.dropFirst(2)), output: ""))
      } else {
        steps[steps.count - 1].output += line + "\n"
      }
    }
    self.steps = steps
  }
}
