import BoxBinding
import Foundation
import WeatherMVVM
import WeatherMVVMViewModels
import WeatherObservation
import WeatherObservationViewModels
import WeatherViews

extension BenchmarkSuite {
  /// Section 2.4: the bytes a box, a binding and a view model of each kind keep on the heap
  /// while they live, measured as the growth of glibc's in-use heap over many allocations; the
  /// time is one creation and its release.
  mutating func addMemoryBenchmarks() {
    let count = isQuick ? 1_000 : 20_000
    let boxBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: count) { Box(Fixtures.texts[0]) }
    }
    add(group: "memory", name: Names.boxMemory, bytes: boxBytes) {
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { blackHole(Box(texts[index & 1])) }
      }
    }
    let bindingBytes: @MainActor () -> Double = {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[0])
      // The token is dropped, as the MVVM controller drops its tokens.
      return Heap.retainedBytes(count: count) {
        _ = box.bind { view.currentConditionsView.windLabel.text = $0 }
        return ()
      }
    }
    add(group: "memory", name: Names.bindingMemory, bytes: bindingBytes) {
      let view = Fixtures.makeView()
      let box = Box(opaque(Fixtures.texts[0]))
      return { iterations in
        for _ in 0..<iterations {
          box.bind { view.currentConditionsView.windLabel.text = $0 }.cancel()
        }
        blackHole(view)
      }
    }
    let scopedBindingBytes: @MainActor () -> Double = {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[0])
      return Heap.retainedBytes(count: count) {
        _ = box.bind(to: view) { $0.currentConditionsView.windLabel.text = $1 }
        return ()
      }
    }
    add(group: "memory", name: Names.scopedBindingMemory, bytes: scopedBindingBytes) {
      let view = Fixtures.makeView()
      let box = Box(opaque(Fixtures.texts[0]))
      return { iterations in
        for _ in 0..<iterations {
          box.bind(to: view) { $0.currentConditionsView.windLabel.text = $1 }.cancel()
        }
        blackHole(view)
      }
    }
    let observableBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: count) { ObservableText() }
    }
    add(group: "memory", name: Names.observableMemory, bytes: observableBytes) {
      { iterations in
        for _ in 0..<iterations { blackHole(ObservableText()) }
      }
    }
    // One view model of each kind, created and never loaded: the services, the formatters and
    // the outputs, six boxes on one side and as many observable properties on the other.
    let boxViewModelBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: count) {
        WeatherMVVMViewModels.WeatherViewModel(environment: Fixtures.environment)
      }
    }
    add(group: "memory", name: Names.boxViewModelMemory, bytes: boxViewModelBytes) {
      let environment = opaque(Fixtures.environment)
      return { iterations in
        for _ in 0..<iterations {
          blackHole(WeatherMVVMViewModels.WeatherViewModel(environment: environment))
        }
      }
    }
    let observableViewModelBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: count) {
        WeatherObservationViewModels.WeatherViewModel(environment: Fixtures.environment)
      }
    }
    add(group: "memory", name: Names.observableViewModelMemory, bytes: observableViewModelBytes) {
      let environment = opaque(Fixtures.environment)
      return { iterations in
        for _ in 0..<iterations {
          blackHole(WeatherObservationViewModels.WeatherViewModel(environment: environment))
        }
      }
    }
    let observerBytes: @MainActor () -> Double = {
      let center = NotificationCenter()
      let name = Notification.Name("weather-bench.memory")
      return Heap.retainedBytes(count: count) {
        center.addObserver(forName: name, object: nil, queue: nil) { _ in }
      }
    }
    add(group: "memory", name: Names.observerMemory, bytes: observerBytes) {
      let center = NotificationCenter()
      let name = Notification.Name("weather-bench.memory")
      return { iterations in
        for _ in 0..<iterations {
          center.removeObserver(center.addObserver(forName: name, object: nil, queue: nil) { _ in })
        }
        blackHole(center)
      }
    }
  }
}

/// glibc's own count of the heap in use.
enum Heap {
  /// The bytes of every heap chunk in use, headers included, or nil when the C library has no
  /// `mallinfo2` (it is not glibc, or older than 2.33).
  ///
  /// Swift's Glibc module does not import `<malloc.h>`, so the function is looked up at run
  /// time. It returns a `struct mallinfo2` of ten `size_t`s, which every supported ABI returns
  /// through a hidden pointer, as it returns any integer struct larger than 16 bytes; `rusage`
  /// is such a struct and larger still, so calling through that type hands the function a
  /// buffer big enough, and `uordblks` is read from the eighth word.
  static func bytesInUse() -> Int? {
    typealias MallInfo2 = @convention(c) () -> rusage
    guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "mallinfo2") else {
      return nil
    }
    let info = unsafeBitCast(symbol, to: MallInfo2.self)()
    return withUnsafeBytes(of: info) {
      $0.load(fromByteOffset: 7 * MemoryLayout<Int>.size, as: Int.self)
    }
  }

  /// The heap growth per object when `count` objects made by `make` are kept alive together.
  ///
  /// - Returns: Bytes per object, or `.nan` when the heap cannot be measured.
  static func retainedBytes(count: Int, _ make: () -> Any) -> Double {
    var kept: [Any] = []
    kept.reserveCapacity(count)
    guard let before = bytesInUse() else { return .nan }
    for _ in 0..<count { kept.append(make()) }
    guard let after = bytesInUse() else { return .nan }
    return withExtendedLifetime(kept) { Double(after - before) / Double(count) }
  }
}
