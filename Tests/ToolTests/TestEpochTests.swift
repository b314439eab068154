// The suite's one moment: every replay the tests and the check scripts start has its world there, whatever the day
// they run, through steam-replay's STEAM_REPLAY_EPOCH, which --epoch overrides.
import Foundation
import Testing
import TestSupport

@Suite struct TestEpochTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func clock(of replay: Replay) throws -> Double? {
        let answer = try shell("curl -sS --fail \(shellQuoted(replay.baseURL + "/_replay/clock"))")
        let reading = try JSONSerialization.jsonObject(with: answer.stdout) as? [String: Any]
        return reading?["now"] as? Double
    }

    @Test func theScriptsPinTheSameMomentAsTheTests() throws {
        let script = "cd \(shellQuoted(Self.root.path)) && env -u STEAM_REPLAY_EPOCH bash -c 'source scripts/epoch.sh && echo \"$STEAM_REPLAY_EPOCH\"'"
        let sourced = try shell(script)
        #expect(sourced.status == 0, "\(sourced.stderr)")
        #expect(sourced.stdoutLines.first.flatMap(Double.init) == TestEpoch.pinned, "\(sourced.stdoutText)")
    }

    @Test func aReplayStartedWithoutAnEpochStartsAtTheTestsMoment() throws {
        #expect(try clock(of: Replay()) == TestEpoch.seconds)
        #expect(try clock(of: Replay(arguments: ["--epoch", "2000"])) == 2000, "--epoch wins over the variable")
    }

    @Test(arguments: ["yesterday", "-5", "inf", ""])
    func aVariableThatIsNoMomentIsRefusedNamingIt(value: String) throws {
        let result = try shell("STEAM_REPLAY_EPOCH=\(shellQuoted(value)) steam-replay --port 0 --key K < /dev/null")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("STEAM_REPLAY_EPOCH must be unix seconds, zero or more, like 1790812800, not \"\(value)\""),
                "\(result.stderr)")
    }
}
