import BoxBinding
import WeatherViews

extension BenchmarkSuite {
  /// Section 2.3: the cost of one set as the listeners of the box grow, first on labels of one
  /// view, then on as many views, each bound for its lifetime as the MVVM controller binds.
  mutating func addScalingBenchmarks() {
    let counts = isQuick ? [1, 16, 256] : (0...10).map { 1 << $0 }
    for count in counts {
      add(group: "scaling", name: Names.listenersPerBox(count), parameter: count) {
        Self.boxWithLabels(count)
      }
    }
    for count in counts {
      add(group: "scaling", name: Names.boundViews(count), parameter: count) {
        let views = (0..<count).map { _ in Fixtures.makeView() }
        let box = Box(Fixtures.texts[1])
        for view in views { box.observe(to: view) { $0.currentConditionsView.windLabel.text = $1 } }
        return Self.setting(box, keeping: views as AnyObject)
      }
    }
  }
}
