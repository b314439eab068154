// The hostile-input issue's third pass (46): stat-agg's records it cannot read without guessing, its charts and empty answers.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
    static let statAggPass: [HostileCase] = [
        // 1: a player without a slot has no team; reading it as slot 0 made a Dire loss a Radiant win.
        .init(item: "46.1", command: #"steam-replay generate --matches 1 --seed 1 | jq -c '. as $m | (.players[] | select(.account_id == $m.account_id)) |= (.player_slot = null)' | stat-agg wl"#,
              status: 1, says: "has no player_slot, so its team is unknown", never: #""win":1"#),
        .init(item: "46.1", command: #"steam-replay generate --matches 1 --seed 1 | jq -c 'del(.players[].player_slot)' | stat-agg heroes"#,
              status: 1, says: "players[0] has no player_slot, so its team is unknown"),
        .init(item: "46.1", command: "stat-agg wl",
              stdin: #"{"match_id":1,"account_id":5,"radiant_win":true,"heroes":{"0":{"account_id":5,"hero_id":1}}}"#,
              status: 1, says: "an OpenDota player row without player_slot"),
        // 2: a full match without match_id could not be told from its second copy, so it counted twice.
        .init(item: "46.2", command: #"steam-replay generate --matches 1 --seed 1 | jq -c 'del(.match_id)' > "$STEAM_PIPES_DB.m" && cat "$STEAM_PIPES_DB.m" "$STEAM_PIPES_DB.m" | stat-agg matches"#,
              status: 1, says: "line 2: no match_id, so a second copy of this match could not be told apart",
              never: #""match_id":null"#),
        // 3: by's bars are labelled by its keys' values, as its table is: each bar's label was empty.
        .init(item: "46.3", command: "steam-replay generate --matches 20 --seed 1 | stat-agg by .hero_id .is_radiant --format svg",
              status: 0, says: "46 · ", inStdout: true, never: ##"fill="#222222"></text>"##),
        .init(item: "46.3", command: "steam-replay generate --matches 20 --seed 1 | stat-agg by .hero_id --format chart",
              status: 0, says: "46 ", inStdout: true),
        // 7: peers with nothing to show says why, as wl, records and matches do.
        .init(item: "46.7", command: "steam-replay generate --matches 3 --seed 1 | stat-agg peers --min-games 50", status: 0,
              says: "stat-agg: note: no other player (by account_id) was in 50 or more of the 3 counted matches"),
    ]
}
