// ISteamUserStats' player counts and IPlayerService's Steam levels and badges, through the store: lookups of one app or
// one account that no library holds.
import FoundationEssentials
import SteamModels

extension SteamAPI {
    /// How many play `app` now; absent for an app Valve does not know.
    public func currentPlayers(of app: AppID) async throws -> GameAnswer<CurrentPlayers> {
        let endpoint = Endpoint.getNumberOfCurrentPlayers
        let answer = try await answer(
            endpoint, [("appid", String(app))], describing: "app \(app)",
            validate: Self.shape(CurrentPlayers.init(json:), from: endpoint))
        return try decoded(answer, from: endpoint, CurrentPlayers.init(json:))
    }

    /// The account's Steam level; hidden for a private profile or an account Valve does not know.
    public func steamLevel(of account: SteamID) async throws -> GameAnswer<SteamLevel> {
        let endpoint = Endpoint.getSteamLevel
        let answer = try await answer(
            endpoint, [("steamid", String(account.id64))], describing: "steamid \(account.id64)",
            validate: Self.shape(SteamLevel.init(json:), from: endpoint))
        return try decoded(answer, from: endpoint, SteamLevel.init(json:))
    }

    /// The account's badges and totals; hidden for a private profile or an account Valve does not know.
    public func badges(of account: SteamID) async throws -> GameAnswer<Badges> {
        let endpoint = Endpoint.getBadges
        let answer = try await answer(
            endpoint, [("steamid", String(account.id64))], describing: "steamid \(account.id64)",
            validate: Self.shape(Badges.init(json:), from: endpoint))
        return try decoded(answer, from: endpoint, Badges.init(json:))
    }
}
