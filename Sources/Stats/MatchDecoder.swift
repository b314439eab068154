// Fills a MatchView from one line of JSON: Valve's match object, its `{"result": …}` envelope, dota-detail's record
// (OpenDota's own player fields under `opendota` joined to Valve's players), OpenDota's match, or one of OpenDota's
// player rows (its `heroes` column giving the players). Only the members a query needs are read; the scanner skips
// every other value whole.

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
    /// Which captured members the match and the current player have already given, so that a name written twice
    /// keeps only its last value, as JSONValue's lookup does.
    private var matchMembers = MembersSeen()
    private var playerMembers = MembersSeen()
    private var envelopes = Envelopes()
    /// Set while a line is read again as an OpenDota player row: the match's own members are then the player's.
    private var readingRow = false
    /// The columns the current row gave.
    private var rowMembers = MembersSeen()
    /// The columns the query needs of a row, with their slots.
    private let neededColumns: [(slot: Int, name: String)]

    init(plan: FieldPlan, rowNeeds: [String] = []) {
        self.plan = plan
        for name in plan.names { _ = fieldNames.slot(adding: Array(name.utf8)) }
        var names = fieldNames
        neededColumns = rowNeeds.map { name in (names.slot(adding: Array(name.utf8)), name) }
        fieldNames = names
        wanted = fieldNames.names.map { plan.names.contains($0) }
    }

    mutating func decode(_ bytes: UnsafePointer<UInt8>, count: Int, into view: inout MatchView) throws(RecordError) {
        envelopes = Envelopes()
        readingRow = false
        try read(bytes, count: count, into: &view)
        // A second `result` replaces the first, as a name written twice does: read the line again, entering only the
        // last one. The first reading has checked every byte, so the second cannot fail.
        if envelopes.seen > 1 {
            envelopes = Envelopes(enter: envelopes.last)
            try read(bytes, count: count, into: &view)
        }
        // A row is short and comes in streams of rows, so reading it twice costs little and keeps the first reading,
        // the hot loop over full matches, as it was.
        if !view.sawPlayers, view.hasOwnSlot {
            readingRow = true
            try read(bytes, count: count, into: &view)
            joinRowPlayer(into: &view)
        }
        joinOpenDotaPlayers(into: &view)
        guard view.sawPlayers, view.playerCount > 0 else {
            let problem = view.sawHeroes
                ? "an OpenDota player row without player_slot, so whose row it is and which team won for it are unknown"
                : "a record without players"
            throw RecordError(matchID: view.matchID, problem: problem)
        }
    }

    private mutating func read(_ bytes: UnsafePointer<UInt8>, count: Int, into view: inout MatchView) throws(RecordError) {
        view.reset()
        matchMembers.startObject()
        if readingRow {
            rowMembers.startObject()
            playerMembers.startObject()
        }
        var scanner = JSONScanner(bytes, count: count)
        do throws(JSONScanError) {
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.notAnObject()
            }
            try members(of: &scanner, into: &view, outer: true)
            guard scanner.isAtEnd else { throw scanner.failure("more text after the record") }
        } catch {
            throw RecordError(matchID: view.matchID, problem: "byte \(error.byte): \(error.problem)")
        }
    }

    /// The record's members, or those of its `result` envelope.
    private mutating func members(of scanner: inout JSONScanner, into view: inout MatchView, outer: Bool) throws(JSONScanError) {
        guard try scanner.openObject() else { return }
        repeat {
            let (name, escaped) = try scanner.memberName()
            let slot = escaped ? slot(unescaping: name) : fieldNames.slot(of: name) ?? -1
            if readingRow, slot >= 0 { rowMembers.mark(slot) }
            switch KnownField(rawValue: slot) {
            case .accountID:
                let accountID = try scanner.wholeNumber("account_id")
                if outer { view.outerAccountID = accountID } else { view.innerAccountID = accountID }
            case .result where outer:
                if envelopes.enters(at: scanner.position), scanner.peek() == UInt8(ascii: "{") {
                    try members(of: &scanner, into: &view, outer: false)
                } else {
                    try member(slot, &scanner, into: &view)
                }
            case .matchID: view.matchID = try scanner.wholeNumber("match_id")
            case .startTime: view.startTime = try scanner.wholeNumber("start_time")
            case .duration: view.duration = try scanner.wholeNumber("duration")
            case .radiantWin:
                let before = scanner.position
                switch try scanner.scalar() {
                case .bool(let won): view.radiantWin = won
                case .null: view.radiantWin = nil
                case let other:
                    throw JSONScanError(byte: before + 1, problem: "radiant_win is \(other.kindName), not true or false")
                }
            case .gameMode: view.gameMode = try scanner.wholeNumber("game_mode")
            case .lobbyType: view.lobbyType = try scanner.wholeNumber("lobby_type")
            case .leagueID: view.leagueID = try scanner.wholeNumber("leagueid")
            case .cluster: view.cluster = try scanner.wholeNumber("cluster")
            case .region: view.region = try scanner.wholeNumber("region")
            case .patch: view.patch = try scanner.wholeNumber("patch")
            case .players:
                // A later `players` replaces an earlier one, whatever either holds.
                view.playerCount = 0
                view.sawPlayers = scanner.peek() == UInt8(ascii: "[")
                if view.sawPlayers { try players(&scanner, into: &view) } else { try member(slot, &scanner, into: &view) }
            case .opendota: try openDota(&scanner, into: &view)
            case .heroes where readingRow: try heroes(&scanner, into: &view)
            case .heroes:
                view.sawHeroes = true
                try member(slot, &scanner, into: &view)
            case .playerSlot where !readingRow:
                view.hasOwnSlot = true
                try member(slot, &scanner, into: &view)
            default:
                if readingRow {
                    try playerMember(slot, name, escaped: escaped, &scanner, into: &view.rowPlayer)
                } else {
                    try member(slot, &scanner, into: &view)
                }
            }
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    /// A row's `heroes`: the ten players keyed by player_slot, each `{account_id, hero_id}` (odota/core's getPGroup).
    /// A null one, which OpenDota leaves in rows it did not insert from Valve's data, gives no players and counts as
    /// a missing column. A slot written twice is the player of its last entry, as any name written twice.
    private mutating func heroes(_ scanner: inout JSONScanner, into view: inout MatchView) throws(JSONScanError) {
        view.playerCount = 0
        let before = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: "{"): break
        case UInt8(ascii: "n"):
            rowMembers.unmark(KnownField.heroes.rawValue)
            return try scanner.skipValue()
        default:
            let kind = scanner.peek() == UInt8(ascii: "[") ? "an array" : try scanner.scalar().kindName
            throw JSONScanError(byte: before + 1, problem: "heroes is \(kind), not an object keyed by player_slot")
        }
        guard try scanner.openObject() else { return }
        repeat {
            let (key, escaped) = try scanner.memberName()
            guard !escaped, let playerSlot = Self.decimal(key) else {
                throw scanner.failure("heroes has a member \"\(JSONScanner.printable(key))\", not a player_slot")
            }
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.failure("heroes[\"\(playerSlot)\"] is not an object")
            }
            let index = view.index(ofSlot: playerSlot) ?? view.addPlayer()
            view.players[index].reset()
            view.players[index].playerSlot = playerSlot
            try hero(&scanner, into: &view.players[index])
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    private func hero(_ scanner: inout JSONScanner, into player: inout PlayerView) throws(JSONScanError) {
        guard try scanner.openObject() else { return }
        repeat {
            let (name, escaped) = try scanner.memberName()
            let slot = escaped ? slot(unescaping: name) : fieldNames.slot(of: name) ?? -1
            switch KnownField(rawValue: slot) {
            case .accountID: player.accountID = try scanner.wholeNumber("account_id")
            case .heroID: player.heroID = try scanner.wholeNumber("hero_id")
            default: try scanner.skipValue()
            }
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    /// A key of `heroes`: a player_slot written in decimal digits.
    private static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return text.reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
    }

    /// The row's own player takes the place its `heroes` entry held, or joins alone when there is none.
    private mutating func joinRowPlayer(into view: inout MatchView) {
        var player = view.rowPlayer
        let own = view.index(ofSlot: player.playerSlot)
        player.accountID = view.perspective ?? own.flatMap { view.players[$0].accountID }
        if player.heroID == nil, let own { player.heroID = view.players[own].heroID }
        let index = own ?? view.addPlayer()
        view.players[index] = player
        view.rowIndex = index
        view.sawPlayers = true
        view.missingColumns = neededColumns.filter { !rowMembers.contains($0.slot) }.map(\.name)
    }

    /// dota-detail's `opendota` member: OpenDota's fields that are not Valve's; its `players` are read like players.
    private mutating func openDota(_ scanner: inout JSONScanner, into view: inout MatchView) throws(JSONScanError) {
        view.openDotaPlayerCount = 0
        guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
        guard try scanner.openObject() else { return }
        repeat {
            let (name, escaped) = try scanner.memberName()
            let slot = escaped ? slot(unescaping: name) : fieldNames.slot(of: name) ?? -1
            guard KnownField(rawValue: slot) == .players, scanner.peek() == UInt8(ascii: "[") else {
                try scanner.skipValue()
                continue
            }
            view.openDotaPlayerCount = 0
            guard try scanner.openArray() else { continue }
            repeat {
                guard scanner.peek() == UInt8(ascii: "{") else {
                    throw scanner.failure("opendota.players[\(view.openDotaPlayerCount)] is not an object")
                }
                try player(&scanner, into: &view.openDotaPlayers[view.addOpenDotaPlayer()])
            } while try scanner.nextMember(closing: UInt8(ascii: "]"))
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    private func joinOpenDotaPlayers(into view: inout MatchView) {
        for extra in view.openDotaPlayers.prefix(view.openDotaPlayerCount) {
            guard extra.playerSlot != nil, let index = view.index(ofSlot: extra.playerSlot) else { continue }
            view.players[index].fill(from: extra)
        }
    }

    /// A member of the match that the view has no place for: captured when a query asks for it by name.
    private mutating func member(_ slot: Int, _ scanner: inout JSONScanner, into view: inout MatchView) throws(JSONScanError) {
        guard slot >= 0, wanted[slot] else { return try scanner.skipValue() }
        let value = try capture(&scanner)
        if !matchMembers.firstTime(slot) { view.captured.removeAll { $0.slot == slot } }
        view.captured.append(CapturedField(slot: slot, value: value))
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
        playerMembers.startObject()
        guard try scanner.openObject() else { return }
        repeat {
            let (name, escaped) = try scanner.memberName()
            let slot = escaped ? slot(unescaping: name) : fieldNames.slot(of: name) ?? -1
            try playerMember(slot, name, escaped: escaped, &scanner, into: &player)
        } while try scanner.nextMember(closing: UInt8(ascii: "}"))
    }

    /// One member of a player's object, or of a row, whose members are its player's.
    private mutating func playerMember(
        _ slot: Int, _ name: UnsafeBufferPointer<UInt8>, escaped: Bool, _ scanner: inout JSONScanner,
        into player: inout PlayerView
    ) throws(JSONScanError) {
        switch KnownField(rawValue: slot) {
        case .accountID: player.accountID = try scanner.wholeNumber("account_id")
        case .playerSlot: player.playerSlot = try scanner.wholeNumber("player_slot")
        case .heroID: player.heroID = try scanner.wholeNumber("hero_id")
        case .leaverStatus: player.leaverStatus = try scanner.wholeNumber("leaver_status")
        case .partySize: player.partySize = try scanner.wholeNumber("party_size")
        case .laneRole: player.laneRole = try scanner.wholeNumber("lane_role")
        case .kills: player.kills = try scanner.wholeNumber("kills")
        case .deaths: player.deaths = try scanner.wholeNumber("deaths")
        case .assists: player.assists = try scanner.wholeNumber("assists")
        case .goldPerMin: player.goldPerMin = try scanner.wholeNumber("gold_per_min")
        case .xpPerMin: player.xpPerMin = try scanner.wholeNumber("xp_per_min")
        default:
            var slot = slot
            if slot < 0, plan.everyPlayerNumber {
                wanted.append(false)
                slot = escaped ? fieldNames.slot(adding: JSONStringText.decode(name).utf8) : fieldNames.slot(adding: name)
            }
            guard slot >= 0, wanted[slot] || plan.everyPlayerNumber else {
                return try scanner.skipValue()
            }
            let value = wanted[slot] ? try capture(&scanner) : try number(&scanner)
            if !playerMembers.firstTime(slot) { player.captured.removeAll { $0.slot == slot } }
            if let value { player.captured.append(CapturedField(slot: slot, value: value)) }
        }
    }

    /// The slot of a name written with an escape ("match\u005fid" is match_id), or -1 for one no query reads.
    private func slot(unescaping name: UnsafeBufferPointer<UInt8>) -> Int {
        var text = JSONStringText.decode(name)
        return text.withUTF8 { fieldNames.slot(of: $0) } ?? -1
    }

    /// A number of a member no query names, for totals and records, which read every number of a player; any
    /// other value is passed over unread.
    private func number(_ scanner: inout JSONScanner) throws(JSONScanError) -> FieldValue? {
        guard let first = scanner.peek(), first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else {
            try scanner.skipValue()
            return nil
        }
        return try capture(&scanner)
    }

    /// A member's value as a query that names it reads it.
    private func capture(_ scanner: inout JSONScanner) throws(JSONScanError) -> FieldValue {
        if let value = scanner.integer() { return .number(ExactNumber(value)) }
        let before = scanner.position
        switch try scanner.scalar() {
        case .number(let text):
            guard let exact = ExactNumber(json: text) else {
                throw JSONScanError(byte: before + 1, problem: "\(JSONScanner.printable(text)) is outside ±1e20")
            }
            return .number(exact)
        case .string(let text): return .string(JSONStringText.decode(text))
        case .bool(let value): return .bool(value)
        case .null, .nested: return .null
        }
    }
}

/// The record's `result` members: how many, where the last one's value starts, and which one to enter (nil: each).
private struct Envelopes {
    var seen = 0
    var last = 0
    var enter: Int?

    mutating func enters(at position: Int) -> Bool {
        seen += 1
        last = position
        return enter.map { $0 == position } ?? true
    }
}

/// Which slots one object has given so far, by stamping them, so that a name's second appearance is found without
/// searching.
private struct MembersSeen {
    private var stamps: [UInt32] = []
    private var current: UInt32 = 0

    mutating func startObject() { current &+= 1 }

    /// true the first time `slot` is given in this object.
    mutating func firstTime(_ slot: Int) -> Bool {
        defer { mark(slot) }
        return !contains(slot)
    }

    mutating func mark(_ slot: Int) {
        if slot >= stamps.count { stamps += repeatElement(0, count: slot + 1 - stamps.count) }
        stamps[slot] = current
    }

    mutating func unmark(_ slot: Int) {
        if slot < stamps.count { stamps[slot] = 0 }
    }

    func contains(_ slot: Int) -> Bool { slot < stamps.count && stamps[slot] == current }
}

extension FieldValue {
    var number: ExactNumber? {
        if case .number(let value) = self { return value }
        return nil
    }
}
