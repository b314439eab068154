// dota-matches' paging through an account's GetMatchHistory: 100 a page with start_at_match_id, up to Valve's
// 500 cap, stopping at an empty page, at the limit, at --since, or (--new) at the first match the store holds; and
// whether Valve (its cap, an empty page) or the query ended the listing. OpenDota's whole list, in one answer, is
// OpenDotaHistory's.
import FoundationEssentials
import SteamModels
import Store

/// Where dota-matches lists an account's matches.
public enum HistorySource: String, CaseIterable, Sendable {
    /// GetMatchHistory: 100 a page, the newest 500 at most.
    case valve
    /// OpenDota's /players/{account_id}/matches: every match in one answer.
    case opendota
}

public struct MatchHistoryQuery: Sendable {
    public var source = HistorySource.valve
    /// The id of the hero the account played; filtered here, since Valve ignores hero_id with account_id.
    public var heroID: Int?
    /// Sent to Valve: summaries carry no game mode or league to filter on here.
    public var gameMode: Int?
    public var league: Int?
    public var minPlayers: Int?
    /// Matches per account; nil for every match Valve gives (500 at most).
    public var limit: Int?
    /// Unix seconds: paging stops at the first match that started before it.
    public var since: Int64?
    /// Only matches the store does not hold, stopping at the first it does.
    public var onlyNew = false
    /// OpenDota columns to ask for beside the default ones (dota-matches --project).
    public var extraColumns: [String] = []

    public init() {}

    /// Every column asked of OpenDota, each once: the default ones, then the extra ones.
    var openDotaColumns: [String] {
        var seen = Set<String>()
        return (SteamAPI.openDotaRowFields + extraColumns).filter { seen.insert($0).inserted }
    }

    /// Valve's own filters, as request parameters.
    var parameters: [(String, String)] {
        [("game_mode", gameMode), ("league_id", league), ("min_players", minPlayers)]
            .compactMap { name, value in value.map { (name, String($0)) } }
    }
}

/// What an account's match history came to.
public enum MatchHistoryListing: Sendable {
    /// The account keeps its Dota 2 match history private (GetMatchHistory status 15).
    case hidden
    /// Valve lists no match of the account at all; offline, the store holds none.
    case empty
    /// Listed: every match the query asked for was handed over, none when its filters left none.
    case listed
    /// Valve ended the listing before the query or the history did: what was handed over is not all there is.
    case cutShort(HistoryShortfall)
}

/// How GetMatchHistory stopped a listing that the query (its limit, --since, --new's first stored match) had not.
public enum HistoryShortfall: Sendable, Equatable {
    /// The last page of Valve's window of an account's newest matches; `total` is its total_results, the cap.
    case window(total: Int)
    /// An empty page while results_remaining still counted `remaining`: Valve leaves high-level matches out of its
    /// pages but counts them, and a page with no match gives no id to page on from.
    case emptyPage(remaining: Int, total: Int?)
}

extension SteamAPI {
    /// Hands `each` the summary of every match of the account the query asks for, newest first, page by page as
    /// they come: a page that fails later leaves the earlier ones handed over.
    public func matchHistory(
        of account: SteamID, query: MatchHistoryQuery, each: (Match) throws -> Void
    ) async throws -> MatchHistoryListing {
        if query.source == .opendota, cacheMode != .offline { return try await openDotaHistory(of: account, query: query, each: each) }
        let accountID = account.accountID
        let pageSize = min(Endpoint.matchesPerPage, query.heroID == nil ? query.limit ?? .max : .max)
        var handed = 0
        var start: UInt64?
        paging: while true {
            guard let page = try await historyPage(of: account, from: start, size: pageSize, query: query) else { return .hidden }
            // Valve drops high-level matches from pages but counts them, so a page may be empty before the end.
            guard let last = page.matches.last else {
                if start == nil, page.totalResults ?? 0 == 0 { return .empty }
                return ending(at: page)
            }
            let known = query.onlyNew ? try await storedMatchIDs(page.matches.map(\.matchID)) : []
            let goesOn = try Self.handOver(page.matches, query: query, known: known, handed: &handed, each: each) { match in
                (query.heroID.map { match.player(account: accountID)?["hero_id"]?.integer(Int.self) == $0 } ?? true)
                    && (query.minPlayers.map { match.players.count >= $0 } ?? true)
            }
            guard goesOn else { break paging }
            guard page.resultsRemaining.map({ $0 > 0 }) ?? false, last.matchID > 1 else { return ending(at: page) }
            let next = last.matchID - 1
            // A server that pages backwards would loop for ever.
            guard start.map({ next < $0 }) ?? true else {
                throw WebAPIError.unexpectedBody(
                    endpoint: Endpoint.getMatchHistory.method, detail: "a page did not go back past match \(next + 1)")
            }
            start = next
        }
        return .listed
    }

