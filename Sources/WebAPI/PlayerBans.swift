// ISteamUser/GetPlayerBans: each account's VAC, game, community and trade bans, 100 ids a call, through the store.
import FoundationEssentials
import SteamModels
import Store

/// What GetPlayerBans said about each asked-for id.
public typealias Bans = AccountAnswers<PlayerBans>

extension SteamAPI {
    /// Valve takes at most this many steamids in one GetPlayerBans call, as in GetPlayerSummaries.
    public static let bansPerCall = 100

    /// Bans of `ids`: what the store holds fresh costs no call; the rest go 100 to a call, side by side, and each
    /// call's answers are stored as soon as it returns, each with its account snapshot.
    public func bans(of ids: [SteamID]) async throws -> Bans {
        let endpoint = Endpoint.getPlayerBans
        return try await accountAnswers(AccountBatchMethod(
            endpoint: endpoint, perCall: Self.bansPerCall,
            players: { body in
                try Self.read(body, from: endpoint, PlayerBansList.init(json:)).players.map { player in
                    (String(player.steamID.id64), Data(JSONValue.object(player.record).jsonBytes))
                }
            },
            decode: { body in try Self.read(body, from: endpoint, PlayerBans.init(record:)) },
            snapshot: { bans, id, fetchedAt in .bans(bans, of: id, fetchedAt: fetchedAt) }), of: ids)
    }
}
