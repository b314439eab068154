// steam-profile bans: one GetPlayerBans record per input, in input order, 100 accounts a call; with --changes, the
// accounts whose ban counts went up since their previous snapshot instead.
import ArgumentParser
import ChangeFeeds
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

struct Bans: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One GetPlayerBans record per account, fetched 100 accounts a call.",
        discussion: """
            Each record is steamid, then Valve's fields as Valve names them: CommunityBanned, VACBanned, \
            NumberOfVACBans, DaysSinceLastBan, NumberOfGameBans and EconomyBan ("none", "probation" or \
            "banned"). Inputs as for steam-profile: ids, vanity names, or records with a steamid.

            Examples:
              steam-profile bans 76561197960287930
              steam-profile friends robinwalker | steam-profile bans \\
                --jq 'select(.NumberOfVACBans > 0) | .steamid'
              steam-profile friends robinwalker | steam-profile bans \\
                --format table
              steam-profile friends robinwalker \\
                | steam-profile bans --changes

            Every answer is also a snapshot in the store (Valve's fields). With --changes only the accounts \
            whose NumberOfVACBans or NumberOfGameBans went up since their feed last reported them print, as \
            bans_increased {steamid, before, after, previous_seen_at, seen_at}, before and after holding \
            Valve's fields.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> BansWork { BansWork(changes: changes.tracker()) }
}

public struct BansWork: ChangeReportingWork {
    public static let inputFields = ["steamid"]
    public static let batching = Batching.upTo(SteamAPI.bansPerCall)

    /// Set for --changes: events instead of records.
    public let changes: ChangeTracker?

    public init(changes: ChangeTracker? = nil) {
        self.changes = changes
    }

    /// An account Valve does not know is a note, not a record.
    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        let asked = try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report)
        let bans = try await api.bans(of: asked.map(\.id))
        var found: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)] = []
        for account in asked {
            if let record = bans.found[account.id], let fetchedAt = bans.fetchedAt[account.id] {
                guard changes != nil else {
                    report.emit(record.record, for: account.item)
                    continue
                }
                found.append((account.item, .bans(record, of: account.id, fetchedAt: fetchedAt), fetchedAt))
            } else if let failure = bans.failed[account.id] {
                report.fail(account.item, failure)
            } else {
                report.note("no player has steamid \(account.id)", about: account.item)
            }
        }
        try await changes?.report(.bans, found, api: api, report: report)
    }
}
