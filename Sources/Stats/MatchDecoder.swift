// Fills a MatchView from one line of JSON: Valve's match object, its `{"result": …}` envelope, dota-detail's record
// or OpenDota's match. Only the members a query needs are read; the scanner skips every other value whole.

/// What a query needs beyond the fields every query reads.
public struct FieldPlan: Sendable, Equatable {
    /// Every numeric member of a player (totals, records).
    public var everyPlayerNumber = false
    /// Members wanted by name, from the player's object or the match's.
    public var names: Set<String> = []

    public init(everyPlayerNumber: Bool = false, names: Set<String> = []) {
        self.everyPlayerNumber = everyPlayerNumber
        self.names = names
    }

    /// What either plan keeps, for one decoder that serves several statistics.
    func union(_ other: FieldPlan) -> FieldPlan {
        FieldPlan(everyPlayerNumber: everyPlayerNumber || other.everyPlayerNumber, names: names.union(other.names))
    }
}

struct RecordError: Error, Sendable, Equatable {
    let matchID: Int64?
    let problem: String
}

struct MatchDecoder {
    private(set) var fieldNames = FieldNames()
    private var wanted: [Bool] = []
    private let plan: FieldPlan

    init(plan: FieldPlan) {
        self.plan = plan
        for name in plan.names { _ = fieldNames.slot(adding: Array(name.utf8)) }
        wanted = fieldNames.names.map { plan.names.contains($0) }
    }

