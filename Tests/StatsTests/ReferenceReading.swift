// What stat-agg should read of a match record, worked out a second way for the scanner's tests: JSONValue.parse,
// then the README's rules written plainly over the parsed tree. It shares no code with MatchDecoder or JSONScanner,
// so the two can be compared record by record; a number's text becomes a value through ExactNumber on both sides,
// which ExactNumberTests check on their own.
import SteamModels
@testable import Stats

/// The values stat-agg reads of one record; a captured member by its name.
struct MatchReading: Equatable, CustomStringConvertible {
    var numbers: [String: Int64] = [:]
    var radiantWin: Bool?
    var captured: [String: FieldValue] = [:]
    var players: [PlayerReading] = []

    var description: String { "\(numbers) radiant_win=\(String(describing: radiantWin)) \(captured) \(players)" }
}

struct PlayerReading: Equatable, CustomStringConvertible {
    var numbers: [String: Int64] = [:]
    var captured: [String: FieldValue] = [:]

    var description: String { "\(numbers) \(captured)" }
}

enum ReferenceReading {
    /// The whole numbers a match holds; the envelope's and the result's account_id are told apart.
    static let matchNumbers = ["match_id", "start_time", "duration", "game_mode", "lobby_type", "leagueid", "cluster",
                               "region", "patch"]
    static let playerNumbers = ["account_id", "player_slot", "hero_id", "leaver_status", "party_size", "lane_role",
                                "kills", "deaths", "assists", "gold_per_min", "xp_per_min"]

    /// Whether this reading speaks for the line: a match, not one of OpenDota's player rows (a `player_slot` of the
    /// match's own, its players from `heroes`) and without dota-detail's `opendota` member, whose players join
    /// Valve's. Those two are held by PlayerRowsTests, OpenDotaRowsTests and the Python reference instead.
    static func covers(_ line: [UInt8]) -> Bool {
        guard let root = (try? JSONValue.parse(line))?.object else { return true }
        let levels = [root] + root.fields.filter { $0.name == "result" }.compactMap(\.value.object)
        return !levels.contains { level in level.fields.contains { $0.name == "player_slot" || $0.name == "opendota" } }
    }

    /// nil when stat-agg must refuse the line.
    static func read(_ line: [UInt8], plan: FieldPlan) -> MatchReading? {
        guard let root = (try? JSONValue.parse(line))?.object else { return nil }
        var reading = MatchReading()
        var sawPlayers = false
        // A name written twice: the last one counts, and every one must be of its type.
        let lastResult = root.fields.lastIndex { $0.name == "result" }
        for (index, field) in root.fields.enumerated() {
            if field.name == "result", let inner = field.value.object {
                var scratch = MatchReading()
                var scratchSawPlayers = false
                let entered = index == lastResult
                for member in inner.fields {
                    let ok = entered
                        ? readMatchMember(member, outer: false, plan: plan, into: &reading, sawPlayers: &sawPlayers)
                        : readMatchMember(member, outer: false, plan: plan, into: &scratch, sawPlayers: &scratchSawPlayers)
                    guard ok else { return nil }
                }
                if entered { continue }
                if plan.names.contains("result") { capture(field, plan: plan, into: &reading.captured) }
                continue
            }
            guard readMatchMember(field, outer: true, plan: plan, into: &reading, sawPlayers: &sawPlayers) else { return nil }
        }
        guard sawPlayers, !reading.players.isEmpty else { return nil }
        return reading
    }

    private static func readMatchMember(
        _ field: (name: String, value: JSONValue), outer: Bool, plan: FieldPlan, into reading: inout MatchReading,
        sawPlayers: inout Bool
    ) -> Bool {
        switch field.name {
        case "account_id":
            guard let number = wholeNumber(field.value) else { return false }
            reading.numbers[outer ? "outer_account_id" : "inner_account_id"] = number
        case let name where matchNumbers.contains(name):
            guard let number = wholeNumber(field.value) else { return false }
            reading.numbers[name] = number
        case "radiant_win":
            switch field.value {
            case .bool(let won): reading.radiantWin = won
            case .null: reading.radiantWin = nil
            default: return false
            }
        case "players":
            reading.players = []
            guard let items = field.value.array else {
                sawPlayers = false
                return capture(field, plan: plan, into: &reading.captured)
            }
            sawPlayers = true
            for item in items {
                guard let object = item.object, let player = readPlayer(object, plan: plan) else { return false }
                reading.players.append(player)
            }
        default:
            return capture(field, plan: plan, into: &reading.captured)
        }
        return true
    }

