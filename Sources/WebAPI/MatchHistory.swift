// dota-matches' paging through an account's GetMatchHistory: 100 a page with start_at_match_id, up to Valve's
// 500 cap, stopping at an empty page, at the limit, at --since, or (--new) at the account's history mark; and
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
    /// Only matches the store does not hold for the account, however far back they are.
    public var onlyNew = false
    /// With `onlyNew`, page through Valve's whole window rather than stopping at the account's history mark.
    public var wholeWindow = false
    /// OpenDota columns to ask for beside the default ones (dota-matches --project).
    public var extraColumns: [String] = []

    public init() {}

    /// Every column asked of OpenDota, each once: the default ones, then the extra ones.
    var openDotaColumns: [String] {
        var seen = Set<String>()
        return (SteamAPI.openDotaRowFields + extraColumns).filter { seen.insert($0).inserted }
    }

    /// The flags whose filters OpenDota applies itself, as dota-matches spells them: with any, an empty list is no
    /// sign of a private profile.
    public var openDotaFilterFlags: [String] {
        [("--hero", heroID != nil), ("--game-mode", gameMode != nil), ("--league", league != nil), ("--since", since != nil)]
            .filter(\.1).map(\.0)
    }

    /// Whether Valve is asked for a part of the history only, so that a --new run cannot say what the rest holds.
    var filtersOnValve: Bool { !parameters.isEmpty }

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

/// How GetMatchHistory stopped a listing that the query (its limit, --since, --new's history mark) had not.
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
        let looksForNew = query.onlyNew && cacheMode != .offline
        let mark = looksForNew && !query.wholeWindow ? try await pagingMark(of: accountID) : nil
        var looked = HistoryLook()
        var handed = 0
        var start: UInt64?
        let listing: MatchHistoryListing
        paging: while true {
            guard let page = try await historyPage(of: account, from: start, size: pageSize, query: query) else { return .hidden }
            // Valve drops high-level matches from pages but counts them, so a page may be empty before the end.
            guard let last = page.matches.last else {
                if start == nil, page.totalResults ?? 0 == 0 { return .empty }
                listing = ending(at: page)
                looked.reachedTheEnd = listing.reachesTheEnd(withoutMark: mark == nil)
                break paging
            }
            let known = query.onlyNew ? try await storedMatchIDs(of: accountID, page.matches.map(\.matchID)) : []
            looked.add(page.matches.map(\.matchID), stored: known)
            let goesOn = try Self.handOver(page.matches, query: query, known: known, handed: &handed, each: each) { match in
                (query.heroID.map { match.player(account: accountID)?["hero_id"]?.integer(Int.self) == $0 } ?? true)
                    && (query.minPlayers.map { match.players.count >= $0 } ?? true)
            }
            if let mark, last.matchID <= mark {
                looked.reachedTheEnd = true
                listing = .listed
                break paging
            }
            guard goesOn else {
                listing = .listed
                break paging
            }
            guard page.resultsRemaining.map({ $0 > 0 }) ?? false, last.matchID > 1 else {
                listing = ending(at: page)
                looked.reachedTheEnd = listing.reachesTheEnd(withoutMark: mark == nil)
                break paging
            }
            let next = last.matchID - 1
            // A server that pages backwards would loop for ever.
            guard start.map({ next < $0 }) ?? true else {
                throw WebAPIError.unexpectedBody(
                    endpoint: Endpoint.getMatchHistory.method, detail: "a page did not go back past match \(next + 1)")
            }
            start = next
        }
        if looksForNew, !query.filtersOnValve, let newMark = looked.mark {
            try await withStore { store throws(StoreError) in
                try await store.setHistoryMark(server: server, account: Int64(accountID), to: newMark)
            }
        }
        return listing
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

    /// Hands `each` the matches of one answer, newest first, that `admits` lets through and the store does not hold
    /// for the account (`known`, for --new), counting them in `handed`. Returns false where the listing ends: at the
    /// first match older than --since, or at the limit.
    static func handOver(
        _ matches: [Match], query: MatchHistoryQuery, known: Set<UInt64>, handed: inout Int,
        each: (Match) throws -> Void, admits: (Match) -> Bool
    ) throws -> Bool {
        for match in matches {
            if let since = query.since, let started = match.startTime, started < since { return false }
            if known.contains(match.matchID) { continue }
            guard admits(match) else { continue }
            try each(match)
            handed += 1
            if let limit = query.limit, handed >= limit { return false }
        }
        return true
    }

    /// Which of `ids` the store holds for the account `accountID`.
    func storedMatchIDs(of accountID: UInt32, _ ids: [UInt64]) async throws -> Set<UInt64> {
        let stored = try await withStore { store throws(StoreError) in
            try await store.storedMatchIDs(server: server, account: Int64(accountID), among: ids.map { Int64($0) })
        }
        return Set(stored.map { UInt64($0) })
    }

    /// How far back --new pages for the account: at and below it every match Valve listed is stored for it. That is
    /// the newest match the last look listed, or just below the lowest it found unstored that still is; nil before
    /// the first look.
    private func pagingMark(of accountID: UInt32) async throws -> UInt64? {
        guard let mark = try await withStore({ store throws(StoreError) in
            try await store.historyMark(server: server, account: Int64(accountID))
        }) else { return nil }
        let unstored = mark.unstored.compactMap { UInt64(exactly: $0) }
        let stored = try await storedMatchIDs(of: accountID, unstored)
        guard let lowest = unstored.filter({ !stored.contains($0) }).min() else { return UInt64(exactly: mark.listedThrough) }
        return max(lowest, 1) - 1
    }
}

/// What `dota-matches --new` learned of an account's listing, for the mark the next run pages back to. A mark never
/// passes a match the store lacked, so a failed or skipped match keeps the paging reaching back to it until it is
/// stored, or leaves Valve's window.
struct HistoryLook {
    private var unstored: Set<UInt64> = []
    private var newest: UInt64?
    /// Whether the pages looked at reach the old mark or the end of Valve's window: only then is every listed match
    /// below the newest either stored or among `unstored`.
    var reachedTheEnd = false

    mutating func add(_ ids: [UInt64], stored: Set<UInt64>) {
        for id in ids {
            newest = max(newest ?? id, id)
            if !stored.contains(id) { unstored.insert(id) }
        }
    }

    /// The new mark, or nil when this look cannot set one.
    var mark: HistoryMark? {
        guard reachedTheEnd, let newest, let listedThrough = Int64(exactly: newest) else { return nil }
        return HistoryMark(listedThrough: listedThrough, unstored: unstored.sorted().compactMap { Int64(exactly: $0) })
    }
}

extension MatchHistoryListing {
    /// Whether the listing ended where Valve's does: its last page, its window's, or an empty page past which nothing
    /// can be paged. An empty page met before the mark leaves the matches between them unseen, so it does not count
    /// where a mark exists.
    func reachesTheEnd(withoutMark: Bool) -> Bool {
        switch self {
        case .listed, .cutShort(.window): true
        case .cutShort(.emptyPage): withoutMark
        case .hidden, .empty: false
        }
    }
}
