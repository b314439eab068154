// Random match records for the property tests: a small pool of accounts so peers recur, anonymous and missing
// accounts, matches without leaver_status or radiant_win, fractional fields, and times across ISO-year edges.
import Foundation

struct RandomMatches {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next(_ bound: Int) -> Int {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }

    static let focus = 100

    /// One record per line, dota-detail's shape: the focus account (or another) first as account_id.
    mutating func lines(count: Int) -> [String] {
        let startTimes = [1_609_372_800, 1_609_632_000, 1_609_718_400, 1_735_430_400, 1_735_516_800, 1_736_035_200]
        return (0..<count).map { index in
            var heroes = Set<Int>()
            while heroes.count < 10 { heroes.insert(1 + next(30)) }
            let heroList = Array(heroes).sorted().shuffledDeterministically(&self)
            let focusSeat = next(10)
            let withLeaver = next(8) != 0
            let players = (0..<10).map { seat -> String in
                var fields: [String] = []
                let account: String? = seat == focusSeat ? "\(Self.focus)"
                    : next(5) == 0 ? "4294967295" : next(40) == 0 ? nil : "\(200 + next(25))"
                if let account { fields.append("\"account_id\":\(account)") }
                fields.append("\"player_slot\":\(seat < 5 ? seat : 123 + seat)")
                fields.append("\"hero_id\":\(heroList[seat])")
                fields.append("\"kills\":\(next(20)),\"deaths\":\(next(15)),\"assists\":\(next(25))")
                if withLeaver { fields.append("\"leaver_status\":\(next(12) == 0 ? 2 + next(4) : 0)") }
                fields.append("\"gold_per_min\":\(200 + next(700)),\"xp_per_min\":\(200 + next(800))")
                fields.append("\"stuns\":\(next(30)).\(next(1000))")
                fields.append("\"item_0\":\(next(300))")
                fields.append("\"ability_upgrades\":[{\"ability\":\(5000 + next(100)),\"time\":\(next(2000)),\"level\":1}]")
                return "{" + fields.joined(separator: ",") + "}"
            }
            let start = next(4) == 0 ? startTimes[next(startTimes.count)] : 1_600_000_000 + next(190_000_000)
            var match = "{\"account_id\":\(Self.focus),\"players\":[\(players.joined(separator: ","))]"
            if next(20) != 0 { match += ",\"radiant_win\":\(next(2) == 0)" }
            match += ",\"duration\":\(next(10) == 0 ? 6 : 300 + next(3000)),\"start_time\":\(start)"
            match += ",\"match_id\":\(7_000_000_000 + index),\"game_mode\":\([22, 23, 2, 18][next(4)])"
            match += ",\"lobby_type\":\([0, 7, 1][next(3)]),\"cluster\":\([111, 133, 999, 223][next(4)])"
            match += ",\"leagueid\":\(next(5) == 0 ? 15000 : 0)}"
            return match
        }
    }
}

extension Array {
    func shuffledDeterministically(_ random: inout RandomMatches) -> [Element] {
        var items = self
        for index in items.indices.reversed() where index > 0 { items.swapAt(index, random.next(index + 1)) }
        return items
    }
}