    private static func readPlayer(_ object: JSONObject, plan: FieldPlan) -> PlayerReading? {
        var player = PlayerReading()
        for field in object.fields {
            if playerNumbers.contains(field.name) {
                guard let number = wholeNumber(field.value) else { return nil }
                player.numbers[field.name] = number
                continue
            }
            guard plan.names.contains(field.name) || plan.everyPlayerNumber else { continue }
            guard let value = fieldValue(field.value) else { return nil }
            player.captured[field.name] = nil
            if plan.names.contains(field.name) || value.number != nil { player.captured[field.name] = value }
        }
        return player
    }

    /// A member a query names is kept, the last of its name; any other is passed over.
    @discardableResult
    private static func capture(_ field: (name: String, value: JSONValue), plan: FieldPlan, into captured: inout [String: FieldValue]) -> Bool {
        guard plan.names.contains(field.name) else { return true }
        guard let value = fieldValue(field.value) else { return false }
        captured[field.name] = value
        return true
    }

    /// A captured value; nil (refuse) for a number outside ±1e20. Arrays and objects are kept as null.
    private static func fieldValue(_ value: JSONValue) -> FieldValue? {
        switch value {
        case .number(let text): ExactNumber(json: Array(text.utf8)).map(FieldValue.number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null, .array, .object: .null
        }
    }

    /// Absent (nil inside) for null; nil for anything but a number whose value is a whole number within Int64.
    private static func wholeNumber(_ value: JSONValue) -> Int64?? {
        switch value {
        case .null: return .some(nil)
        case .number(let text):
            if let plain = Int64(text) { return plain }
            guard let (number, exact) = ExactNumber.parse(json: Array(text.utf8)), exact, number.isInteger else { return nil }
            return Int64(exactly: number.floor).map { .some($0) }
        default: return nil
        }
    }
}

extension MatchView {
    /// The view in the reference's terms, to compare the two.
    func reading(names: FieldNames) -> MatchReading {
        var reading = MatchReading()
        let numbers: [(String, Int64?)] = [
            ("outer_account_id", outerAccountID), ("inner_account_id", innerAccountID), ("match_id", matchID),
            ("start_time", startTime), ("duration", duration), ("game_mode", gameMode), ("lobby_type", lobbyType),
            ("leagueid", leagueID), ("cluster", cluster), ("region", region), ("patch", patch),
        ]
        for (name, value) in numbers { reading.numbers[name] = value }
        reading.radiantWin = radiantWin
        for field in captured { reading.captured[names.name(of: field.slot)] = field.value }
        reading.players = players.prefix(playerCount).map { player in
            var playerReading = PlayerReading()
            let numbers: [(String, Int64?)] = [
                ("account_id", player.accountID), ("player_slot", player.playerSlot), ("hero_id", player.heroID),
                ("leaver_status", player.leaverStatus), ("party_size", player.partySize), ("lane_role", player.laneRole),
                ("kills", player.kills), ("deaths", player.deaths), ("assists", player.assists),
                ("gold_per_min", player.goldPerMin), ("xp_per_min", player.xpPerMin),
            ]
            for (name, value) in numbers { playerReading.numbers[name] = value }
            for field in player.captured { playerReading.captured[names.name(of: field.slot)] = field.value }
            return playerReading
        }
        return reading
    }
}

/// MatchDecoder on one line, line after line as stat-agg runs it: the view, or the problem.
struct ScannerReading {
    var decoder: MatchDecoder
    private var view = MatchView()

    init(plan: FieldPlan) { decoder = MatchDecoder(plan: plan) }

    mutating func view(of line: [UInt8]) -> Result<MatchView, RecordError> {
        line.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .failure(RecordError(matchID: nil, problem: "an empty line")) }
            do throws(RecordError) {
                try decoder.decode(base, count: buffer.count, into: &view)
                return .success(view)
            } catch {
                return .failure(error)
            }
        }
    }

    /// The view in the reference's terms.
    mutating func read(_ line: [UInt8]) -> Result<MatchReading, RecordError> {
        view(of: line).map { $0.reading(names: decoder.fieldNames) }
    }
}
