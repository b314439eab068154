// Draws one player's profile (privacy, names, avatar, dates, presence, game, location) from that player's own stream.

enum ProfileGenerator {
    /// Where the generated history ends (2026-10-01T00:00:00Z). Fixed, not the replay clock: one seed must give the
    /// same timestamps whenever a server starts, and the clock starts at the real time.
    static let historyEnd = 1_790_812_800
    /// The oldest account in the sample data (robinwalker, 2003-09-12).
    static let steamLaunch = 1_063_407_589

    /// Group SteamID64s start here; a primary clan id is one of them.
    private static let groupBase = 103_582_791_429_521_408

    /// A function of the seed, the slot and the slot's vanity alone: no other player's draws move it.
    static func makePlayer(slot: Int, accountID: UInt32, vanity: String, seeds: WorldSeeds) -> Player {
        var rng = seeds.stream(.profile, index: slot)
        let isPrivate = Cast.isPrivate(slot: slot, rng: &rng)
        let personaname = DisplayNames.personaname(vanity: vanity, rng: &rng)
        let timeCreated = rng.int(in: steamLaunch...(historyEnd - 30 * 86_400))
        let lastLogoff = rng.int(in: max(timeCreated, historyEnd - 60 * 86_400)...historyEnd)
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
