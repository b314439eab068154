// The store's hostile pass (issue 48): a country not given or not one, a category no one has, inputs of the wrong
// type, an account with no wishlist, a private friend list to compare, and the settings file's country.
// Each case's item is "48".
extension HostileCase {
    static let storefrontPass: [HostileCase] = [
        // Without a country Steam prices by the caller's address: refused, naming both ways to give one.
        .init(item: "48", command: "steam-games prices 246570", status: 64, says: "give --cc COUNTRY (us, de, gb, …) or set cc in"),
        .init(item: "48", command: "steam-games wishlist --cc usa robinwalker", status: 64,
              says: #"--cc "usa" is no country: give two letters, such as us, de or gb"#),
        .init(item: "48", command: "steam-games common --category coop-ish robinwalker", status: 64,
              says: #"--category "coop-ish" is no player category; they are: co-op (any of 9, 38, 39 and 48)"#),
        .init(item: "48", command: "steam-games common --at-least 0 robinwalker", status: 64, says: "--at-least must be from 1 to 5000, not 0"),
        .init(item: "48", command: "steam-games common --friends-of robinwalker \(gabe)", status: 64,
              says: "give accounts or --friends-of, not both"),
        .init(item: "48", command: "steam-games prices --cc us --appdetails-rate 11 246570", status: 64,
              says: "--appdetails-rate must be from 0.001 to 10, not 11"),
        // A country this table has no currency for is priced as Steam prices it, and said once.
        .init(item: "48", command: "steam-games prices --cc zz 246570 15300", status: 0,
              says: "no currency is known here for country ZZ: its prices are written with currency null"),
        // Wrong JSON types name their line; the good line still gets its record.
        .init(item: "48", command: "steam-games prices --cc us", stdin: "{\"appid\":true}\n[1]\n246570\n", status: 1,
              says: #"line 1: field "appid" is a boolean, not a string or an integer"#),
        .init(item: "48", command: "steam-games prices --cc us", stdin: "{\"appid\":true}\n246570\n", status: 1,
              says: #"{"appid":246570,"#, inStdout: true),
        // Valve answers an account that does not exist as it answers an empty wishlist: the note says both.
        .init(item: "48", command: "steam-games wishlist --cc us 76561197960265999", status: 0,
              says: "has an empty wishlist, or is no account (Valve answers both alike)"),
        .init(item: "48", command: "steam-games common --friends-of 76561197960265999", status: 1,
              says: "--friends-of \"76561197960265999\": the account keeps its friend list private"),
        // The settings file's country stands in for --cc, and a wrong one names its line.
        .init(item: "48", command: #"mkdir -p "$XDG_CONFIG_HOME/steam-pipes" && printf 'cc = de\n' > "$XDG_CONFIG_HOME/steam-pipes/config" && steam-games prices 246570"#,
              status: 0, says: #""currency":"EUR""#, inStdout: true),
        .init(item: "48", command: #"mkdir -p "$XDG_CONFIG_HOME/steam-pipes" && printf '\ncc = germany\n' > "$XDG_CONFIG_HOME/steam-pipes/config" && steam-games prices 246570"#,
              status: 64, says: #"config:2: cc must be a two-letter country code such as us or de, not "germany""#),
    ]
}
