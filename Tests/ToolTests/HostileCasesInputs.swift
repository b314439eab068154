// The hostile-input issue's third pass (46): dates, flags and the paging of listings.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
    static let inputPass: [HostileCase] = [
        // 4: a bare year is that year, not unix second 2026; as an end it takes in the whole year.
        .init(item: "46.4", command: "steam-replay generate --matches 3 --seed 1 | stat-agg matches --since 1970 --until 9998",
              status: 0, says: #""match_id":"#, inStdout: true),
    ]
}
