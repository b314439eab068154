// steam-games recent: the games an account played in the last two weeks, most played first, each record saying whose
// it is and when Valve answered.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Recent: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per game an account played in the last two weeks, most played first.",
        discussion: """
            Examples:
              steam-games recent robinwalker \\
                --jq '{name, playtime_2weeks}'
              steam-profile friends robinwalker | steam-games recent \\
                --count 1
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(parsing: .unconditional, help: "At most this many games per account (1-10000); all when not given.")
    var count: Int?

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        try requireCount(count)
    }

    func work() -> RecentWork { RecentWork(count: count) }
}

/// steam-games recent: one record per game the account played in the last two weeks, most played first.
public struct RecentWork: UnitWork {
    public static let inputFields = accountFields

    /// At most this many games per account; all when nil.
    public let count: Int?

    public init(count: Int?) {
        self.count = count
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            guard case .found(let list, let fetchedAt) = try await api.recentGames(of: account.id, count: count) else {
                report.note("keeps its game details private, or is no account (GetRecentlyPlayedGames answered {\"response\":{}})", about: item)
                return
            }
            if list.games.isEmpty { report.note("played no games in the last two weeks", about: item) }
            for game in list.games {
                report.emit(game.record(owner: account.id, fetchedAt: fetchedAt.unixSecond), for: item)
            }
        }
    }
}
