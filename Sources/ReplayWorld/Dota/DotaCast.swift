// The Dota players tests rely on, by slot, and how often each of them plays.

struct DotaCast: Sendable {
    let demoUser = Cast.demoUser
    /// Plays 4-6 matches a day: thousands in all, far past GetMatchHistory's cap of 500.
    let pastCap: Int
    /// Plays, but hides their history: GetMatchHistory answers status 15.
    let privateHistory: Int
    /// Plays 5-7 a day, and every 30 days 22 days of their matches are hidden: paging hits an empty page early.
    let emptyPage: Int

    /// The first three public players after the Steam cast; the first of them wears gabelogannewell (NamedAccount).
    init(players: [Player]) {
        let candidates = Cast.publicOrdinarySlots(in: players)
        pastCap = candidates[0]
        privateHistory = candidates[1]
        emptyPage = candidates[2]
    }

    /// Role players appear only in matches they start themselves, so their histories can be drawn on their own.
    var slots: [Int] { [demoUser, pastCap, privateHistory, emptyPage] }

    /// The role's name on /_replay/world for a Dota-only role; the demo user keeps its own.
    var roleNames: [(name: String, slot: Int)] {
        [("dota_past_cap", pastCap), ("dota_private_history", privateHistory), ("dota_empty_page", emptyPage)]
    }

    /// How many matches a role player starts on a day. nil for every other player.
    func dailyMatches(slot: Int, rng: inout SplitMix64) -> Int? {
        switch slot {
        case demoUser: rng.chance(0.45) ? 1 : 0
        case pastCap: rng.int(in: 4...6)
        case privateHistory: rng.int(in: 0...2)
        case emptyPage: rng.int(in: 5...7)
        default: nil
        }
    }

    static let emptyPageCycleDays = 30
    static let emptyPageHiddenDays = 22

    /// Why 22 of 30 days at 5 or more a day: a hidden run is then at least 110 matches, and from any clock reading the
    /// newest hidden run of 100 or more starts within 99 + 8 * 7 newest matches.
    func isHiddenDay(slot: Int, day: Int) -> Bool {
        slot == emptyPage && day % Self.emptyPageCycleDays < Self.emptyPageHiddenDays
    }
}
