// The hostile-input issue's third pass (46): text read one way: line ends, matching, paths, escapes, links.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
    /// Valve's app list holding "İstanbul Game" (a capital I with a dot, whose lower case is "i" and a combining dot)
    /// and "Café Racer" with its accent a combining mark.
    static let markedAppList = #"[{"path":"GetAppList","count":99,"content_type":"application/json","body":"{\"response\":{\"apps\":[{\"appid\":10,\"name\":\"\\u0130stanbul Game\"},{\"appid\":11,\"name\":\"Cafe\\u0301 Racer\"}]}}"}]"#

    static let textPass: [HostileCase] = [
        // 11, 17: one matcher in the store and in memory; lower case without combining marks finds both names.
        .init(item: "46.11", command: "steam-games find istanbul", status: 0, says: #"{"appid":10,"#, inStdout: true,
              faults: markedAppList),
        .init(item: "46.11", command: "steam-games find --no-cache istanbul", status: 0, says: #"{"appid":10,"#,
              inStdout: true, faults: markedAppList),
        .init(item: "46.11", command: "steam-games find cafe", status: 0, says: #"{"appid":11,"#, inStdout: true,
              faults: markedAppList),
        .init(item: "46.11", command: "steam-games find --no-cache cafe", status: 0, says: #"{"appid":11,"#,
              inStdout: true, faults: markedAppList),
        // 14: a control character in an error is written \u001b, as JSON, tables and the manual write it.
        .init(item: "46.14", command: #"steam-games players --offline "$(printf '5\033[31m')""#, status: 1,
              says: #""5\u001b[31m" is not an app id"#, never: "u{1b}"),
        // 19: friend-invite links name their account by the code alone, the token after it being one use.
        .init(item: "46.19", command: "steam-auth resolve --offline https://s.team/p/cpf-ff https://steamcommunity.com/user/cpf-ff/T0KEN",
              status: 0, says: #""account_id":107315,"steam2":"STEAM_1:1:53657""#, inStdout: true),
        .init(item: "46.19", command: "steam-auth resolve --offline s.team/p/cpf-zz", status: 1,
              says: #"friend code "cpf-zz" is not an account's code"#),
    ]
}
