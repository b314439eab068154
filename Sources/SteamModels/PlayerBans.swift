// GetPlayerBans' answer: `{"players":[…]}` with no envelope, one object per account with Valve's ban fields under
// their CamelCase names. Each account is kept whole as JSON, so a field Valve adds reaches stdout, with the id and the
// two ban counts --changes rests on checked once.

/// One account's bans as Valve sends them.
public struct PlayerBans: Sendable, Equatable {
    /// Valve's fields in Valve's order, without `SteamId`: the record names the account as every record does, by
    /// `steamid`, and a second id would only repeat it.
    public let fields: JSONObject
    public let steamID: SteamID
    public let vacBans: Int64
    public let gameBans: Int64

    init(_ value: JSONValue, position: Int) throws(ShapeError) {
        guard var fields = value.object else { throw ShapeError("player \(position) is \(value.kind), not an object") }
        guard let text = fields["SteamId"]?.string, let id = SteamID(decimal: text) else {
            throw ShapeError("player \(position) has no SteamId that is a SteamID64 string")
        }
        fields.removeAll(named: "SteamId")
        try Self.checkValvesFields(fields, of: id)
        try self.init(fields: fields, steamID: id)
    }

    /// The fields every GetPlayerBans record has, and what each must be. NumberOfGameBans is not among them: Valve
    /// leaves it out of some answers (the recorded one). A record without the rest is not Valve's answer, and stored
    /// it would become a state, and its zeros a change.
    static let valvesFields: [(name: String, kind: String, holds: @Sendable (JSONValue) -> Bool)] = [
        ("CommunityBanned", "true or false", { $0.bool != nil }),
        ("VACBanned", "true or false", { $0.bool != nil }),
        ("NumberOfVACBans", "a count", { ($0.integer(Int64.self) ?? -1) >= 0 }),
        ("DaysSinceLastBan", "a count", { ($0.integer(Int64.self) ?? -1) >= 0 }),
        ("EconomyBan", "a string", { $0.string != nil }),
    ]

    private static func checkValvesFields(_ fields: JSONObject, of id: SteamID) throws(ShapeError) {
        let missing = valvesFields.map(\.name).filter { fields[$0] == nil }
        guard missing.isEmpty else {
            throw ShapeError("steamid \(id.id64) lacks \(missing.joined(separator: ", ")), which every GetPlayerBans record has")
        }
        for field in valvesFields {
            guard let value = fields[field.name], !field.holds(value) else { continue }
            throw ShapeError("steamid \(id.id64) has \(value.kind) as \(field.name), not \(field.kind)")
        }
    }

    /// A record as `record` writes it: `steamid`, then Valve's fields.
    public init(record json: some Collection<UInt8>) throws(ShapeError) {
        guard var fields = try parseAnswer(json).object else { throw ShapeError("the bans record is not an object") }
        guard let text = fields["steamid"]?.string, let id = SteamID(decimal: text) else {
            throw ShapeError("the bans record has no steamid that is a SteamID64 string")
        }
        fields.removeAll(named: "steamid")
        try self.init(fields: fields, steamID: id)
    }

    /// Valve's fields of one account, without an id: as a snapshot keeps them.
    public init(fields: JSONObject, steamID: SteamID) throws(ShapeError) {
        func count(_ name: String) throws(ShapeError) -> Int64 {
            // Valve leaves NumberOfGameBans out of some answers (the recorded one has none): no game bans.
            guard let value = fields[name] else { return 0 }
            guard let number = value.integer(Int64.self), number >= 0 else {
                throw ShapeError("steamid \(steamID.id64) has \(value.kind) as \(name), not a count")
            }
            return number
        }
        self.fields = fields
        self.steamID = steamID
        vacBans = try count("NumberOfVACBans")
        gameBans = try count("NumberOfGameBans")
    }

    /// The record steam-pipes writes: `steamid` first, then Valve's fields as sent.
    public var record: JSONObject {
        var record = fields
        record.set("steamid", .string(String(steamID.id64)))
        return record
    }
}

/// The accounts of one GetPlayerBans answer.
public struct PlayerBansList: Sendable {
    public let players: [PlayerBans]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        guard let list = try parseAnswer(json).object?["players"]?.array else {
            throw ShapeError("the answer has no players array")
        }
        players = try list.enumerated().map { index, value throws(ShapeError) in try PlayerBans(value, position: index + 1) }
    }
}
