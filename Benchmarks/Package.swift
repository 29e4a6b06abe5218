// swift-tools-version: 6.2
import PackageDescription

// The benchmark, a package of its own so that the app's build never holds it: it measures the
// variants through their public API and the few members that each module opens to it in its
// `Benchmarking.swift`, which compiles only with `-Xswiftc -DBENCHMARKING`:
//
//   swift run --package-path Benchmarks -c release -Xswiftc -DBENCHMARKING weather-bench --quick
let package = Package(
  name: "WeatherBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "WeatherMVVM", path: "..")],
  targets: [
    .executableTarget(
      name: "weather-bench",
      dependencies: [
        .product(name: "BoxBinding", package: "WeatherMVVM"),
        .product(name: "WeatherCore", package: "WeatherMVVM"),
        .product(name: "WeatherGazetteer", package: "WeatherMVVM"),
        .product(name: "WeatherViews", package: "WeatherMVVM"),
        .product(name: "WeatherScreens", package: "WeatherMVVM"),
        .product(name: "WeatherMVC", package: "WeatherMVVM"),
        .product(name: "WeatherMVVMViewModels", package: "WeatherMVVM"),
        .product(name: "WeatherMVVM", package: "WeatherMVVM"),
        .product(name: "WeatherObservationViewModels", package: "WeatherMVVM"),
        .product(name: "WeatherObservation", package: "WeatherMVVM"),
        .product(name: "DeclarativeViews", package: "WeatherMVVM"),
        .product(name: "WeatherDeclarative", package: "WeatherMVVM"),
      ],
      path: "weather-bench"
    )
  ]
)
