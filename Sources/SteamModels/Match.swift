// Dota 2 matches as Valve sends them (GetMatchHistory's summaries, GetMatchDetails' and BySequenceNum's full
// objects), kept whole as JSON, with the few fields the tools read checked once and the fields steam-pipes adds.

/// A match object with its id checked: every other field, named or not, stays as Valve wrote it.
public struct Match: Sendable, Equatable {
    public static let anonymousAccountID: UInt32 = 4_294_967_295

    public private(set) var fields: JSONObject
    public let matchID: UInt64
    /// Absent from no Valve answer seen, but a record piped in by hand may lack it.
    public let sequenceNumber: UInt64?
    public let startTime: Int64?
    public let players: [JSONObject]

    /// Checks the fields every tool relies on: a `match_id` that is a whole number, and `players` objects.
    public init(_ value: JSONValue) throws(ShapeError) {
        guard let fields = value.object else { throw ShapeError("is \(value.kind), not a match object") }
        guard let id = fields["match_id"] else { throw ShapeError("has no match_id") }
        guard let matchID = id.integer(UInt64.self), matchID <= UInt64(Int64.max) else {
            throw ShapeError("has match_id \(String(decoding: id.jsonBytes, as: UTF8.self)), not a match id")
        }
        let players = fields["players"]?.array ?? []
        guard let objects = Optional(players.compactMap(\.object)), objects.count == players.count else {
            throw ShapeError("match \(matchID) has a player that is not an object")
        }
        self.fields = fields
        self.matchID = matchID
        sequenceNumber = fields["match_seq_num"]?.integer()
        startTime = fields["start_time"]?.integer()
        self.players = objects
    }

    public var jsonBytes: [UInt8] { JSONValue.object(fields).jsonBytes }

    /// The match as GetMatchHistory lists it: the fields of its summary, in Valve's order, and of each player only
    /// who played which hero on which side.
    public var summary: Match {
        var summary = JSONObject()
        for name in Self.summaryFields {
            if name == "players" {
                summary.append(name, .array(players.map { player in
                    var kept = JSONObject()
                    for field in Self.summaryPlayerFields { if let value = player[field] { kept.append(field, value) } }
                    return .object(kept)
                }))
            } else if let value = fields[name] {
                summary.append(name, value)
            } else if name.hasSuffix("_team_id") {
                // A full match names teams only when there are some; a summary always says, with 0 for none.
                summary.append(name, .number("0"))
            }
        }
        return Match(
            fields: summary, matchID: matchID, sequenceNumber: sequenceNumber, startTime: startTime,
            players: summary["players"]?.array?.compactMap(\.object) ?? [])
    }

    private init(fields: JSONObject, matchID: UInt64, sequenceNumber: UInt64?, startTime: Int64?, players: [JSONObject]) {
        self.fields = fields
        self.matchID = matchID
        self.sequenceNumber = sequenceNumber
        self.startTime = startTime
        self.players = players
    }

    static let summaryFields = ["match_id", "match_seq_num", "start_time", "lobby_type", "radiant_team_id", "dire_team_id", "players"]
    static let summaryPlayerFields = ["account_id", "player_slot", "team_number", "team_slot", "hero_id", "hero_variant"]

    /// Account ids of the players who show one; anonymous players (4294967295, or no account_id at all) are left out.
    public var accountIDs: [UInt32] {
        players.compactMap { $0["account_id"]?.integer(UInt32.self) }.filter { $0 != Self.anonymousAccountID }
    }

    /// The player object of `account`, if the account shows itself in this match.
    public func player(account: UInt32) -> JSONObject? {
        players.first { $0["account_id"]?.integer(UInt32.self) == account }
    }

    /// Radiant holds player slots 0-4 and Dire 128-132 (bit 7); newer answers also say `team_number` (0 Radiant).
    public static func isRadiant(_ player: JSONObject) -> Bool? {
        if let slot = player["player_slot"]?.integer(UInt8.self) { return slot < 128 }
        return player["team_number"]?.integer(Int.self).map { $0 == 0 }
    }

    /// The record steam-pipes writes: `account_id` (whose match this is) first when known, and each player's
    /// `is_radiant` after `player_slot` and `hero_name` after `hero_id` when the hero is known.
    public func record(for account: UInt32?, heroes: HeroTable?) -> JSONObject {
        var record = fields
        let players = players.map { player in
            var player = player
            if let radiant = Self.isRadiant(player) { player.set("is_radiant", .bool(radiant), after: "player_slot") }
            if let id = player["hero_id"]?.integer(Int.self), let hero = heroes?.hero(id: id) {
                player.set("hero_name", .string(hero.displayName), after: "hero_id")
            }
            return JSONValue.object(player)
        }
        if !players.isEmpty { record.set("players", .array(players)) }
        if let account { record.set("account_id", .number(String(account))) }
        return record
    }

    /// The record as the store keeps it: written for no account, with any account_id of the match's own taken out,
    /// so that `record(_:for:)` can put the input's first.
    public func storedRecord(heroes: HeroTable?) -> [UInt8] {
        var record = record(for: nil, heroes: heroes)
        record.removeAll(named: "account_id")
        return JSONValue.object(record).jsonBytes
    }

    /// A stored record with `account_id` first, as `record(for:heroes:)` writes it, spliced into the bytes: a stored
    /// match comes back as it was first written, with nothing to decode.
    public static func record(_ stored: some Collection<UInt8>, for account: UInt32?) -> [UInt8] {
        guard let account, stored.first == UInt8(ascii: "{") else { return Array(stored) }
        var spliced = Array("{\"account_id\":\(account)".utf8)
        spliced.reserveCapacity(stored.count + spliced.count + 1)
        let rest = stored.dropFirst()
        if rest.first != UInt8(ascii: "}") { spliced.append(UInt8(ascii: ",")) }
        spliced.append(contentsOf: rest)
        return spliced
    }
}
