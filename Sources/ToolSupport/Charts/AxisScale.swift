// A value axis from zero (or the data's minimum, for lines) to a round maximum, with ticks at round steps: 1, 2 or 5
// times a power of ten, so that tick labels read as people write numbers. A logarithmic axis has a tick at each
// power of ten, for measures whose sizes differ a thousandfold (a game's gold beside its deaths).
import FoundationEssentials
import Glibc

struct AxisScale: Equatable {
    let lower: Double
    let upper: Double
    let step: Double
    private(set) var logarithmic = false

    /// Zero, then 1, 10, 100 … up to the first power of ten at or above `maximum`: log(1 + value) keeps zero at zero.
    static func logarithmic(maximum: Double) -> AxisScale {
        var scale = AxisScale(lower: 0, maximum: pow(10, max(0, ceil(log10(max(maximum, 1))))), ticks: 1)
        scale.logarithmic = true
        return scale
    }

    /// At most about `ticks` steps between `lower` and a maximum at or above `maximum`.
    init(lower: Double = 0, maximum: Double, ticks: Int = 5) {
        let span = maximum - lower
        guard span > 0, span.isFinite else {
            self.lower = lower
            upper = lower + 1
            step = 1
            return
        }
        let rough = span / Double(max(1, ticks))
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        self.lower = lower
        self.step = step
        upper = lower + (span / step).rounded(.up) * step
    }

    /// A line's axis: from a round number at or below the data's minimum, so small changes stay visible.
    static func around(minimum: Double, maximum: Double, ticks: Int = 5) -> AxisScale {
        guard maximum > minimum else { return AxisScale(lower: minimum - 1, maximum: maximum + 1, ticks: 2) }
        let first = AxisScale(lower: minimum, maximum: maximum, ticks: ticks)
        let lower = (minimum / first.step).rounded(.down) * first.step
        return AxisScale(lower: lower, maximum: maximum, ticks: ticks)
    }

    var ticks: [Double] {
        if logarithmic { return [0] + (0...Int(log10(upper).rounded())).map { pow(10, Double($0)) } }
        let count = Int(((upper - lower) / step).rounded())
        return (0...count).map { lower + Double($0) * step }
    }

    /// Where `value` falls between lower (0) and upper (1).
    func fraction(_ value: Double) -> Double {
        let share = logarithmic ? log10(1 + max(0, value)) / log10(1 + upper) : (value - lower) / (upper - lower)
        return min(1, max(0, share))
    }
}
