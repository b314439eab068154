// stat-agg's run in process: match records through a real pipe into the engine, the answer as records, problems
// named by line, the filters' values checked, and partial states read back.
import ArgumentParser
import Dispatch
import Foundation
import StatAggRun
import Stats
import SteamModels
import Synchronization
import Testing
@testable import ToolSupport

@Suite struct AggregationRunTests {
    /// Account 7 wins on the Radiant with Anti-Mage (hero 1), then loses on the Dire with Bane (hero 3).
    static let win = #"{"match_id":1,"account_id":7,"radiant_win":true,"players":[{"account_id":7,"player_slot":0,"hero_id":1}]}"#
    static let loss = #"{"match_id":2,"account_id":7,"radiant_win":true,"players":[{"account_id":7,"player_slot":128,"hero_id":3}]}"#

    @Test func recordsOnAPipeComeOutAsTheAnswer() async throws {
        let messages = Messages()
        let answer = try await Self.answer(.winLoss, [Self.win, Self.loss], messages: messages)
        #expect(answer == [#"{"win":1,"lose":1}"#])
        #expect(messages.text == "")
    }

    @Test func theFiltersKeepOnlyTheMatchesTheyName() async throws {
        var byHero = FilterChoices()
        byHero.heroes = ["anti-mage"]
        #expect(try await Self.answer(.winLoss, [Self.win, Self.loss], filters: byHero) == [#"{"win":1,"lose":0}"#])
        var dire = FilterChoices()
        dire.radiant = false
        dire.player = "7"
        #expect(try await Self.answer(.winLoss, [Self.win, Self.loss], filters: dire) == [#"{"win":0,"lose":1}"#])
    }

    @Test func aBadLineIsNamedByItsNumberAndTheRestCount() async throws {
        let messages = Messages()
        let answer = try await Self.answer(.winLoss, [Self.win, "not json", "", Self.loss], messages: messages)
        #expect(messages.text == "stat-agg: error: line 2: byte 1: not a JSON object\n")
        #expect(messages.diagnostics.exitStatus == .partialFailure)
        #expect(answer == [#"{"win":1,"lose":1}"#])
    }

    @Test func aFilterValueThatMeansNothingNamesItsFlag() throws {
        var unknownHero = FilterChoices()
        unknownHero.withHeroes = ["nobody-at-all"]
        #expect(throws: ValidationError.self) { try unknownHero.filter() }
        #expect(Self.problem { try unknownHero.filter() }.hasPrefix("--with-hero"))
        var vanity = FilterChoices()
        vanity.player = "robinwalker"
        #expect(Self.problem { try vanity.playerAccount() } == "--player: \"robinwalker\" is a vanity name; resolve it first with steam-auth resolve")
        var backwards = FilterChoices()
        backwards.since = DateArgument(seconds: 2_000)
        backwards.until = DateArgument(seconds: 1_000)
        #expect(Self.problem { try backwards.filter() } == "--since must be before --until")
    }

    @Test func playtimeTakesTopOrByButNotBoth() throws {
        let both = PlaytimeChoices(top: 5, by: .week, player: nil, apps: [], since: nil, until: nil)
        #expect(Self.problem { try both.query() } == "--by and --top exclude each other: give one of them")
        let top = PlaytimeChoices(top: 5, by: nil, player: "76561197960287930", apps: [570, 440, 570], since: nil, until: nil)
        let expected = PlaytimeQuery(answer: .top(5), apps: [440, 570], steamID: 76_561_197_960_287_930)
        #expect(try top.query() == Query(statistic: .playtime(expected)))
    }

    @Test func aFieldPathIsOneName() throws {
        #expect(try FieldPath.name(".gold_per_min") == "gold_per_min")
        #expect(try FieldPath.name("kills") == "kills")
        #expect(Self.problem { try FieldPath.name(".players.kills") } == ".players.kills is not a field path like .hero_id: one name of letters, digits and _")
        #expect(Self.problem { try FieldPath.name("") } == "\"\" is not a field path like .hero_id: one name of letters, digits and _")
    }

