// The real public accounts the docs and --help name (Valve's own), given to cast players so every example that names
// them runs against the world.

/// A real account's id and vanity name, worn by one world player in place of the drawn ones; every other part of the
/// player (profile, friends, games, Dota history) is still drawn from the seed and the slot.
struct NamedAccount: Sendable {
    let vanity: String
    let accountID: UInt32

    /// Robin Walker (SteamID64 76561197960435530): the demo user, who owns and has played every featured app.
    static let robinWalker = NamedAccount(vanity: "robinwalker", accountID: 169_802)
    /// Gabe Newell (SteamID64 76561197960287930): the Dota cast's past-cap player, made to own and play the free
    /// classics (GameCast).
    static let gabeNewell = NamedAccount(vanity: "gabelogannewell", accountID: 22_202)

    static let all = [robinWalker, gabeNewell]

    /// Which slot wears which name. The past-cap player is the first public ordinary player (DotaCast), and being
    /// private is drawn before any name, so naming a slot never moves which slot that is.
    static func slots(in players: [Player]) -> [(slot: Int, account: NamedAccount)] {
        var named = [(slot: Cast.demoUser, account: robinWalker)]
        if let pastCap = Cast.publicOrdinarySlots(in: players).first { named.append((pastCap, gabeNewell)) }
        return named.filter { players.indices.contains($0.slot) }
    }
}
