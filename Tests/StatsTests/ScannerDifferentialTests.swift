// stat-agg's scanner against JSONValue.parse over generated match records, mutated as real input is: fields
// reordered, unknown fields (among them names one byte from a known one), values of the wrong type, names written
// twice, envelopes, escapes, white space everywhere JSON allows it, lines cut short. For every record the two agree on
// whether it is read and on every value stat-agg reads. Seeded: a failure names the shard and record that repeat it.
// STAT_AGG_DIFFERENTIAL_RECORDS sets how many (100,000 by default).
import Foundation
import ReplayCorpus
import SteamModels
import Testing
@testable import Stats

@Suite struct ScannerDifferentialTests {
    static let records = Int(ProcessInfo.processInfo.environment["STAT_AGG_DIFFERENTIAL_RECORDS"] ?? "") ?? 100_000
    static let shards = 16
    /// Generated records per shard; each is mutated into many.
    static let basesPerShard = 64

    static let plans: [FieldPlan] = [
        FieldPlan(), FieldPlan(everyPlayerNumber: true),
        FieldPlan(names: ["stuns", "radiant_name", "hero_name", "is_radiant", "item_0"]),
        FieldPlan(everyPlayerNumber: true, names: ["first_blood_time", "radiant_score", "net_worth", "x", "é"]),
    ]

    @Test(arguments: 0..<shards)
    func scannerAndJSONValueAgree(shard: Int) throws {
        let bases = try Self.baseRecords(seed: UInt64(shard) + 1)
        // The generator's records: none fail the test instead of trapping on bases[index % 0].
        try #require(!bases.isEmpty, "the corpus generator wrote no records")
        var mutator = RecordMutator(seed: UInt64(shard) &* 7919 &+ 17)
        var scanners = Self.plans.map(ScannerReading.init(plan:))
        var (read, refused, failures) = (0, 0, 0)
        let count = Self.records / Self.shards + (shard < Self.records % Self.shards ? 1 : 0)
        for index in 0..<count {
            let line = mutator.mutate(bases[index % bases.count])
            let planIndex = index % Self.plans.count
            let reference = ReferenceReading.read(line, plan: Self.plans[planIndex])
            let scanned = scanners[planIndex].read(line)
            if reference == nil { refused += 1 } else { read += 1 }
            guard (try? scanned.get()) != reference else { continue }
            failures += 1
            Issue.record("""
                shard \(shard) record \(index) (plan \(planIndex)): the scanner \(scanned), JSONValue \(reference.map { "\($0)" } ?? "refuses")
                \(String(decoding: line.prefix(2000), as: UTF8.self))
                """)
            if failures == 3 { return }
        }
        // Both kinds of answer are common, so neither side can agree by always saying the same.
        #expect(read > count / 3 && refused > count / 10, "\(read) read, \(refused) refused")
    }

    /// Dota-detail records from the corpus generator, parsed once.
    static func baseRecords(seed: UInt64) throws -> [JSONValue] {
        var text: [UInt8] = []
        try CorpusGenerator(spec: CorpusSpec(matches: basesPerShard, seed: seed, focusShare: 0.5)).generate { text += $0 }
        return try text.split(separator: UInt8(ascii: "\n")).map { try JSONValue.parse($0) }
    }
}

/// Turns a record into one line of mutated JSON.
struct RecordMutator {
    private var random: RandomMatches

    init(seed: UInt64) { random = RandomMatches(seed: seed) }

    private mutating func chance(_ oneIn: Int) -> Bool { random.next(oneIn) == 0 }

    private mutating func pick<Element>(_ items: [Element]) -> Element { items[random.next(items.count)] }

    mutating func mutate(_ base: JSONValue) -> [UInt8] {
        guard var match = base.object else { return base.jsonBytes }
        match = trimmed(match)
        for _ in 0..<random.next(5) {
            switch random.next(7) {
            case 0: match = reordered(match)
            case 1: match = inserting(unknownField(), into: match)
            case 2: match = wrongType(in: match)
            case 3: match = duplicating(in: match)
            case 4: match = onePlayer(of: match) { mutator, player in mutator.inserting(mutator.unknownField(), into: player) }
            case 5: match = onePlayer(of: match) { mutator, player in mutator.wrongType(in: mutator.duplicating(in: player)) }
            default: match = onePlayer(of: match) { mutator, player in mutator.reordered(player) }
            }
        }
        var record = JSONValue.object(match)
        if chance(6) { record = enveloped(record) }
        var writer = Writer(random: random, spaces: chance(3), escapes: chance(4))
        writer.write(record)
        random = writer.random
        var line = writer.out
        if chance(12) { line = Array(line.prefix(random.next(max(1, line.count - 1)) + 1)) }
        return line
    }

    /// Most players lose their ability_upgrades, so that a record is a few kilobytes and many fit in a run.
    private mutating func trimmed(_ match: JSONObject) -> JSONObject {
        guard let players = match["players"]?.array else { return match }
        let kept = players.map { player -> JSONValue in
            guard let object = player.object, !chance(4) else { return player }
            return .object(object.removing("ability_upgrades"))
        }
        return match.replacing("players", with: .array(kept))
    }

    private mutating func reordered(_ object: JSONObject) -> JSONObject {
        var fields = object.fields
        for index in fields.indices.reversed() where index > 0 { fields.swapAt(index, random.next(index + 1)) }
        return JSONObject(fields: fields)
    }

    private mutating func inserting(_ field: (String, JSONValue), into object: JSONObject) -> JSONObject {
        var fields = object.fields
        fields.insert(field, at: random.next(fields.count + 1))
        return JSONObject(fields: fields)
    }