    @Test func partialStatesReadBackAddUpToOnePass() async throws {
        let query = Query(statistic: .heroes(having: 0))
        let whole = try await Self.aggregate(query, [Self.win, Self.loss], messages: Messages())
        let first = try await Self.aggregate(query, [Self.win], messages: Messages())
        let second = try await Self.aggregate(query, [Self.loss], messages: Messages())
        let states = FileManager.default.temporaryDirectory.appendingPathComponent("stat-agg-states-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: states) }
        let lines = (PartialState.lines(of: first) + PartialState.lines(of: second)).map { Data($0) + Data("\n".utf8) }
        try lines.reduce(Data(), +).write(to: states)
        let messages = Messages()
        let merged = try #require(try await AggregationRun.readStates(files: [states.path], diagnostics: messages.diagnostics))
        #expect(Self.shown(AggregationRun.answer(of: merged, diagnostics: messages.diagnostics))
            == Self.shown(AggregationRun.answer(of: whole, diagnostics: messages.diagnostics)))
        #expect(messages.text == "")
    }

    /// More runs than there are cooperative threads, each waiting on a pipe nobody writes to: were the reads on those
    /// threads, no other task could run until the pipes closed.
    @Test func runsWaitingOnSilentPipesLeaveTheCooperativeThreadsFree() async throws {
        let silent = SilentPipes(count: 2 * ProcessInfo.processInfo.activeProcessorCount + 2)
        let messages = Messages()
        let runs = silent.pipes.map { pipe in
            Task {
                try await AggregationRun.aggregate(
                    Query(statistic: .winLoss), from: pipe.fileHandleForReading.fileDescriptor, name: "pipe",
                    diagnostics: messages.diagnostics)
            }
        }
        // On starved threads this test could not go on by itself; a Dispatch timer ends the runs' input in the end. It
        // is far off because in a whole-suite run on two cores other suites' blocking work can hold the pool for minutes
        // (seen: past 120 s with builds running beside the suite); it costs nothing unless the reads are on the pool.
        DispatchQueue.global().asyncAfter(deadline: .now() + 600) { silent.closeWriteEnds() }
        try await Task.sleep(for: .milliseconds(300))
        let ranBeforeTheInputEnded = await Task.detached { !silent.writeEndsClosed }.value
        silent.closeWriteEnds()
        for run in runs { _ = try await run.value }
        #expect(ranBeforeTheInputEnded, "a task waited until the pipes were closed: the reads held every cooperative thread")
        #expect(messages.text == "")
    }

    static func aggregate(_ query: Query, _ lines: [String], messages: Messages) async throws -> Aggregation {
        let input = Array(lines.joined(separator: "\n").utf8)
        let pipe = Pipe()
        // A pipe holds 64 KiB: these few lines go in whole before anything reads them.
        try pipe.fileHandleForWriting.write(contentsOf: input)
        try pipe.fileHandleForWriting.close()
        defer { try? pipe.fileHandleForReading.close() }
        return try await AggregationRun.aggregate(
            query, from: pipe.fileHandleForReading.fileDescriptor, name: "stdin", diagnostics: messages.diagnostics)
    }

    /// The answer's records as compact JSON.
    static func answer(
        _ statistic: Statistic, _ lines: [String], filters: FilterChoices = FilterChoices(), messages: Messages = Messages()
    ) async throws -> [String] {
        let aggregation = try await aggregate(Query(statistic: statistic, filters: filters), lines, messages: messages)
        return shown(AggregationRun.answer(of: aggregation, diagnostics: messages.diagnostics))
    }

    static func shown(_ records: [JSONObject]) -> [String] {
        records.map { String(decoding: JSONValue.object($0).jsonBytes, as: UTF8.self) }
    }

    /// What a usage error says, or "" when `body` throws none.
    static func problem(_ body: () throws -> Any?) -> String {
        do {
            _ = try body()
            return ""
        } catch let error as ValidationError {
            return error.message
        } catch {
            return "\(error)"
        }
    }
}

/// Pipes nobody writes to until their write ends are closed, once, by whichever thread comes first.
final class SilentPipes: Sendable {
    let pipes: [Pipe]
    private let closed = Atomic(false)

    init(count: Int) { pipes = (0..<count).map { _ in Pipe() } }

    var writeEndsClosed: Bool { closed.load(ordering: .acquiring) }

    func closeWriteEnds() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        for pipe in pipes { try? pipe.fileHandleForWriting.close() }
    }
}

/// A run's messages as stderr would show them, kept in a temporary file and read back.
final class Messages: Sendable {
    let diagnostics: Diagnostics
    private let path = FileManager.default.temporaryDirectory.appendingPathComponent("stat-agg-messages-\(UUID().uuidString)").path
    private let descriptor: Int32

    init() {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        diagnostics = Diagnostics(tool: "stat-agg", stream: StandardStream(descriptor: descriptor, name: "stderr"))
    }

    deinit {
        close(descriptor)
        unlink(path)
    }

    var text: String { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
}
