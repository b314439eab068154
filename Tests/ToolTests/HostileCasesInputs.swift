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
        // 13: apps as arguments, as every other subcommand takes its inputs.
        .init(item: "46.13", command: "steam-games players 570 --app 440", status: 0, says: #"{"appid":570,"#,
              inStdout: true),
        // 17: a flag's seconds or rate is a decimal number, as its whole-number flags' values are: no hex, no exponent.
        .init(item: "46.17", command: "steam-profile summaries --watch 0x10 \(gabe)", status: 64,
              says: "The value '0x10' is invalid for '--watch <seconds>': give a decimal number, as 30 or 0.5"),
        .init(item: "46.17", command: "steam-profile --rate 1e3 \(gabe)", status: 64, says: "give a decimal number"),
        // 17: more than a key on stdin is wrong input, not a failed read.
        .init(item: "46.17", command: "head -c 5000 /dev/zero | tr '\\0' a | steam-auth key set", status: 64,
              says: "stdin: holds more than 4096 bytes, far more than a key"),
    ]
}
