// The hostile-input issue's third pass (46): dates, flags and the paging of listings.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
    static let inputPass: [HostileCase] = [
        // 4: a bare year is that year, not unix second 2026; as an end it takes in the whole year.
        .init(item: "46.4", command: "steam-replay generate --matches 3 --seed 1 | stat-agg matches --since 1970 --until 9998",
              status: 0, says: #""match_id":"#, inStdout: true),
        // 6: OpenDota's empty list under a filter it applies is no sign of a private profile, and the note says so.
        .init(item: "46.6", command: "dota-matches --source opendota --league 1 \(gabe)", status: 0,
              says: "OpenDota lists no matches for \(gabe) that pass --league (a private profile lists none either"),
    ]
}
