import Foundation

/// The machine the numbers were measured on, as printed above the table.
struct Machine: CustomStringConvertible {
  let cpu: String
  let cores: Int
  let memory: String
  let build: String

  static var current: Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
    let kilobytes = field("MemTotal", in: meminfo)?.split(separator: " ").first.flatMap {
      Double($0)
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release (-O, whole-module)"
    #endif
    return Machine(
      cpu: field("model name", in: cpuinfo) ?? "unknown CPU",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      memory: kilobytes.map { String(format: "%.1f GiB", $0 / 1_048_576) } ?? "unknown",
      build: build)
  }

  var description: String {
    "CPU: \(cpu); \(cores) cores; memory: \(memory); build: \(build)"
  }

  /// The value of the first `name: value` line of a /proc file.
  private static func field(_ name: String, in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