    private mutating func duplicating(in object: JSONObject) -> JSONObject {
        guard !object.fields.isEmpty else { return object }
        let field = object.fields[random.next(object.fields.count)]
        return inserting((field.name, chance(2) ? field.value : value(depth: 2)), into: object)
    }

    private mutating func wrongType(in object: JSONObject) -> JSONObject {
        guard !object.fields.isEmpty else { return object }
        var fields = object.fields
        let index = random.next(fields.count)
        fields[index].value = chance(3) ? .number(pick(Self.numbers)) : value(depth: 2)
        return JSONObject(fields: fields)
    }

    private mutating func onePlayer(of match: JSONObject, _ change: (inout RecordMutator, JSONObject) -> JSONObject) -> JSONObject {
        guard var players = match["players"]?.array, !players.isEmpty else { return match }
        let index = random.next(players.count)
        guard let player = players[index].object else { return match }
        players[index] = .object(change(&self, player))
        if chance(40) { players.insert(value(depth: 1), at: random.next(players.count + 1)) }
        return match.replacing("players", with: .array(players))
    }

    /// Valve's `{"result": …}`, sometimes with the perspective beside it, sometimes with a second result.
    private mutating func enveloped(_ record: JSONValue) -> JSONValue {
        var envelope = JSONObject()
        if chance(2) { envelope.append("account_id", .number(String(random.next(1_000_000)))) }
        envelope.append("result", record)
        if chance(4) { envelope = inserting(("result", chance(2) ? record : value(depth: 2)), into: envelope) }
        return .object(envelope)
    }

    private mutating func unknownField() -> (String, JSONValue) {
        let name: String
        switch random.next(3) {
        case 0:
            var bytes = Array(pick(KnownField.allCases).name.utf8)
            bytes[random.next(bytes.count)] = UInt8(ascii: "a") + UInt8(random.next(26))
            name = String(decoding: bytes, as: UTF8.self)
        case 1: name = pick(["x", "é", "名前", "total_xp", "match_seq_num", "radiant_score", "", "players2", "Result"])
        default: name = String((0..<(1 + random.next(20))).map { _ in pick(Array("abcdefghijklmnopqrstuvwxyz_0123456789")) })
        }
        return (name, value(depth: 3))
    }

    static let numbers = [
        "0", "-0", "7", "-12", "5.0", "5e0", "50e-1", "1E+2", "2.5", "-1.25e-3", "0.1234567890123", "1e20",
        "100000000000000000001", "12345678901234567890", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "1e400", "-1e-400", "4294967295", "76561197960287930",
    ]
    static let strings = ["", "a", "é", "😀", "a\"b", "back\\slash", "tab\there", "]", "}", "[", "{", ",", ":", "\u{0}",
                          "\u{7F}", "line\nbreak", "Anti-Mage"]

    private mutating func value(depth: Int) -> JSONValue {
        switch random.next(depth > 0 ? 7 : 5) {
        case 0: return .number(pick(Self.numbers))
        case 1: return .number(String(random.next(300)))
        case 2: return .string(pick(Self.strings))
        case 3: return chance(2) ? .bool(chance(2)) : .null
        case 4: return .number(String(random.next(100)) + "." + String(random.next(1000)))
        case 5: return .array((0..<random.next(5)).map { _ in value(depth: depth - 1) })
        default:
            return .object(JSONObject(fields: (0..<random.next(5)).map { _ in
                (chance(3) ? pick(KnownField.allCases).name : pick(["a", "b", "é", ""]), value(depth: depth - 1))
            }))
        }
    }
}

/// JSON text with white space between tokens and escapes in strings, each where JSON allows them, by chance.
private struct Writer {
    var random: RandomMatches
    let spaces: Bool
    let escapes: Bool
    var out: [UInt8] = []

    private mutating func space() {
        guard spaces, random.next(3) == 0 else { return }
        for _ in 0...random.next(2) { out.append([UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")][random.next(3)]) }
    }

    mutating func write(_ value: JSONValue) {
        space()
        switch value {
        case .null, .bool, .number: out += value.jsonBytes
        case .string(let text): string(text)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(item)
            }
            space()
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, field) in object.fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                space()
                string(field.name)
                space()
                out.append(UInt8(ascii: ":"))
                write(field.value)
            }
            space()
            out.append(UInt8(ascii: "}"))
        }
        space()
    }

    private mutating func string(_ text: String) {
        guard escapes else { return appendJSONString(text, to: &out) }
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            if random.next(6) == 0 {
                if scalar == "/" {
                    out += Array(#"\/"#.utf8)
                    continue
                }
                for unit in String(scalar).utf16 { out += Array(String(format: "\\u%04x", unit).utf8) }
                continue
            }
            switch scalar {
            case "\"": out += Array(#"\""#.utf8)
            case "\\": out += Array(#"\\"#.utf8)
            case "\n": out += Array(#"\n"#.utf8)
            case "\t": out += Array(#"\t"#.utf8)
            case _ where scalar.value < 0x20: out += Array(String(format: "\\u%04X", scalar.value).utf8)
            default: out += Array(String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

private extension JSONObject {
    init(fields: [(name: String, value: JSONValue)]) {
        self.init()
        for field in fields { append(field.name, field.value) }
    }

    func removing(_ name: String) -> JSONObject { JSONObject(fields: fields.filter { $0.name != name }) }

    func replacing(_ name: String, with value: JSONValue) -> JSONObject {
        JSONObject(fields: fields.map { $0.name == name ? ($0.name, value) : $0 })
    }
}
