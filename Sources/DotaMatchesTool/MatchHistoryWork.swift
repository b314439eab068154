// dota-matches: one summary record per match of each input's account, newest first, each saying whose it is.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

/// dota-matches' --source: the client's choice of match list.
extension HistorySource: ExpressibleByArgument {}

public struct MatchHistoryWork: UnitWork {
    public static let inputFields = AccountInput.dotaFields

    public let query: MatchHistoryQuery
    /// Requests per second to OpenDota.
    public let openDotaRate: Double

    /// The work dota-matches' flags describe; `since` is in unix seconds, `columns` OpenDota's beyond the default
    /// ones. A hero no one answers to makes the run mean nothing, so it is refused before any request.
    public init(
        source: HistorySource = .valve, hero: String?, gameMode: Int?, league: Int?, minPlayers: Int?, limit: Int?,
        all: Bool, since: Int64?, onlyNew: Bool, columns: [String] = [], openDotaRate: Double = SteamAPI.openDotaDefaultRate
    ) throws(UnknownHeroError) {
        var query = MatchHistoryQuery()
        query.source = source
        query.heroID = try hero.map { value throws(UnknownHeroError) in try HeroChoice(value, flag: "--hero").id }
        query.gameMode = gameMode
        query.league = league
        query.minPlayers = minPlayers
        // A default of 100 would cut --new or --since short without a word: a first sync would stop at 100, and the
        // next one, meeting those stored, would never reach the older matches.
        query.limit = all || (limit == nil && (onlyNew || since != nil)) ? nil : limit ?? 100
        query.since = since
        query.onlyNew = onlyNew
        query.wholeWindow = onlyNew && all
        var seen = Set<String>()
        query.extraColumns = columns.filter { seen.insert($0).inserted }
        self.query = query
        self.openDotaRate = openDotaRate
    }

    public var classRates: [String: Double] { [SteamAPI.openDotaRateClass: openDotaRate] }

    /// Refuses, before any request, a --project name that cannot be a column of OpenDota's.
    public static func checkColumns(_ names: [String]) throws(ValidationError) {
        if let name = names.first(where: { !SteamAPI.isOpenDotaColumnName($0) }) {
            throw ValidationError("--project \(quoted(name)) is no column name: OpenDota's are a-z, 0-9 and _")
        }
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            let accountID = account.id.accountID
            let heroes = try await api.heroTable(onlyOpenDota: query.source == .opendota)
            // OpenDota drops a column it does not have without a word; the rows say which of the asked-for ones, the
            // default ones stat-agg reads among them, it lacks.
            let asked = SteamAPI.openDotaRowFields + query.extraColumns.filter { !SteamAPI.openDotaRowFields.contains($0) }
            var absent = query.source == .opendota && api.configuration.cacheMode != .offline ? asked : []
            var listed = 0
            let listing = try await api.matchHistory(of: account.id, query: query) { match in
                absent.removeAll { match.fields[$0] != nil }
                listed += 1
                report.emit(match.record(for: accountID, heroes: heroes), for: item)
            }
            switch listing {
            case .hidden:
                report.note("keeps its Dota 2 match history private (GetMatchHistory status 15)", about: item)
            case .empty:
                report.note(
                    api.configuration.cacheMode == .offline ? "the store holds no Dota 2 matches of \(account.id)"
                        : query.source == .opendota
                        ? "OpenDota lists no matches for \(account.id) (it answers so for a private profile too)"
                        : "Valve lists no Dota 2 matches for \(account.id)",
                    about: item)
            case .listed:
                if listed > 0, !absent.isEmpty { report.note(Self.absenceNote(absent), about: item) }
            case .cutShort(let shortfall):
                report.note(Self.shortfallNote(shortfall, listed: listed), about: item)
            }
        }
    }

    /// A listing Valve ended early would pass for the whole history: the note says how many came, what Valve says
    /// is left, and where the rest are.
    static func shortfallNote(_ shortfall: HistoryShortfall, listed: Int) -> String {
        let came = listed == 1 ? "listed 1 match" : "listed \(listed) matches"
        switch shortfall {
        case .window(let total):
            return "\(came), then GetMatchHistory's window ended: Valve lists only an account's newest \(total) "
                + "(total_results \(total)); --source opendota lists the older ones"
        case .emptyPage(let remaining, let total):
            let counts = "results_remaining \(remaining)" + (total.map { " of total_results \($0)" } ?? "")
            return "\(came), then GetMatchHistory sent an empty page though \(remaining) more remain (\(counts)); "
                + "--source opendota lists the rest"
        }
    }

    /// A column present but null is OpenDota's; one absent from every row is most likely no column of player_caches.
    static func absenceNote(_ columns: [String]) -> String {
        columns.count == 1
            ? "OpenDota sent no column named \(columns[0]) (not one of its player_caches columns?)"
            : "OpenDota sent no columns named \(columns.joined(separator: ", ")) (not among its player_caches columns?)"
    }
}
