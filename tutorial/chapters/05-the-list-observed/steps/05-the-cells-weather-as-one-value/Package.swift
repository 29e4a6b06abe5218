// swift-tools-version: 6.2
import PackageDescription

// Read from the top down, the manifest is the architecture: each group may use the groups above
// it and never the ones below. A view model's target cannot see the view layer, because it does
// not depend on it; only a variant's controllers see both.
let package = Package(
  name: "WeatherMVVM",
  // macOS 14 for the Observation module, the newest system API the code uses; BoxBinding on
  // its own would need no particular version. The Swift 6.2 features (`nonisolated(nonsending)`, `weak let`)
  // need the 6.2 compiler above, not a newer system.
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "BoxBinding", targets: ["BoxBinding"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    // The variants and the layers under them, for the benchmark (Benchmarks/, a package of its
    // own) to measure through their public API.
    .library(name: "WeatherGazetteer", targets: ["WeatherGazetteer"]),
    .library(name: "WeatherViews", targets: ["WeatherViews"]),
    .library(name: "WeatherScreens", targets: ["WeatherScreens"]),
    .library(name: "WeatherMVC", targets: ["WeatherMVC"]),
    .library(name: "WeatherPresentation", targets: ["WeatherPresentation"]),
    .library(name: "WeatherMVVMViewModels", targets: ["WeatherMVVMViewModels"]),
    .library(name: "WeatherMVVM", targets: ["WeatherMVVM"]),
    .library(name: "WeatherObservationViewModels", targets: ["WeatherObservationViewModels"]),
    .library(name: "WeatherObservation", targets: ["WeatherObservation"]),
    .executable(name: "weather-mvc", targets: ["weather-mvc"]),
    .executable(name: "weather-mvvm", targets: ["weather-mvvm"]),
    .executable(name: "weather-observation", targets: ["weather-observation"]),
  ],
  targets: [
    // MARK: The binding toolkit: a product of its own, usable outside the showcase.

    .target(name: "BoxBinding"),

    // MARK: The model: no user interface, no network.

    // Models, the service seams, the offline sample weather, the formatters and the saved places.
    .target(name: "WeatherCore"),
    // The offline geocoder: a gazetteer of 34,000 places, its name folding and its data.
    // Optimized in debug builds too, since every executable loads its file at start, which
    // unoptimized code makes ten times slower, and the tests start them hundreds of times
    // (docs/geocoder.md has the figures). In a debug build, then, this target's `assert`s do
    // not run (its preconditions still do) and a debugger steps through optimized code. The
    // flag reaches a package that depends on this one too: SwiftPM calls it unsafe, but has
    // allowed it in dependencies since tools version 6.2, this manifest's.
    .target(
      name: "WeatherGazetteer",
      dependencies: ["WeatherCore"],
      resources: [.copy("Resources/cities.tsv")],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
    ),
    // Live services: Open-Meteo, Weatherbit and OpenWeather over URLSession. On Linux URLSession
    // lives in FoundationNetworking, so this target links it, and so does everything that depends
    // on it: WeatherApp, every executable but the benchmark, and the tests that run the app shell.
    .target(name: "WeatherLive", dependencies: ["WeatherCore"]),

    // MARK: The view layer: a headless "UIKit" (views, the display cycle with Observation
    // tracking, the text renderer). It knows nothing of weather.

    .target(name: "WeatherViews"),

    // MARK: The two weather screens: their views and icons, drawn with the view layer, and the
    // screen contract: what the app shell asks of every variant's controllers, and how it makes
    // them (`Screens`, which each variant exports once).

    .target(name: "WeatherScreens", dependencies: ["WeatherCore", "WeatherViews"]),

    // MARK: The presentation that both view-model variants share: plain values of finished text
    // that bind nothing (the weather screen's children and their formatters, a cell's conditions).
    // The variants differ only in how they publish them.

    .target(name: "WeatherPresentation", dependencies: ["WeatherCore"]),

    // MARK: The variants. View models see the model and the shared presentation (and BoxBinding
    // for Box); controllers see their view models and the view layer.

    // MVC: the controllers own the services and the formatting.
    .target(name: "WeatherMVC", dependencies: ["WeatherCore", "WeatherScreens", "WeatherViews"]),
    // MVVM with Box: view models publish boxes; controllers bind them.
    .target(
      name: "WeatherMVVMViewModels",
      dependencies: ["BoxBinding", "WeatherCore", "WeatherPresentation"]
    ),
    .target(
      name: "WeatherMVVM",
      dependencies: [
        "BoxBinding", "WeatherCore", "WeatherMVVMViewModels", "WeatherPresentation",
        "WeatherScreens", "WeatherViews",
      ]
    ),
    // MVVM with Observation: @Observable view models; controllers read them in
    // `updateProperties()`.
    .target(
      name: "WeatherObservationViewModels", dependencies: ["WeatherCore", "WeatherPresentation"]
    ),
    .target(
      name: "WeatherObservation",
      dependencies: [
        "WeatherCore", "WeatherObservationViewModels", "WeatherPresentation", "WeatherScreens",
        "WeatherViews",
      ]
    ),

    // MARK: The app shell: the command line and the terminal, shared by every executable.

    .target(
      name: "WeatherApp",
      dependencies: [
        "WeatherCore", "WeatherGazetteer", "WeatherLive", "WeatherScreens", "WeatherViews",
      ]
    ),

    // MARK: Thin executables.

    .executableTarget(name: "weather-mvc", dependencies: ["WeatherApp", "WeatherMVC"]),
    .executableTarget(name: "weather-mvvm", dependencies: ["WeatherApp", "WeatherMVVM"]),
    .executableTarget(
      name: "weather-observation", dependencies: ["WeatherApp", "WeatherObservation"]),

    // MARK: Test helpers, each linking no more than its tests need.

    // The toolkit's recorder, which sees only the toolkit.
    .target(name: "BoxBindingTestSupport", dependencies: ["BoxBinding"]),
    // The helpers shared by every test of the weather app, which do not see the app shell, so
    // that a view model's tests link neither the terminal nor the live services.
    .target(
      name: "WeatherTestSupport",
      dependencies: ["WeatherCore", "WeatherPresentation", "WeatherScreens", "WeatherViews"]
    ),
    // The view models' spec: each behaviour of the weather, cell and list view models, written
    // once and run against both kinds of view model through an adapter that each kind's tests
    // supply. It sees neither kind, only what the spec asks of one.
    .target(
      name: "WeatherViewModelSpec",
      dependencies: ["WeatherCore", "WeatherPresentation", "WeatherTestSupport"]
    ),
    // The screen harness, which runs the app shell in-process for the screens' tests.
    .target(
      name: "WeatherAppTestSupport",
      dependencies: [
        "WeatherApp", "WeatherCore", "WeatherScreens", "WeatherTestSupport", "WeatherViews",
      ]
    ),

    // MARK: Tests.

    .testTarget(name: "BoxBindingTests", dependencies: ["BoxBinding", "BoxBindingTestSupport"]),
    .testTarget(
      name: "WeatherCoreTests",
      dependencies: ["WeatherCore", "WeatherGazetteer", "WeatherTestSupport"]
    ),
    .testTarget(
      name: "WeatherLiveTests",
      dependencies: ["WeatherLive", "WeatherCore", "WeatherTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "WeatherViewsTests",
      dependencies: ["WeatherViews", "WeatherScreens", "WeatherTestSupport"]
    ),
    // The test support's own tests: the fakes and recorders that the other suites stand on.
    .testTarget(
      name: "WeatherTestSupportTests", dependencies: ["WeatherCore", "WeatherTestSupport"]),
    .testTarget(
      name: "WeatherAppTests", dependencies: ["WeatherApp", "WeatherCore", "WeatherTestSupport"]),
    // The shared presentation's tests: each child made from a report's parts, without a parent.
    .testTarget(
      name: "WeatherPresentationTests",
      dependencies: ["WeatherPresentation", "WeatherCore", "WeatherTestSupport"]
    ),
    // The view models' tests see the view models, not their controllers, and run the spec
    // against them.
    .testTarget(
      name: "WeatherMVVMTests",
      dependencies: [
        "WeatherMVVMViewModels", "BoxBinding", "BoxBindingTestSupport", "WeatherViewModelSpec",
      ]
    ),
    .testTarget(
      name: "WeatherObservationTests",
      dependencies: [
        "WeatherObservationViewModels", "WeatherPresentation", "WeatherCore", "WeatherTestSupport",
        "WeatherViewModelSpec",
      ]
    ),
    .testTarget(
      name: "WeatherScreenTests",
      dependencies: [
        "WeatherMVC", "WeatherMVVM", "WeatherObservation", "WeatherApp", "WeatherCore",
        "WeatherLive", "WeatherGazetteer", "WeatherScreens", "WeatherViews", "WeatherTestSupport",
        "WeatherAppTestSupport",
      ],
      exclude: ["Golden"]
    ),
  ]
)
