// Fuzz target `scanner`: stat-agg's byte scanner through its match decoder and snapshot decoder, checked two ways on
// every input. Against JSONValue, as ScannerDifferentialTests do (ReferenceReading, linked from Tests/StatsTests):
// for each field plan the two agree on whether the line is read and on every value read, but for the one leniency
// JSONScanner documents (an unread array without `[` or `\` is passed over once its quotes balance, so it may
// hold text JSON refuses). Against Foundation's
// JSONSerialization: on every input both accept, the whole numbers, radiant_win and the players agree; an input
// with a name written twice in one object or a `result` envelope is left out of this second check, since
// JSONSerialization keeps no order and no duplicates, and so are numbers it holds only as inexact doubles. OpenDota's
// player rows and records with dota-detail's `opendota` member are left out of both (ReferenceReading.covers).
import Foundation
import FuzzSupport
import SteamModels
@testable import Stats

let plans: [FieldPlan] = [
    FieldPlan(), FieldPlan(everyPlayerNumber: true),
    FieldPlan(names: ["stuns", "radiant_name", "hero_name", "is_radiant", "item_0"]),
    FieldPlan(everyPlayerNumber: true, names: ["first_blood_time", "radiant_score", "net_worth", "x", "é"]),
]

/// What JSONSerialization says a value is, in the scanner's terms; `unknown` where it cannot say exactly.
enum FoundationNumber: Equatable {
    case absent
    case whole(Int64)
    case unknown
    case other
}

func foundationNumber(_ value: Any?) -> FoundationNumber {
    guard let value, !(value is NSNull) else { return .absent }
    // Its type code, not `is Bool`: on Linux a JSON 1 is a Bool too. "c" is true or false.
    guard let number = value as? NSNumber else { return .other }
    switch String(cString: number.objCType) {
    case "q", "l", "i", "s": return .whole(number.int64Value)
    case "Q": return number.uint64Value <= UInt64(Int64.max) ? .whole(number.int64Value) : .other
    case "d", "f":
        let double = number.doubleValue
        guard abs(double) < 9_007_199_254_740_992 else { return .unknown }
        return double.rounded() == double ? .whole(Int64(double)) : .other
    default: return .unknown
    }
}

func agrees(_ scanned: Int64?, _ foundation: FoundationNumber) -> Bool {
    switch foundation {
    case .absent: scanned == nil
    case .whole(let number): scanned == number
    case .unknown: true
    case .other: false
    }
}

func hasRepeatedName(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object):
        Set(object.fields.map(\.name)).count != object.fields.count || object.fields.contains { hasRepeatedName($0.value) }
    case .array(let items): items.contains(where: hasRepeatedName)
    default: false
    }
}

func compareWithFoundation(_ line: [UInt8], scanned: MatchReading) {
    guard let parsed = try? JSONValue.parse(line), parsed.object?["result"] == nil, !hasRepeatedName(parsed),
          let root = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
    else { return }
    let say = { (what: String) in "the scanner and JSONSerialization disagree on \(what)" }
    promise(agrees(scanned.numbers["outer_account_id"], foundationNumber(root["account_id"])), say("account_id"))
    for name in ReferenceReading.matchNumbers {
        promise(agrees(scanned.numbers[name], foundationNumber(root[name])), say(name))
    }
    promise(scanned.radiantWin == root["radiant_win"] as? Bool, say("radiant_win"))
    guard let players = root["players"] as? [[String: Any]] else { return promise(false, say("players")) }
    promise(players.count == scanned.players.count, say("the number of players"))
    for (player, reading) in zip(players, scanned.players) {
        for name in ReferenceReading.playerNumbers {
            promise(agrees(reading.numbers[name], foundationNumber(player[name])), say("a player's \(name)"))
        }
    }
}

func snapshot(_ line: [UInt8]) {
    for requiresFetchedAt in [false, true] {
        let decoded: Snapshot? = line.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return try? SnapshotDecoder(requiresFetchedAt: requiresFetchedAt).decode(base, count: buffer.count)
        }
        guard let decoded, let parsed = try? JSONValue.parse(line), !hasRepeatedName(parsed),
              let root = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
        else { continue }
        let say = { (what: String) in "the snapshot decoder and JSONSerialization disagree on \(what)" }
        promise(agrees(decoded.appID, foundationNumber(root["appid"])), say("appid"))
        promise(agrees(decoded.playtimeForever, foundationNumber(root["playtime_forever"])), say("playtime_forever"))
        promise(agrees(decoded.fetchedAt, foundationNumber(root["fetched_at"])), say("fetched_at"))
    }
}

/// Whether some `[` starts a span JSONScanner may pass over unchecked (no `[` or `\\` before the next `]`, the quotes
/// balanced) that is not a JSON array on its own.
func mayHoldUncheckedText(_ line: [UInt8]) -> Bool {
    for (start, byte) in line.enumerated() where byte == UInt8(ascii: "[") {
        guard let end = line[(start + 1)...].firstIndex(of: UInt8(ascii: "]")) else { return false }
        let inside = line[(start + 1)..<end]
        guard !inside.contains(UInt8(ascii: "[")), !inside.contains(UInt8(ascii: "\\")),
              inside.count(where: { $0 == UInt8(ascii: "\"") }) % 2 == 0
        else { continue }
        if (try? JSONValue.parse(line[start...end])) == nil { return true }
    }
    return false
}

runLibFuzzer { data, size in
    let line = fuzzInput(data, size)
    // OpenDota's rows and dota-detail's opendota.players are read by rules neither second reading states.
    guard ReferenceReading.covers(line) else {
        snapshot(line)
        return 0
    }
    for (index, plan) in plans.enumerated() {
        var scanner = ScannerReading(plan: plan)
        let scanned = scanner.read(line)
        let reference = ReferenceReading.read(line, plan: plan)
        if case .success = scanned, reference == nil, mayHoldUncheckedText(line) { continue }
        promise((try? scanned.get()) == reference, """
            plan \(index): the scanner \(scanned), JSONValue \(reference.map { "\($0)" } ?? "refuses")
            """)
        if index == 0, let reading = try? scanned.get() { compareWithFoundation(line, scanned: reading) }
    }
    snapshot(line)
    return 0
}
