// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "WeatherMVVM",
  // macOS 15 for `Atomic` (the counters of BoxBinding and the view layer); the Observation
  // module needs macOS 14. The Swift 6.2 features (`nonisolated(nonsending)`, `weak let`) need
  // the 6.2 compiler above, not a newer system.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BoxBinding", targets: ["BoxBinding"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    .executable(name: "weather-mvc", targets: ["weather-mvc"]),
    .executable(name: "weather-mvvm", targets: ["weather-mvvm"]),
    .executable(name: "weather-observation", targets: ["weather-observation"]),
    .executable(name: "weather-side-by-side", targets: ["weather-side-by-side"]),
    .executable(name: "weather-bench", targets: ["weather-bench"]),
  ],
  targets: [
    // The binding toolkit: a product of its own, usable outside the showcase.
    .target(name: "BoxBinding"),

    // Models, service seams, the offline geocoder and weather, and the formatters.
    .target(
      name: "WeatherCore",
      resources: [.copy("Resources/cities.tsv")]
    ),

    // Live services: Open-Meteo and Weatherbit over URLSession. On Linux URLSession lives in
    // FoundationNetworking, so this target links it, and so does everything built on it:
    // WeatherApp, every executable but the benchmark, and WeatherTestSupport (through
    // WeatherApp), which puts it in the test bundle. WeatherCore, WeatherViews, BoxBinding,
    // WeatherMVC, WeatherMVVM, WeatherObservation and weather-bench do not depend on this
    // target and do not link it.
    .target(name: "WeatherLive", dependencies: ["WeatherCore"]),

    // The headless "UIKit": views, the display cycle (with Observation tracking) and the text
    // renderer.
    .target(name: "WeatherViews"),

    // The three variants of the one screen: MVC, MVVM with Box, MVVM with Observation.
    .target(name: "WeatherMVC", dependencies: ["WeatherCore", "WeatherViews"]),
    .target(name: "WeatherMVVM", dependencies: ["BoxBinding", "WeatherCore", "WeatherViews"]),
    .target(name: "WeatherObservation", dependencies: ["WeatherCore", "WeatherViews"]),

    // Command line and terminal code that every executable shares.
    .target(name: "WeatherApp", dependencies: ["WeatherCore", "WeatherLive", "WeatherViews"]),

    // Every variant in one process, on the same input, with a verdict on their frames.
    .target(
      name: "WeatherSideBySide",
      dependencies: [
        "BoxBinding", "WeatherApp", "WeatherCore", "WeatherViews", "WeatherMVC", "WeatherMVVM",
        "WeatherObservation",
      ]
    ),

    // Thin executables.
    .executableTarget(name: "weather-mvc", dependencies: ["WeatherApp", "WeatherMVC"]),
    .executableTarget(name: "weather-mvvm", dependencies: ["WeatherApp", "WeatherMVVM"]),
    .executableTarget(
      name: "weather-observation", dependencies: ["WeatherApp", "WeatherObservation"]),
    .executableTarget(name: "weather-side-by-side", dependencies: ["WeatherSideBySide"]),

    // Benchmarks.
    .executableTarget(
      name: "weather-bench",
      dependencies: [
        "BoxBinding", "WeatherCore", "WeatherViews", "WeatherMVC", "WeatherMVVM",
        "WeatherObservation",
      ],
      path: "Benchmarks/weather-bench"
    ),

    // Test helpers: the toolkit's recorder on its own, so that the toolkit's tests link only
    // the toolkit, and the helpers shared by every test of the weather app.
    .target(name: "BoxBindingTestSupport", dependencies: ["BoxBinding"]),
    .target(
      name: "WeatherTestSupport",
      dependencies: ["BoxBindingTestSupport", "WeatherCore", "WeatherViews", "WeatherApp"]
    ),

    // Tests.
    .testTarget(name: "BoxBindingTests", dependencies: ["BoxBinding", "BoxBindingTestSupport"]),
    .testTarget(name: "WeatherCoreTests", dependencies: ["WeatherCore", "WeatherTestSupport"]),
    .testTarget(
      name: "WeatherLiveTests",
      dependencies: ["WeatherLive", "WeatherCore", "WeatherTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "WeatherViewsTests", dependencies: ["WeatherViews", "WeatherTestSupport"]),
    .testTarget(name: "WeatherAppTests", dependencies: ["WeatherApp", "WeatherTestSupport"]),
    .testTarget(
      name: "WeatherMVVMTests",
      dependencies: [
        "WeatherMVVM", "WeatherCore", "BoxBinding", "BoxBindingTestSupport", "WeatherTestSupport",
      ]
    ),
    .testTarget(
      name: "WeatherObservationTests",
      dependencies: ["WeatherObservation", "WeatherCore", "WeatherTestSupport"]
    ),
    .testTarget(
      name: "WeatherScreenTests",
      dependencies: [
        "WeatherMVC", "WeatherMVVM", "WeatherObservation", "WeatherApp", "WeatherLive",
        "WeatherTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "WeatherSideBySideTests",
      dependencies: [
        "WeatherSideBySide", "WeatherApp", "WeatherCore", "WeatherViews", "WeatherTestSupport",
      ],
      exclude: ["Golden"]
    ),
  ]
)
