// The hostile-input issue's third pass (46): stat-agg's records it cannot read without guessing, its charts and empty answers.
// Each case's item is the item number, as "46.N".
extension HostileCase {
    static let statAggPass: [HostileCase] = [
        // 7: peers with nothing to show says why, as wl, records and matches do.
        .init(item: "46.7", command: "steam-replay generate --matches 3 --seed 1 | stat-agg peers --min-games 50", status: 0,
              says: "stat-agg: note: no other player (by account_id) was in 50 or more of the 3 counted matches"),
    ]
}
