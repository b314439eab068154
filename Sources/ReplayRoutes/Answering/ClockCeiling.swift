// The latest moment the replay clock may reach, and why it lies there: every place that reads a time (--epoch, advance,
// the events window) checks against this one ceiling, so no later computation meets a time out of its range.

public enum ClockCeiling {
    /// 9999-12-31T23:59:59Z. The Date header's IMF-fixdate has a four-digit year, and whole seconds and days up to here
    /// are far inside Int, which the world's calendar converts times to.
    public static let latest = 253_402_300_799.0
    public static let latestText = "9999-12-31T23:59:59Z"

    /// How far past its start the clock may move: ten years (3,653 days). The world folds its friend graph day by day
    /// from the start, and a Dota history holds every match from 2024 to now, so what a request costs grows with the
    /// distance from the start, not with one advance; bounding one advance would not bound that, ten years keeps the
    /// first request after the farthest advance near a second.
    public static let reachDays = 3_653.0

    /// The clock of a server started at `start` never passes this.
    static func ceiling(start: Double) -> Double {
        min(latest, start + reachDays * 86_400)
    }

    /// Names the ceiling and both of its reasons, for a refusal.
    static func describe(start: Double) -> String {
        "\(whole(ceiling(start: start))) (Unix seconds: \(whole(reachDays)) days past the clock's start, and never "
            + "past \(latestText))"
    }

    /// Whole seconds up to the ceiling print without the exponent Double's description would give them; anything
    /// larger prints as Double does, as converting it to Int could trap.
    public static func whole(_ seconds: Double) -> String {
        abs(seconds) <= latest && seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
