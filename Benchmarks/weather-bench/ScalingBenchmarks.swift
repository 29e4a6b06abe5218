import BoxBinding
import WeatherViews

extension BenchmarkSuite {
  /// Section 2.3: the cost of one set as the listeners of the box grow, first on labels of one
  /// view, then on as many views, each bound for its lifetime as the MVVM controller binds.
  mutating func addScalingBenchmarks() {
    let counts = isQuick ? [1, 16, 256] : (0...10).map { 1 << $0 }
    for count in counts {
      add(group: "scaling", name: Names.listenersPerBox(count), parameter: count) {
        let (view, labels) = Self.labels(count)
        let box = Box(Fixtures.texts[1])
        for label in labels { box.observe { label.text = $0 } }
        let texts = opaque(Fixtures.texts)
        return { iterations in
          for index in 0..<iterations { box.value = texts[index & 1] }
          blackHole(view)
        }
      }
    }
    for count in counts {
      add(group: "scaling", name: Names.boundViews(count), parameter: count) {
        let views = (0..<count).map { _ in Fixtures.makeView() }
        let box = Box(Fixtures.texts[1])
        for view in views { box.observe(to: view) { $0.windLabel.text = $1 } }
        let texts = opaque(Fixtures.texts)
        return { iterations in
          for index in 0..<iterations { box.value = texts[index & 1] }
          blackHole(views)
        }
      }
    }
  }
}
