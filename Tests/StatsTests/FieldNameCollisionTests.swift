// No other name reads as a name stat-agg knows. For each such name, every name of its length that differs from it in
// one byte, in every position, is put before and after the real member, in the match and in a player: the record
// must read the same, and no statistic may change. FieldNames once let eight-byte names share a slot ("match_il"
// was read as match_id).
import SteamModels
import Testing
@testable import Stats

@Suite struct FieldNameCollisionTests {
    /// Members a query can name beyond the fixed ones, among them those of the pairs that once collided.
    static let capturedNames = ["total_xp", "abandons", "stuns", "last_hits", "net_worth", "radiant_name", "first_blood_time"]
    static let knownNames = KnownField.allCases.map(\.name) + capturedNames

    static let matchMembers: [(String, String)] = [
        ("account_id", "1"), ("match_id", "111"), ("start_time", "1700000000"), ("duration", "2400"),
        ("radiant_win", "true"), ("game_mode", "22"), ("lobby_type", "7"), ("leagueid", "0"), ("cluster", "133"),
        ("region", "3"), ("patch", "50"), ("radiant_name", "\"Radiant\""), ("first_blood_time", "60"),
    ]
    static let playerMembers: [(String, String)] = [
        ("account_id", "1"), ("player_slot", "0"), ("hero_id", "7"), ("leaver_status", "0"), ("party_size", "1"),
        ("lane_role", "2"), ("kills", "10"), ("deaths", "2"), ("assists", "5"), ("gold_per_min", "600"),
        ("xp_per_min", "700"), ("stuns", "1.5"), ("last_hits", "120"), ("net_worth", "15000"), ("total_xp", "20000"),
        ("abandons", "0"),
    ]
    static let otherPlayer = #"{"account_id":2,"player_slot":128,"hero_id":8,"kills":3,"deaths":4,"assists":1}"#

    /// What a misread would show: a string where a number belongs, another line-up, another match.
    static func impostorValue(for name: String) -> String {
        switch name {
        case "players": #"[{"account_id":1,"player_slot":128,"hero_id":99}]"#
        case "result": #"{"match_id":5,"players":[{"account_id":1,"player_slot":128,"hero_id":99}]}"#
        default: #""impostor""#
        }
    }

    enum Place: CaseIterable { case beforeInMatch, afterInMatch, beforeInPlayer, afterInPlayer }

