// Draws one player's profile (names, avatar, dates, presence, game, location) from the seeded random source.

enum ProfileGenerator {
    /// The world's "now", fixed (2026-10-01T00:00:00Z) so that one seed gives the same timestamps on every run.
    static let now = 1_790_812_800
    /// The oldest account in the sample data (robinwalker, 2003-09-12).
    static let steamLaunch = 1_063_407_589

    /// Group SteamID64s start here; a primary clan id is one of them.
    private static let groupBase = 103_582_791_429_521_408

    static func makePlayer(accountID: UInt32, vanity: String, isPrivate: Bool, rng: inout SplitMix64) -> Player {
        let personaname = DisplayNames.personaname(vanity: vanity, rng: &rng)
        let timeCreated = rng.int(in: steamLaunch...(now - 30 * 86_400))
        let lastLogoff = rng.int(in: max(timeCreated, now - 60 * 86_400)...now)
        let personaState = rng.percent(50) ? 0 : rng.element(of: [1, 1, 1, 2, 3, 3, 4, 5, 6])
        return Player(
            accountID: accountID,
            vanity: vanity,
            personaname: personaname,
            isPrivate: isPrivate,
            avatarHash: rng.hex(bytes: 20),
            timeCreated: timeCreated,
            lastLogoff: lastLogoff,
            personaState: personaState,
            personaStateFlags: rng.element(of: Vocabulary.personaStateFlags),
            allowsComments: rng.percent(60),
            realName: rng.percent(40) ? DisplayNames.realName(rng: &rng) : nil,
            primaryClanID: rng.percent(45) ? String(groupBase + rng.int(in: 1...40_000_000)) : nil,
            currentGame: personaState != 0 && rng.percent(35) ? rng.element(of: Vocabulary.games) : nil,
            location: rng.percent(55) ? makeLocation(rng: &rng) : nil
        )
    }

    /// Valve sends a city only with a state, and a state only with a country.
    private static func makeLocation(rng: inout SplitMix64) -> Location {
        let region = rng.element(of: Vocabulary.regions)
        guard !region.states.isEmpty, rng.percent(60) else {
            return Location(countryCode: region.country, stateCode: nil, cityID: nil)
        }
        let state = rng.element(of: region.states)
        let city = rng.percent(50) ? rng.int(in: 1_000...60_000) : nil
        return Location(countryCode: region.country, stateCode: state, cityID: city)
    }
}
