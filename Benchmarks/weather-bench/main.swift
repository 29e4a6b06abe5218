import Foundation

// weather-bench: what the binding costs, measured side by side in one run. From the project's
// root (`-DBENCHMARKING` compiles the members that each module opens to the benchmark):
//
//   swift run --package-path Benchmarks -c release -Xswiftc -DBENCHMARKING weather-bench \
//     [--quick] [--json FILE] [--svg FILE] [--filter TEXT]
//   … weather-bench --instructions [--quick] [--targeted] [--json FILE]
//   … weather-bench --chart JSON --svg FILE
//   … weather-bench --markdown results|ratios --timed JSON [--counted JSON]

#if !BENCHMARKING
  #error("build weather-bench with -Xswiftc -DBENCHMARKING; see Benchmarks/Package.swift")
#endif

let usage = """
  usage: weather-bench [--quick] [--json FILE] [--svg FILE] [--filter TEXT]
         weather-bench --instructions [--quick] [--targeted] [--json FILE] [--filter TEXT]
         weather-bench --chart JSON --svg FILE
         weather-bench --markdown results|ratios --timed JSON [--counted JSON]

    --quick        a run of seconds, for CI (fewer, shorter samples; fewer curve points)
    --json FILE    write {"results": [...], "ratios": {...}} to FILE
    --svg FILE     write the chart to FILE
    --filter TEXT  run only the benchmark named TEXT, or else those whose name contains it
    --profile N    run each selected benchmark's loop once with N iterations, untimed, for
                   `valgrind --tool=callgrind` (instructions per update = total / N)
    --instructions the ratios' sides under callgrind instead of the clock: each runs as its own
                   process for N and 2N iterations, and the difference / N is the count per
                   update; needs valgrind (scripts/bench-instructions)
    --targeted     with --instructions, count only the sides of ratios that have a target:
                   what CI holds, without the facts that the full run reports
    --chart JSON   measure nothing: draw the chart of the run that --json wrote to JSON
                   (with --svg; scripts/bench-page draws docs/benchmarks.svg this way)
    --markdown TABLE
                   measure nothing: print a table of docs/benchmarks.md from the JSON of a kept
                   run: `results` (every benchmark of the timed run) or `ratios` (each ratio by
                   the clock and by instructions, against its target)
    --timed JSON   the timed run that --json wrote, for --markdown
    --counted JSON the instruction count that --instructions --json wrote, for --markdown
                   ratios (without it, no ratio is met by instructions)

  """

var isQuick = false
var jsonPath: String?
var svgPath: String?
var filter: String?
var profileIterations: Int?
var countsInstructions = false
var targetedOnly = false
var chartSource: String?
var markdownTable: String?
var timedSource: String?
var countedSource: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": isQuick = true
  case "--instructions": countsInstructions = true
  case "--targeted": targetedOnly = true
  case "--json": jsonPath = arguments.popFirst()
  case "--svg": svgPath = arguments.popFirst()
  case "--chart": chartSource = arguments.popFirst()
  case "--markdown": markdownTable = arguments.popFirst()
  case "--timed": timedSource = arguments.popFirst()
  case "--counted": countedSource = arguments.popFirst()
  case "--filter": filter = arguments.popFirst()
  case "--profile": profileIterations = arguments.popFirst().flatMap { Int($0) }
  case "--help", "-h":
    print(usage, terminator: "")
    exit(0)
  default:
    FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)".utf8))
    exit(2)
  }
}

/// Writes a file, creating its folder first.
func write(_ data: Data, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url)
  print("wrote \(path)")
}

if targetedOnly && !countsInstructions {
  FileHandle.standardError.write(Data("--targeted needs --instructions\n\(usage)".utf8))
  exit(2)
}

if let chartSource {
  guard let svgPath else {
    FileHandle.standardError.write(Data("--chart needs --svg FILE\n\(usage)".utf8))
    exit(2)
  }
  do {
    let chart = try Chart(json: Data(contentsOf: URL(fileURLWithPath: chartSource)))
    try write(Data(chart.svg.utf8), to: svgPath)
  } catch {
    FileHandle.standardError.write(Data("weather-bench: \(chartSource): \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

if let markdownTable {
  guard ["results", "ratios"].contains(markdownTable), let timedSource else {
    FileHandle.standardError.write(
      Data("--markdown takes results or ratios, and --timed JSON\n\(usage)".utf8))
    exit(2)
  }
  do {
    let run = try KeptRun(
      timed: Data(contentsOf: URL(fileURLWithPath: timedSource)),
      counted: countedSource.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
    print(markdownTable == "results" ? run.results : run.ratios)
  } catch {
    FileHandle.standardError.write(Data("weather-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

var suite = BenchmarkSuite(isQuick: isQuick)
suite.addScreenBenchmarks()
suite.addFrameBenchmarks()
suite.addUpdateBenchmarks()
suite.addScalingBenchmarks()
suite.addMemoryBenchmarks()
suite.addListBenchmarks()
suite.addListChangeBenchmarks()
suite.addListFrameBenchmarks()

if let profileIterations {
  suite.profile(iterations: profileIterations, filter: filter)
  exit(0)
}

if countsInstructions {
  print(
    "weather-bench, instruction counts under callgrind, \(isQuick ? "quick" : "full") run"
      + (targetedOnly ? ", the targeted ratios only" : ""))
  print(Machine.current.description)
  print("")
  do {
    let counts = try InstructionCounter.measure(
      suite, isQuick: isQuick, targetedOnly: targetedOnly, filter: filter,
      progress: { FileHandle.standardError.write(Data("counting \($0)\n".utf8)) })
    let report = InstructionReport(counts: counts)
    print(report.table)
    if let jsonPath { try write(report.json(), to: jsonPath) }
  } catch {
    FileHandle.standardError.write(Data("weather-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

print("weather-bench, \(isQuick ? "quick" : "full") run")
print(Machine.current.description)
#if DEBUG
  print("WARNING: debug build; the numbers mean nothing. Use `swift run -c release weather-bench`.")
#endif
print("")

let started = now()
let measurements = suite.run(
  settings: isQuick ? .quick : .full, filter: filter,
  progress: { FileHandle.standardError.write(Data("running \($0)\n".utf8)) })
// The geocoder's figures run unless a filter names other benchmarks only.
var geocode: GeocodeFigures?
if filter.map({ "geocode".contains($0.lowercased()) || $0.lowercased().contains("geocod") }) ?? true
{
  FileHandle.standardError.write(Data("running geocode\n".utf8))
  do {
    geocode = try GeocodeFigures.measure(samples: isQuick ? 5 : 21, rounds: isQuick ? 20 : 200)
  } catch {
    FileHandle.standardError.write(Data("weather-bench: geocode: \(error)\n".utf8))
    exit(1)
  }
}
// The lists' heap, likewise, unless a filter names other benchmarks only.
var listHeap: ListHeapFigures?
if filter.map({ "list heap".contains($0.lowercased()) }) ?? true {
  FileHandle.standardError.write(Data("running list heap\n".utf8))
  listHeap = ListHeapFigures.measure()
}
let report = Report(measurements: measurements, geocode: geocode, listHeap: listHeap)
print(report.table)
print("\nmeasured in \(String(format: "%.1f", Double(now() - started) / 1e9)) s")

do {
  if let jsonPath { try write(report.json(), to: jsonPath) }
  if let svgPath { try write(Data(Chart(measurements: measurements).svg.utf8), to: svgPath) }
} catch {
  FileHandle.standardError.write(Data("weather-bench: \(error)\n".utf8))
  exit(1)
}