    /// A page of the account's history from `start` on; nil for a private one. Offline, the one page is the
    /// account's stored matches as Valve would summarize them, newest first, to the cap (none for OpenDota), with
    /// Valve's filters applied here.
    private func historyPage(
        of account: SteamID, from start: UInt64?, size: Int, query: MatchHistoryQuery
    ) async throws -> MatchHistoryPage? {
        guard cacheMode != .offline else {
            let stored = try await withStore { store throws(StoreError) in
                try await store.matches(
                    server: server, account: Int64(account.accountID), limit: query.source == .valve ? Self.historyCap : .max)
            }
            let matches = try stored.map { try Self.match(json: $0.body, id: UInt64($0.matchID), from: "the store") }
                .filter { match in
                    [("game_mode", query.gameMode), ("leagueid", query.league)].allSatisfy { field, wanted in
                        wanted.map { match.fields[field]?.integer(Int.self) == $0 } ?? true
                    }
                }
            return MatchHistoryPage(matches: matches.map(\.summary), resultsRemaining: 0)
        }
        var parameters = [("account_id", String(account.accountID)), ("matches_requested", String(size))] + query.parameters
        if let start { parameters.append(("start_at_match_id", String(start))) }
        let answer = try await answer(.getMatchHistory, parameters, describing: "the match history of \(account)")
        guard answer.outcome == .found else { return nil }
        return try Self.read(answer.body, from: .getMatchHistory, MatchHistoryPage.init(json:))
    }

    /// Valve keeps the newest 500 matches of an account.
    static let historyCap = 500

    /// What a listing that Valve's `page` ended, not the query, came to: cut short when the page says matches remain,
    /// or when it ends Valve's window of the newest 500; else the history's own end. The store's matches, offline,
    /// are all there is to list.
    private func ending(at page: MatchHistoryPage) -> MatchHistoryListing {
        guard cacheMode != .offline else { return .listed }
        if let remaining = page.resultsRemaining, remaining > 0, page.matches.isEmpty {
            return .cutShort(.emptyPage(remaining: remaining, total: page.totalResults))
        }
        if let total = page.totalResults, total >= Self.historyCap { return .cutShort(.window(total: total)) }
        return .listed
    }

    /// Hands `each` the matches of one answer, newest first, that `admits` lets through, counting them in `handed`.
    /// Returns false where the listing ends: at the first match older than --since, at the first the store holds
    /// (`known`, for --new), or at the limit.
    static func handOver(
        _ matches: [Match], query: MatchHistoryQuery, known: Set<UInt64>, handed: inout Int,
        each: (Match) throws -> Void, admits: (Match) -> Bool
    ) throws -> Bool {
        for match in matches {
            if let since = query.since, let started = match.startTime, started < since { return false }
            if known.contains(match.matchID) { return false }
            guard admits(match) else { continue }
            try each(match)
            handed += 1
            if let limit = query.limit, handed >= limit { return false }
        }
        return true
    }

    func storedMatchIDs(_ ids: [UInt64]) async throws -> Set<UInt64> {
        let stored = try await withStore { store throws(StoreError) in
            try await store.storedMatchIDs(server: server, among: ids.map { Int64($0) })
        }
        return Set(stored.map { UInt64($0) })
    }
}
