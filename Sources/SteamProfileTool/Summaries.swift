// steam-profile (summaries): one player summary per input, in input order, 100 accounts a call; with --changes, what
// changed in each since its previous snapshot instead.
import ArgumentParser
import ChangeFeeds
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

struct Summaries: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    // Named outright: the command tree --experimental-dump-help prints names a default subcommand by its configured
    // name alone, and the man page and steam-mcp read it there.
    static let configuration = CommandConfiguration(
        commandName: "summaries",
        abstract: "One GetPlayerSummaries record per account, fetched 100 accounts a call.",
        discussion: """
            Inputs come from the arguments, else from stdin: bare ids (any SteamID form or vanity name) \
            or JSON objects with a steamid field, such as steam-auth and friend records.

            Examples:
              steam-profile 76561197960287930
              steam-auth resolve robinwalker | steam-profile \\
                --format table --jq '{steamid, personaname}'
              steam-profile friends robinwalker | steam-profile \\
                --jq .personaname -r
              steam-profile friends robinwalker \\
                | steam-profile --changes

            Every summary fetched is also a snapshot in the store (personaname, personastate, gameid, \
            gameextrainfo). With --changes each account prints, instead of its summary, what changed since \
            its feed (--feed) last reported it, each event with steamid, previous_seen_at and seen_at (the last \
            answer that showed the state before, and the first that showed the one after, in unix seconds): persona_state_changed {before, after}, game_stopped and game_started {gameid, \
            gameextrainfo} (switching games is a stop, then a start), renamed {before, after}. \
            steam-profile history reads the account's states back.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> SummariesWork { SummariesWork(changes: changes.tracker()) }
}

public struct SummariesWork: ChangeReportingWork {
    public static let inputFields = ["steamid"]
    public static let batching = Batching.upTo(SteamAPI.summariesPerCall)

    /// Set for --changes: events instead of summaries.
    public let changes: ChangeTracker?

    public init(changes: ChangeTracker? = nil) {
        self.changes = changes
    }

    /// An account Valve does not know is a note, not a record.
    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        let asked = try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report)
        let summaries = try await api.summaries(of: asked.map(\.id))
        var found: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)] = []
        for account in asked {
            if let summary = summaries.found[account.id], let fetchedAt = summaries.fetchedAt[account.id] {
                guard changes != nil else {
                    try report.emit(summary, for: account.item)
                    continue
                }
                found.append((account.item, .summary(summary, of: account.id, fetchedAt: fetchedAt), fetchedAt))
            } else if let failure = summaries.failed[account.id] {
                report.fail(account.item, failure)
            } else {
                report.note("no player has steamid \(account.id)", about: account.item)
            }
        }
        try await changes?.report(.summary, found, api: api, report: report)
    }
}
