// ISteamUser: vanity names, player summaries (100 ids a call) and friend lists, through the store; summaries and
// friend lists found also leave account snapshots (AccountHistory).
import FoundationEssentials
import SteamModels

/// A friend list, or the fact that its owner keeps it private (Valve answers 401).
public enum FriendList: Sendable, Equatable {
    case friends([Friend])
    case hidden
}

/// What GetPlayerSummaries said about each asked-for id.
public typealias Summaries = AccountAnswers<PlayerSummary>

extension SteamAPI {
    /// Valve takes at most this many steamids in one GetPlayerSummaries call.
    public static let summariesPerCall = 100

    /// The account a vanity name belongs to, or nil when Valve knows no such name (EResult 42).
    public func resolveVanity(_ name: String) async throws -> SteamID? {
        let endpoint = Endpoint.resolveVanityURL
        let answer = try await answer(
            endpoint, [("vanityurl", name)], describing: "vanity name \(quoted(name))",
            validate: { [self] body in _ = try decode(VanityResolutionEnvelope.self, body, from: endpoint) })
        guard answer.outcome == .found else { return nil }
        let response = try decode(VanityResolutionEnvelope.self, answer.body, from: endpoint).response
        guard response.success == 1, let text = response.steamid, let id = SteamID(decimal: text) else {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "success \(response.success) without a numeric steamid")
        }
        return id
    }

    /// Summaries of `ids`: what the store holds fresh costs no call; the rest go 100 to a call, side by side, and
    /// each call's answers are stored as soon as it returns, each with its account snapshot.
    public func summaries(of ids: [SteamID]) async throws -> Summaries {
        let endpoint = Endpoint.getPlayerSummaries
        return try await accountAnswers(AccountBatchMethod(
            endpoint: endpoint, perCall: Self.summariesPerCall,
            players: { [self] body in
                try decode(PlayerSummariesEnvelope.self, body, from: endpoint).response.players.map { player in
                    (player.steamid, try JSONEncoder().encode(player))
                }
            },
            decode: { [self] body in try decode(PlayerSummary.self, body, from: endpoint) },
            snapshot: { summary, id, fetchedAt in .summary(summary, of: id, fetchedAt: fetchedAt) }), of: ids)
    }

    /// Everyone on `id`'s friend list, each saying whose friend they are, and when Valve gave the list. Every friend's
    /// steamid is a SteamID64: `Friend` refuses to decode anything else. A list found also leaves its account snapshot.
    public func friendList(of id: SteamID) async throws -> (list: FriendList, fetchedAt: Date) {
        let endpoint = Endpoint.getFriendList
        let answer = try await answer(
            endpoint, [("steamid", String(id.id64)), ("relationship", "friend")], describing: "steamid \(id.id64)",
            validate: { [self] body in _ = try decode(FriendListEnvelope.self, body, from: endpoint) },
            account: { [self] answer in
                guard answer.outcome == .found else { return nil }
                let friends = try decode(FriendListEnvelope.self, answer.body, from: endpoint).friends
                return .friends(friends, of: id, fetchedAt: answer.fetchedAt)
            })
        guard answer.outcome == .found else { return (.hidden, answer.fetchedAt) }
        let owner = String(id.id64)
        let friends = try decode(FriendListEnvelope.self, answer.body, from: endpoint).friends.map { friend in
            var friend = friend
            friend.friend_of = owner
            return friend
        }
        return (.friends(friends), answer.fetchedAt)
    }
}