    mutating func decode(_ bytes: UnsafePointer<UInt8>, count: Int, into view: inout MatchView) throws(RecordError) {
        view.reset()
        var scanner = JSONScanner(bytes, count: count)
        do throws(JSONScanError) {
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.failure("not a JSON object")
            }
            try members(of: &scanner, into: &view, outer: true)
            guard scanner.isAtEnd else { throw scanner.failure("more text after the record") }
        } catch {
            throw RecordError(matchID: view.matchID, problem: "byte \(error.byte): \(error.problem)")
        }
        guard view.sawPlayers, view.playerCount > 0 else {
            throw RecordError(matchID: view.matchID, problem: "a record without players")
        }
    }

    private mutating func members(of scanner: inout JSONScanner, into view: inout MatchView, outer: Bool) throws(JSONScanError) {
        guard try scanner.openObject() else { return }
        repeat {
            let name = try scanner.memberName()
            let slot = fieldNames.slot(of: name) ?? -1
            switch KnownField(rawValue: slot) {
            case .accountID:
                let accountID = try wholeNumber(&scanner, "account_id")
                if outer { view.outerAccountID = accountID } else { view.innerAccountID = accountID }
            case .result where outer && scanner.peek() == UInt8(ascii: "{"):
                try members(of: &scanner, into: &view, outer: false)
            case .matchID: view.matchID = try wholeNumber(&scanner, "match_id")
            case .startTime: view.startTime = try wholeNumber(&scanner, "start_time")
            case .duration: view.duration = try wholeNumber(&scanner, "duration")
            case .radiantWin:
                switch try scanner.scalar() {
                case .bool(let won): view.radiantWin = won
                case .null: view.radiantWin = nil
                default: throw scanner.failure("radiant_win is not true or false")
                }
            case .gameMode: view.gameMode = try wholeNumber(&scanner, "game_mode")
            case .lobbyType: view.lobbyType = try wholeNumber(&scanner, "lobby_type")
            case .leagueID: view.leagueID = try wholeNumber(&scanner, "leagueid")
            case .cluster: view.cluster = try wholeNumber(&scanner, "cluster")
            case .region: view.region = try wholeNumber(&scanner, "region")
            case .patch: view.patch = try wholeNumber(&scanner, "patch")
            case .players where scanner.peek() == UInt8(ascii: "["):
                view.sawPlayers = true
                try players(&scanner, into: &view)
            default:
                if slot >= 0, wanted[slot] {
                    view.captured.append(CapturedField(slot: slot, value: try capture(&scanner)))
                } else {
                    try scanner.skipValue()
                }
            }
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    private mutating func players(_ scanner: inout JSONScanner, into view: inout MatchView) throws(JSONScanError) {
        guard try scanner.openArray() else { return }
        repeat {
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.failure("players[\(view.playerCount)] is not an object")
            }
            let index = view.addPlayer()
            try player(&scanner, into: &view.players[index])
        } while try scanner.nextMember(closing: UInt8(ascii: "]"))
    }

    private mutating func player(_ scanner: inout JSONScanner, into player: inout PlayerView) throws(JSONScanError) {
        guard try scanner.openObject() else { return }
        repeat {
            let name = try scanner.memberName()
            var slot = fieldNames.slot(of: name) ?? -1
            switch KnownField(rawValue: slot) {
            case .accountID: player.accountID = try wholeNumber(&scanner, "account_id")
            case .playerSlot: player.playerSlot = try wholeNumber(&scanner, "player_slot")
            case .heroID: player.heroID = try wholeNumber(&scanner, "hero_id")
            case .leaverStatus: player.leaverStatus = try wholeNumber(&scanner, "leaver_status")
            case .partySize: player.partySize = try wholeNumber(&scanner, "party_size")
            case .laneRole: player.laneRole = try wholeNumber(&scanner, "lane_role")
            case .kills: player.kills = try wholeNumber(&scanner, "kills")
            case .deaths: player.deaths = try wholeNumber(&scanner, "deaths")
            case .assists: player.assists = try wholeNumber(&scanner, "assists")
            case .goldPerMin: player.goldPerMin = try wholeNumber(&scanner, "gold_per_min")
            case .xpPerMin: player.xpPerMin = try wholeNumber(&scanner, "xp_per_min")
            default:
                if slot < 0, plan.everyPlayerNumber {
                    slot = fieldNames.slot(adding: name)
                    wanted.append(false)
                }
                if slot >= 0, wanted[slot] || plan.everyPlayerNumber {
                    let value = try capture(&scanner)
                    if wanted[slot] || value.isNumber { player.captured.append(CapturedField(slot: slot, value: value)) }
                } else {
                    try scanner.skipValue()
                }
            }
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    /// A whole number, or nil for `null`. Anything else is the record's error: counting a string or a fraction as
    /// a hero id or a slot would give wrong answers quietly.
    @inline(__always)
    private func wholeNumber(_ scanner: inout JSONScanner, _ name: String) throws(JSONScanError) -> Int64? {
        if let value = scanner.integer() { return value }
        let before = scanner.position
        switch try scanner.scalar() {
        case .null: return nil
        case .number(let text):
            if let exact = ExactNumber(json: text), exact.isInteger, let value = Int64(exactly: exact.floor) {
                return value
            }
            throw JSONScanError(byte: before + 1, problem: "\(name) is not a whole number")
        case .string: throw JSONScanError(byte: before + 1, problem: "\(name) is a string, not a number")
        case .bool: throw JSONScanError(byte: before + 1, problem: "\(name) is true or false, not a number")
        case .nested: throw JSONScanError(byte: before + 1, problem: "\(name) is an array or object, not a number")
        }
    }

    private func capture(_ scanner: inout JSONScanner) throws(JSONScanError) -> FieldValue {
        if let value = scanner.integer() { return .number(ExactNumber(value)) }
        let before = scanner.position
        switch try scanner.scalar() {
        case .number(let text):
            guard let exact = ExactNumber(json: text) else {
                throw JSONScanError(byte: before + 1, problem: "a number outside ±1e20 or not a JSON number")
            }
            return .number(exact)
        case .string(let text): return .string(JSONStringText.decode(text))
        case .bool(let value): return .bool(value)
        case .null, .nested: return .null
        }
    }
}

extension FieldValue {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }

    var number: ExactNumber? {
        if case .number(let value) = self { return value }
        return nil
    }
}
