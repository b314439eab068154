// The one moment every test's world starts at, so that no test depends on the day or the hour it runs. The replay's
// world changes with its clock (matches are played, friendships begin and end), and at the real time the suite once
// passed or failed by when it ran.
import Foundation

public enum TestEpoch {
    /// 2026-10-01T00:00:00Z, where the world's fixed history ends.
    public static let pinned = 1_790_812_800.0
    /// The variable that moves every test's world to another start, for a run that checks the suite does not lean on
    /// this one moment: `STEAM_PIPES_TEST_EPOCH=1822348800 scripts/test`.
    public static let variable = "STEAM_PIPES_TEST_EPOCH"

    /// The clock start of every replay a test starts without naming its own: the variable's, else `pinned`. A value
    /// that is not unix seconds stops the run at once, as a pin silently dropped would make the run mean nothing.
    public static let seconds: Double = {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return pinned }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            fatalError("\(variable) must be unix seconds, zero or more, not \"\(text)\"")
        }
        return value
    }()

    /// What a replay process started by the tests (directly, or by a tool's example or a script) reads for its clock
    /// when no --epoch is given: see steam-replay's STEAM_REPLAY_EPOCH.
    public static var environment: [String: String] { ["STEAM_REPLAY_EPOCH": String(seconds)] }

    /// The process's environment with the pin in it, for a test that starts a process of its own.
    public static var processEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.merging(environment) { _, pin in pin }
    }
}
