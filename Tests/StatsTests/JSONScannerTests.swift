// The scanner's edge cases, as strict JSON has them. Each value is tried where stat-agg reads it as a whole number
// (hero_id), where a query captures it by name, and where no query reads it; each line is either read exactly as
// JSONValue.parse reads it (numbers to nine decimal places, as ExactNumber keeps them) or refused, named by its line.
import SteamModels
import Testing
@testable import Stats

/// What the scanner does with a value no query reads.
enum Skipped: Sendable {
    case accepted
    case refused
    /// The one place the scanner is not strict: an array holding no array and no escape, passed over by its `]`.
    case passedOverUnchecked
}

struct ValueCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: [UInt8]
    /// As hero_id: the number read (nil inside for null), or nil when refused.
    let asWholeNumber: Int64??
    /// As a member a query names: the value read, or nil when refused.
    let asCaptured: FieldValue?
    let skipped: Skipped

    var testDescription: String { name }

    init(_ name: String, _ json: String, whole: Int64??, captured: FieldValue?, skipped: Skipped) {
        self.init(name, Array(json.utf8), whole: whole, captured: captured, skipped: skipped)
    }

    init(_ name: String, _ json: [UInt8], whole: Int64??, captured: FieldValue?, skipped: Skipped) {
        self.name = name
        self.json = json
        asWholeNumber = whole
        asCaptured = captured
        self.skipped = skipped
    }
}

/// `text` as ExactNumber reads it. Text it refuses becomes a string no number is read as, so that the case using it
/// fails rather than the table trapping as the suite loads.
private func number(_ text: String) -> FieldValue {
    ExactNumber(json: Array(text.utf8)).map(FieldValue.number) ?? .string("ExactNumber refuses \(text)")
}

private let refusedEverywhere = (whole: Int64??.none, captured: FieldValue?.none, skipped: Skipped.refused)

