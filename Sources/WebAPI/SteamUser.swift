// ISteamUser: vanity names, player summaries (100 ids a call) and friend lists, through the cache.
import Foundation
import SteamModels

/// A friend list, or the fact that its owner keeps it private (Valve answers 401).
public enum FriendList: Sendable, Equatable {
    case friends([Friend])
    case hidden
}

extension SteamAPI {
    /// Valve takes at most this many steamids in one GetPlayerSummaries call.
    public static let summariesPerCall = 100

    /// The account a vanity name belongs to, or nil when Valve knows no such name (EResult 42).
    public func resolveVanity(_ name: String) async throws -> SteamID? {
        let endpoint = Endpoint.resolveVanityURL
        let answer = try await answer(
            endpoint, [("vanityurl", name)],
            cacheKey: "\(endpoint.method)/\(name.lowercased())", maxAge: CacheLifetime.vanity,
            what: "vanity name \(quoted(name))",
            remembering: { $0.status == 200 && Self.isVanityMatch($0.body) })
        let response = try decode(VanityResolutionEnvelope.self, answer, from: endpoint).response
        guard response.success == 1 else { return nil }
        guard let text = response.steamid, let id64 = UInt64(text) else {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "success 1 without a numeric steamid")
        }
        return SteamID(id64: id64)
    }

    /// Summaries of `ids`, keyed by id. Ids Valve does not know are absent, and offline so are ids the store
    /// lacks (`absence(of:)` says which). Cached ids cost no call; the rest go 100 to a call, side by side.
    public func summaries(of ids: [SteamID]) async throws -> [SteamID: PlayerSummary] {
        let endpoint = Endpoint.getPlayerSummaries
        let unique = Array(Set(ids)).sorted()
        func cacheKey(_ id: SteamID) -> String { "\(endpoint.method)/\(id.id64)" }

        var found: [SteamID: PlayerSummary] = [:]
        let cached = try cachedAnswers(unique.map(cacheKey), maxAge: CacheLifetime.summary)
        for id in unique {
            guard let answer = cached[cacheKey(id)] else { continue }
            found[id] = try decode(PlayerSummary.self, answer, from: endpoint)
        }
        let missing = unique.filter { found[$0] == nil }
        guard cacheMode != .offline else { return found }

        let fetched = try await withThrowingTaskGroup(of: [PlayerSummary].self) { group in
            for start in stride(from: 0, to: missing.count, by: Self.summariesPerCall) {
                let batch = missing[start..<min(start + Self.summariesPerCall, missing.count)]
                group.addTask {
                    let ids = batch.map { String($0.id64) }.joined(separator: ",")
                    let answer = try await self.fetch(endpoint, [("steamids", ids)])
                    return try self.decode(PlayerSummariesEnvelope.self, answer, from: endpoint).response.players
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        var remembered: [(key: String, answer: Answer)] = []
        for summary in fetched {
            guard let id64 = UInt64(summary.steamid) else { continue }
            found[SteamID(id64: id64)] = summary
            remembered.append((cacheKey(SteamID(id64: id64)), Answer(status: 200, body: try JSONEncoder().encode(summary))))
        }
        try remember(remembered)
        return found
    }

    /// Why `summaries(of:)` had no summary for `id`: offline, a failure (the store lacks it); online, nil,
    /// because Valve leaves out players it does not know, which is an outcome to note rather than a failure.
    public func absence(of id: SteamID) -> WebAPIError? {
        cacheMode == .offline ? .notInStore(endpoint: Endpoint.getPlayerSummaries.method, what: "steamid \(id.id64)") : nil
    }

    /// Everyone on `id`'s friend list, each saying whose friend they are. Every friend's steamid is a
    /// SteamID64: `Friend` refuses to decode anything else.
    public func friendList(of id: SteamID) async throws -> FriendList {
        let endpoint = Endpoint.getFriendList
        let answer = try await answer(
            endpoint, [("steamid", String(id.id64)), ("relationship", "friend")],
            cacheKey: "\(endpoint.method)/\(id.id64)", maxAge: CacheLifetime.friends,
            what: "steamid \(id.id64)",
            remembering: { $0.status == 200 || $0.status == 401 })
        // Valve answers a private friend list (or profile) with 401; fetch already threw if the key was the problem.
        if answer.status == 401 { return .hidden }
        let owner = String(id.id64)
        return .friends(try decode(FriendListEnvelope.self, answer, from: endpoint).friends.map { friend in
            var friend = friend
            friend.friend_of = owner
            return friend
        })
    }

    private static func isVanityMatch(_ body: Data) -> Bool {
        (try? JSONDecoder().decode(VanityResolutionEnvelope.self, from: body))?.response.success == 1
    }
}