    /// The record with `impostor` placed beside `name` (before or after it, or first or last where the object has no
    /// such member).
    static func record(impostor: (name: [UInt8], value: String)? = nil, beside name: String = "", at place: Place = .afterInMatch) -> [UInt8] {
        func object(_ members: [(String, String)], impostorAfter: Bool?) -> [UInt8] {
            var parts = members.map { Array("\"\($0.0)\":\($0.1)".utf8) }
            if let impostor, let impostorAfter {
                let text = [UInt8(ascii: "\"")] + impostor.name + Array("\":\(impostor.value)".utf8)
                let index = members.firstIndex { $0.0 == name }.map { impostorAfter ? $0 + 1 : $0 } ?? (impostorAfter ? parts.count : 0)
                parts.insert(text, at: index)
            }
            return [UInt8(ascii: "{")] + Array(parts.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "}")]
        }
        let inMatch: Bool? = place == .beforeInMatch ? false : place == .afterInMatch ? true : nil
        let inPlayer: Bool? = place == .beforeInPlayer ? false : place == .afterInPlayer ? true : nil
        let player = object(playerMembers, impostorAfter: inPlayer)
        let players = "[" + String(decoding: player, as: UTF8.self) + "," + otherPlayer + "]"
        return object(matchMembers + [("players", players)], impostorAfter: inMatch)
    }

    /// Every name of `name`'s length that differs from it in one byte, that byte any printable ASCII but a quote or a
    /// backslash (which would need an escape and so differ in length).
    static func neighbours(of name: String) -> [[UInt8]] {
        let bytes = Array(name.utf8)
        var names: [[UInt8]] = []
        for position in bytes.indices {
            for byte in UInt8(0x20)...UInt8(0x7E) where byte != bytes[position] && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                var neighbour = bytes
                neighbour[position] = byte
                // Another member of the record is no impostor.
                if !knownNames.contains(String(decoding: neighbour, as: UTF8.self)) { names.append(neighbour) }
            }
        }
        return names
    }

    static let plans = [FieldPlan(), FieldPlan(everyPlayerNumber: true, names: Set(capturedNames))]

    @Test(arguments: knownNames)
    func noNeighbourReadsAsTheName(_ name: String) throws {
        for plan in Self.plans {
            var scanner = ScannerReading(plan: plan)
            let expected = try scanner.read(Self.record()).get()
            #expect(expected == ReferenceReading.read(Self.record(), plan: plan))
            for neighbour in Self.neighbours(of: name) {
                for place in Place.allCases {
                    let line = Self.record(impostor: (neighbour, Self.impostorValue(for: name)), beside: name, at: place)
                    let read = scanner.read(line)
                    guard (try? read.get()) == expected else {
                        Issue.record("\(String(decoding: neighbour, as: UTF8.self)) \(place) read as \(read)")
                        return
                    }
                }
            }
        }
    }

    @Test func theThreePairsThatCollidedAreApart() throws {
        for (real, impostor) in [("match_id", "match_il"), ("total_xp", "total_xx"), ("abandons", "abandonb")] {
            #expect(Self.neighbours(of: real).contains(Array(impostor.utf8)))
            for plan in Self.plans {
                var scanner = ScannerReading(plan: plan)
                let line = Self.record(impostor: (Array(impostor.utf8), "5"), beside: real, at: real == "match_id" ? .afterInMatch : .afterInPlayer)
                let read = try scanner.read(line).get()
                #expect(read.numbers["match_id"] == 111)
                // The scanner's reading: no player in it fails the test instead of trapping.
                let player = try #require(read.players.first, "no player read")
                #expect(player.captured["total_xp"] == (plan.everyPlayerNumber ? .number(ExactNumber(20000)) : nil))
                #expect(read == ReferenceReading.read(line, plan: plan))
            }
        }
    }

    /// The same through every statistic: one neighbour per position of every name and the three pairs, in every
    /// place, against as many copies of the record.
    @Test func noStatisticChanges() {
        var lines: [[UInt8]] = []
        for name in Self.knownNames {
            let neighbours = Self.neighbours(of: name)
            for position in 0..<name.utf8.count {
                let atPosition = neighbours.filter { $0[position] != Array(name.utf8)[position] }
                for place in Place.allCases {
                    let neighbour = atPosition[(position * 37) % atPosition.count]
                    lines.append(Self.record(impostor: (neighbour, Self.impostorValue(for: name)), beside: name, at: place))
                }
            }
        }
        for (real, impostor) in [("match_id", "match_il"), ("total_xp", "total_xx"), ("abandons", "abandonb")] {
            for place in Place.allCases {
                lines.append(Self.record(impostor: (Array(impostor.utf8), Self.impostorValue(for: real)), beside: real, at: place))
            }
        }
        let impostors = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        let originals = Array(Array(repeating: Self.record(), count: lines.count).joined(separator: [UInt8(ascii: "\n")]))
        for statistic in MergeProperty.statistics + [.histogram(field: "total_xp", bins: 5), .by(keys: ["radiant_name"], metrics: ["abandons"])] {
            func answer(_ bytes: [UInt8]) -> [JSONObject] {
                var aggregation = Aggregation(query: Query(statistic: statistic))
                let report = bytes.withUnsafeBufferPointer { aggregation.add(lines: $0) }
                #expect(report.problems.isEmpty, "\(statistic): \(report.problems.first.map(\.problem) ?? "")")
                return aggregation.answer()
            }
            #expect(answer(impostors) == answer(originals), "\(statistic)")
        }
    }
}