let valueCases: [ValueCase] = [
    // Numbers: RFC 8259's grammar, whole numbers within Int64, captured ones within ±1e20.
    ValueCase("leading zeros", "007", whole: nil, captured: nil, skipped: .refused),
    ValueCase("negative leading zeros", "-007", whole: nil, captured: nil, skipped: .refused),
    ValueCase("two zeros", "00", whole: nil, captured: nil, skipped: .refused),
    ValueCase("leading zero before a fraction", "01.5", whole: nil, captured: nil, skipped: .refused),
    ValueCase("zero", "0", whole: 0, captured: number("0"), skipped: .accepted),
    ValueCase("minus zero", "-0", whole: 0, captured: number("0"), skipped: .accepted),
    ValueCase("minus zero point zero", "-0.0", whole: 0, captured: number("0"), skipped: .accepted),
    ValueCase("a fraction", "0.5", whole: nil, captured: number("0.5"), skipped: .accepted),
    ValueCase("a whole fraction", "5.0", whole: 5, captured: number("5"), skipped: .accepted),
    ValueCase("an exponent", "5e0", whole: 5, captured: number("5"), skipped: .accepted),
    ValueCase("a negative exponent", "50e-1", whole: 5, captured: number("5"), skipped: .accepted),
    ValueCase("a capital exponent with a sign", "1E+2", whole: 100, captured: number("100"), skipped: .accepted),
    ValueCase("1e400", "1e400", whole: nil, captured: nil, skipped: .accepted),
    ValueCase("-1e-400", "-1e-400", whole: nil, captured: number("0"), skipped: .accepted),
    ValueCase("a fraction below the ninth place", "5.0000000001", whole: nil, captured: number("5"), skipped: .accepted),
    ValueCase("digits moved by an exponent", "1.0000000005e3", whole: nil, captured: number("1000.0000005"), skipped: .accepted),
    ValueCase("1e20", "1e20", whole: nil, captured: number("100000000000000000000"), skipped: .accepted),
    ValueCase("20 digits", "12345678901234567890", whole: nil, captured: number("12345678901234567890"), skipped: .accepted),
    ValueCase("Int64.max", "9223372036854775807", whole: Int64.max, captured: number("9223372036854775807"), skipped: .accepted),
    ValueCase("Int64.max + 1", "9223372036854775808", whole: nil, captured: number("9223372036854775808"), skipped: .accepted),
    ValueCase("Int64.min", "-9223372036854775808", whole: Int64.min, captured: number("-9223372036854775808"), skipped: .accepted),
    ValueCase("24 digits", "123456789012345678901234", whole: nil, captured: nil, skipped: .accepted),
    ValueCase("42 fraction digits", "0.123456789012345678901234567890123456789012", whole: nil,
              captured: number("0.123456789"), skipped: .accepted),
    ValueCase("NaN", "NaN", whole: nil, captured: nil, skipped: .refused),
    ValueCase("Infinity", "Infinity", whole: nil, captured: nil, skipped: .refused),
    ValueCase("-Infinity", "-Infinity", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a plus sign", "+1", whole: nil, captured: nil, skipped: .refused),
    ValueCase("no whole part", ".5", whole: nil, captured: nil, skipped: .refused),
    ValueCase("no fraction digits", "1.", whole: nil, captured: nil, skipped: .refused),
    ValueCase("no exponent digits", "1e", whole: nil, captured: nil, skipped: .refused),
    ValueCase("only an exponent sign", "1e+", whole: nil, captured: nil, skipped: .refused),
    ValueCase("hexadecimal", "0x10", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a lone minus", "-", whole: nil, captured: nil, skipped: .refused),
    ValueCase("capital TRUE", "TRUE", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a cut literal", "nul", whole: nil, captured: nil, skipped: .refused),
    ValueCase("undefined", "undefined", whole: nil, captured: nil, skipped: .refused),
    ValueCase("true", "true", whole: nil, captured: .bool(true), skipped: .accepted),
    ValueCase("null", "null", whole: .some(nil), captured: .null, skipped: .accepted),
    // Strings: every escape, surrogates, raw control characters, UTF-8.
    ValueCase("every escape", #""\"\\\/\b\f\n\r\t\u0041\u00e9""#, whole: nil,
              captured: .string("\"\\/\u{8}\u{c}\n\r\tAé"), skipped: .accepted),
    ValueCase("a surrogate pair", #""\ud83d\ude00""#, whole: nil, captured: .string("😀"), skipped: .accepted),
    ValueCase("a capital surrogate pair", #""\uD83D\uDE00""#, whole: nil, captured: .string("😀"), skipped: .accepted),
    ValueCase("a lone high surrogate", #""\ud83d""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a lone high surrogate before text", #""\ud83dx""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a lone low surrogate", #""\ude00""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a high surrogate before a non-surrogate", #""\ud83d\u0041""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a reversed pair", #""\ude00\ud83d""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("an unknown escape", #""\x41""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a short \\u", #""\u12""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a capital \\U", #""\U0041""#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("an escaped NUL", #""a\u0000b""#, whole: nil, captured: .string("a\u{0}b"), skipped: .accepted),
    ValueCase("a raw tab", "\"a\tb\"", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a raw carriage return", "\"a\rb\"", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a raw U+0001", "\"a\u{1}b\"", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a raw U+001F", "\"a\u{1F}b\"", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a raw DEL", "\"a\u{7F}b\"", whole: nil, captured: .string("a\u{7F}b"), skipped: .accepted),
    ValueCase("UTF-8", "\"é😀ж\"", whole: nil, captured: .string("é😀ж"), skipped: .accepted),
    ValueCase("invalid UTF-8", [0x22, 0xC3, 0x28, 0x22], whole: nil, captured: nil, skipped: .refused),
    ValueCase("a byte 0xFF", [0x22, 0x61, 0xFF, 0x22], whole: nil, captured: nil, skipped: .refused),
    ValueCase("an overlong NUL", [0x22, 0xC0, 0x80, 0x22], whole: nil, captured: nil, skipped: .refused),
    ValueCase("an encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], whole: nil, captured: nil, skipped: .refused),
    ValueCase("a cut sequence", [0x22, 0xE2, 0x82, 0x22], whole: nil, captured: nil, skipped: .refused),
    ValueCase("an unclosed string", #""abc"#, whole: nil, captured: nil, skipped: .refused),
    // Arrays and objects: read as null where captured, refused as a number, checked whole where read.
    ValueCase("an empty array", "[]", whole: nil, captured: .null, skipped: .accepted),
    ValueCase("an object", #"{"a":[1,{"b":null}],"c":"]"}"#, whole: nil, captured: .null, skipped: .accepted),
    ValueCase("a trailing comma in an array", "[1,2,]", whole: nil, captured: nil, skipped: .passedOverUnchecked),
    ValueCase("a trailing comma in a nested array", "[[1],[2,]]", whole: nil, captured: nil, skipped: .passedOverUnchecked),
    ValueCase("a trailing comma in an object", #"{"a":1,}"#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a lone comma in an array", "[,]", whole: nil, captured: nil, skipped: .passedOverUnchecked),
    ValueCase("a lone comma in an object", "{,}", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a missing comma", "[[1] [2]]", whole: nil, captured: nil, skipped: .refused),
    ValueCase("a missing colon", #"{"a" 1}"#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("a name that is no string", "{a:1}", whole: nil, captured: nil, skipped: .refused),
    ValueCase("brackets of two kinds", #"{"a":[1}]"#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("NaN in an object", #"{"a":NaN}"#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("leading zeros in a flat array", "[007]", whole: nil, captured: nil, skipped: .passedOverUnchecked),
    ValueCase("leading zeros in an array of arrays", "[[1],007]", whole: nil, captured: nil, skipped: .refused),
    ValueCase("an escape in an array", #"["\q"]"#, whole: nil, captured: nil, skipped: .refused),
    ValueCase("an unclosed array", "[1,2", whole: nil, captured: nil, skipped: .refused),
]

/// A value nested `depth` arrays deep, with a number innermost.
private func nestedArrays(_ depth: Int) -> String { String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) }
private func nestedObjects(_ depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
}

@Suite struct JSONScannerTests {
    /// A record with one player whose member `x` holds `value`; `heroID` puts it at hero_id instead.
    private static func record(_ value: [UInt8], heroID: Bool = false) -> [UInt8] {
        let name = heroID ? "hero_id" : "x"
        return Array(#"{"account_id":1,"players":[{"account_id":1,"hero_id":2,"\#(name)":"#.utf8) + value + Array("}]}".utf8)
    }

    private static func read(_ line: [UInt8], plan: FieldPlan = FieldPlan()) -> MatchReading? {
        var scanner = ScannerReading(plan: plan)
        return try? scanner.read(line).get()
    }

    @Test(arguments: valueCases)
    func readsAValueAsStrictJSONDoes(_ value: ValueCase) throws {
        let isJSON = (try? JSONValue.parse(Self.record(value.json))) != nil
        #expect(isJSON == (value.skipped == .accepted), "JSONValue.parse and the table disagree")

        let asHeroID = Self.read(Self.record(value.json, heroID: true))
        if let expected = value.asWholeNumber {
            #expect(asHeroID?.players.first?.numbers["hero_id"] == expected)
        } else {
            #expect(asHeroID == nil, "read as hero_id: \(String(describing: asHeroID))")
        }

        let captured = Self.read(Self.record(value.json), plan: FieldPlan(names: ["x"]))
        #expect(captured?.players.first?.captured["x"] == value.asCaptured)
        if value.asCaptured == nil { #expect(captured == nil) }

        let skipped = Self.read(Self.record(value.json))
        switch value.skipped {
        case .accepted: #expect(skipped?.players.first?.numbers["hero_id"] == 2)
        case .refused: #expect(skipped == nil)
        case .passedOverUnchecked: #expect(skipped != nil && !isJSON)
        }
        // Wherever the scanner reads the line, it reads what JSONValue reads.
        for plan in [FieldPlan(), FieldPlan(names: ["x"]), FieldPlan(everyPlayerNumber: true)] {
            for line in [Self.record(value.json), Self.record(value.json, heroID: true)] {
                guard let scanned = Self.read(line, plan: plan), value.skipped != .passedOverUnchecked || plan.names.contains("x")
                else { continue }
                #expect(scanned == ReferenceReading.read(line, plan: plan))
            }
        }
    }

    /// JSONValue.parse reads 512 levels and no more; so does the scanner, read or skipped, arrays or objects, and a
    /// line nested 100,000 deep is refused without exhausting a worker's stack.
    @Test(arguments: [505, 506, 507, 508, 509, 510, 511, 512, 100_000])
    func nestsAsDeepAsJSONValue(depth: Int) {
        for value in [nestedArrays(depth), nestedObjects(depth)] {
            for heroID in [false, true] {
                let line = Self.record(Array(value.utf8), heroID: heroID)
                let isJSON = (try? JSONValue.parse(line)) != nil
                for plan in [FieldPlan(), FieldPlan(names: ["x"])] {
                    let scanned = Self.read(line, plan: plan)
                    #expect((scanned != nil) == (isJSON && !heroID), "depth \(depth), \(value.prefix(6))…")
                }
            }
        }
        #expect((try? JSONValue.parse(Self.record(Array(nestedArrays(508).utf8)))) != nil)
        #expect((try? JSONValue.parse(Self.record(Array(nestedArrays(509).utf8)))) == nil)
    }

    static let wholeLines: [(String, String, String)] = [
        ("a byte-order mark", "\u{FEFF}" + #"{"account_id":1,"players":[{"account_id":1,"hero_id":2}]}"#, "byte-order mark"),
        ("a trailing comma in the record", #"{"account_id":1,"players":[{"account_id":1,"hero_id":2}],}"#, "member name"),
        ("a trailing comma in players", #"{"account_id":1,"players":[{"account_id":1,"hero_id":2},]}"#, "players[1]"),
        ("a trailing comma in a player", #"{"account_id":1,"players":[{"account_id":1,"hero_id":2,}]}"#, "member name"),
        ("a second record on the line", #"{"players":[{"hero_id":2}]}{"players":[]}"#, "more text"),
        ("an array for a record", #"[{"players":[{"hero_id":2}]}]"#, "not a JSON object"),
        ("a raw newline in a name", "{\"play\nrs\":1,\"players\":[{\"hero_id\":2}]}", "control character"),
    ]

    @Test(arguments: wholeLines)
    func refusesALineStrictJSONRefuses(_ line: (String, String, String)) {
        let line = (name: line.0, text: line.1, problem: line.2)
        var scanner = ScannerReading(plan: FieldPlan())
        let result = scanner.read(Array(line.text.utf8))
        #expect(ReferenceReading.read(Array(line.text.utf8), plan: FieldPlan()) == nil)
        guard case .failure(let error) = result else {
            Issue.record("\(line.name) was read")
            return
        }
        #expect(error.problem.contains(line.problem), "\(error.problem)")
    }

    /// A line cut anywhere, as a full disk or a killed writer leaves it, is refused, never misread.
    @Test func refusesEveryLineThatEndsMidToken() {
        let record = Array(#"{"account_id":12,"result":{"match_id":345,"radiant_win":true,"players":[{"account_id":12,"player_slot":128,"hero_id":7,"name":"a\"b\u00e9","stuns":-1.5e-2,"ability_upgrades":[{"ability":1,"time":2}]}]},"x":[null,false]}"#.utf8)
        #expect(Self.read(record) != nil)
        for length in 1..<record.count {
            let cut = Array(record[..<length])
            #expect(Self.read(cut, plan: FieldPlan(everyPlayerNumber: true, names: ["name"])) == nil, "cut at \(length)")
        }
    }

    /// White space JSON allows (space, tab, carriage return) around every token changes nothing.
    @Test func readsWhiteSpaceAroundEveryToken() throws {
        let plain = #"{"account_id":1,"players":[{"account_id":1,"hero_id":2,"stuns":1.5,"items":[1,2]}],"radiant_win":false}"#
        let spaced = " \t{ \r\"account_id\"\t: 1 ,\"players\" :[ {\"account_id\" :1\r, \"hero_id\": 2 ,\"stuns\":\t1.5 ,\"items\" : [ 1 , 2 ] } ] , \"radiant_win\" : false } \r"
        let plan = FieldPlan(everyPlayerNumber: true)
        let expected = try #require(Self.read(Array(plain.utf8), plan: plan))
        #expect(Self.read(Array(spaced.utf8), plan: plan) == expected)
        #expect(ReferenceReading.read(Array(spaced.utf8), plan: plan) == expected)
    }

    /// A name written twice: the last one counts, as in JSONValue (and jq), and each must be of its type.
    @Test(arguments: [
        (#"{"players":[{"hero_id":1,"hero_id":2}]}"#, "hero_id", Int64?(2)),
        (#"{"players":[{"hero_id":1,"hero_id":null}]}"#, "hero_id", nil),
        (#"{"match_id":1,"players":[{"hero_id":1}],"match_id":3}"#, "match_id", 3),
        (#"{"players":[{"hero_id":1}],"players":[{"hero_id":4},{"hero_id":5}]}"#, "players", 2),
        (#"{"players":[{"hero_id":1}],"result":{"match_id":8},"result":{"match_id":9}}"#, "match_id", 9),
        (#"{"result":{"match_id":8,"players":[{"hero_id":1}]},"result":{"match_id":9}}"#, "players", nil),
        (#"{"result":{"players":[{"hero_id":1}]},"players":[{"hero_id":4}],"result":{"match_id":9}}"#, "players", 1),
        (#"{"players":[{"hero_id":1}],"result":{"players":[]},"result":{}}"#, "players", 1),
    ])
    func takesTheLastOfANameWrittenTwice(line: String, field: String, expected: Int64?) {
        let read = Self.read(Array(line.utf8))
        #expect(read == ReferenceReading.read(Array(line.utf8), plan: FieldPlan()))
        switch field {
        case "players": #expect(read.map { Int64($0.players.count) } == expected)
        case "hero_id": #expect(read?.players.first?.numbers["hero_id"] == expected)
        default: #expect(read?.numbers[field] == expected)
        }
    }

    @Test func takesTheLastOfACapturedNameWrittenTwice() throws {
        let line = Array(#"{"radiant_name":"a","players":[{"stuns":1,"stuns":2.5,"gold":3,"gold":"x"}],"radiant_name":"b"}"#.utf8)
        let every = FieldPlan(everyPlayerNumber: true, names: ["radiant_name"])
        let read = try #require(Self.read(line, plan: every))
        #expect(read.captured == ["radiant_name": .string("b")])
        // The scanner's reading: no player in it fails the test instead of trapping.
        let player = try #require(read.players.first, "no player read")
        #expect(player.captured == ["stuns": number("2.5")])
        #expect(read == ReferenceReading.read(line, plan: every))
        #expect(Self.read(Array(#"{"players":[{"hero_id":"1","hero_id":1}]}"#.utf8)) == nil)
    }

    /// A name is its text: `hero\u005fid` is hero_id, in a match, a player or a playtime snapshot.
    @Test func readsEscapedNamesAsTheirText() throws {
        let line = Array(#"{"match\u005fid":5,"players":[{"hero\u005Fid":7,"st\u0075ns":1.5,"\u00e9":2}]}"#.utf8)
        let plan = FieldPlan(everyPlayerNumber: true)
        let read = try #require(Self.read(line, plan: plan))
        let player = try #require(read.players.first, "no player read")
        #expect(read.numbers["match_id"] == 5 && player.numbers["hero_id"] == 7)
        #expect(player.captured == ["stuns": number("1.5"), "é": number("2")])
        #expect(read == ReferenceReading.read(line, plan: plan))
        let snapshot = Array(#"{"steam\u0069d":"76561197960287930","appid":570,"playtime_forever":10}"#.utf8)
        let decoded = try snapshot.withUnsafeBufferPointer { buffer in
            try SnapshotDecoder(requiresFetchedAt: false).decode(buffer.baseAddress!, count: buffer.count)
        }
        #expect(decoded.steamID == 76_561_197_960_287_930)
    }

    /// Refusals name their line; the lines around them are counted.
    @Test func namesTheLineOfEachRefusal() {
        func good(_ id: Int) -> String {
            #"{"match_id":\#(id),"account_id":1,"radiant_win":true,"players":[{"account_id":1,"player_slot":0,"hero_id":2}]}"#
        }
        let bad = [#"{"account_id":1,"radiant_win":true,"players":[{"account_id":1,"hero_id":007}]}"#, "\u{FEFF}" + good(9),
                   #"{"account_id":1,"radiant_win":true,"players":[{"account_id":1,"hero_id":2,"x":"\ud800"}]}"#,
                   #"{"account_id":1,"radiant_win":true,"players":[{"account_id":1,"hero_id":2}],"x":{"a":1,}}"#]
        var lines: [String] = []
        for (index, line) in bad.enumerated() { lines += [good(index), line] }
        lines.append(good(bad.count))
        var aggregation = Aggregation(query: Query(statistic: .winLoss))
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let report = bytes.withUnsafeBufferPointer { aggregation.add(lines: $0) }
        #expect(report.problems.map(\.line) == [2, 4, 6, 8])
        #expect(report.problems.allSatisfy { $0.isFailure })
        #expect(aggregation.counted == 5)
    }
}
