// ISteamUserStats' player counts and IPlayerService's Steam levels and badges, through the store: lookups of one app or
// one account that no library holds.
import FoundationEssentials
import SteamModels

extension SteamAPI {
    /// How many play `app` now; absent for an app Valve does not know.
    public func currentPlayers(of app: AppID) async throws -> GameAnswer<CurrentPlayers> {
        try await checkedAnswer(
            .getNumberOfCurrentPlayers, [("appid", String(app))], describing: "app \(app)", CurrentPlayers.init(json:))
    }

    /// The account's Steam level; hidden for a private profile or an account Valve does not know.
    public func steamLevel(of account: SteamID) async throws -> GameAnswer<SteamLevel> {
        try await checkedAnswer(
            .getSteamLevel, [("steamid", String(account.id64))], describing: "steamid \(account.id64)", SteamLevel.init(json:))
    }

    /// The account's badges and totals; hidden for a private profile or an account Valve does not know.
    public func badges(of account: SteamID) async throws -> GameAnswer<Badges> {
        try await checkedAnswer(
            .getBadges, [("steamid", String(account.id64))], describing: "steamid \(account.id64)", Badges.init(json:))
    }
}
