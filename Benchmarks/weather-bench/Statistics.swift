import Glibc

/// A distribution-free 95% confidence interval for a median, from the order statistics of the
/// samples.
///
/// The number of samples below the true median is binomial with p = 1/2 whatever the
/// distribution, so the k-th smallest and k-th largest samples bracket it with a probability
/// that the binomial distribution gives exactly; `k` is the largest rank whose interval still
/// covers the median at least 95% of the time. With fewer than 6 samples no such rank exists,
/// and the interval is the whole range.
enum MedianInterval {
  /// The 1-based rank `k` of the interval's ends, `sorted[k - 1]` and `sorted[n - k]`.
  ///
  /// - Parameters:
  ///   - count: The number of samples, n.
  ///   - confidence: The coverage the interval must reach at least.
  /// - Returns: The largest k with P(Binomial(n, 1/2) ≤ k − 1) ≤ (1 − confidence) / 2, or 1.
  static func rank(count: Int, confidence: Double = 0.95) -> Int {
    let tail = (1 - confidence) / 2
    var cumulative = 0.0
    var rank = 1
    for below in 0..<count {
      cumulative += probability(of: below, in: count)
      guard cumulative <= tail else { break }
      rank = below + 1
    }
    return min(rank, (count + 1) / 2)
  }

  /// The interval's ends for samples sorted in increasing order.
  static func bounds(_ sorted: [Double], confidence: Double = 0.95) -> (low: Double, high: Double) {
    let k = rank(count: sorted.count, confidence: confidence)
    return (sorted[k - 1], sorted[sorted.count - k])
  }

  /// P(Binomial(n, 1/2) = k), through logarithms so that large n does not underflow.
  private static func probability(of k: Int, in n: Int) -> Double {
    exp(
      lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
        - Double(n) * log(2.0))
  }
}
