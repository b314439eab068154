// Steam games as IPlayerService sends them: GetOwnedGames' library and
// GetRecentlyPlayedGames' last two weeks. Each game is kept whole as JSON, so a field Valve adds reaches stdout,
// with the two fields the history rests on checked once.

/// A Steam app id, as every tool takes and writes it: Valve's ids are unsigned 32-bit numbers.
public typealias AppID = UInt32

/// One game of a library or of the recent list.
public struct Game: Sendable, Equatable {
    public let fields: JSONObject
    public let appID: AppID
    /// Minutes, ever.
    public let playtimeForever: Int64

    /// `include_appinfo` adds it; sometimes Valve's placeholder "Unknown AppID 44630".
    public var name: String? { fields["name"]?.string }

    init(_ value: JSONValue, position: Int) throws(ShapeError) {
        guard let fields = value.object else { throw ShapeError("game \(position) is \(value.kind), not an object") }
        guard let appID = fields["appid"]?.integer(AppID.self) else {
            throw ShapeError("game \(position) has \(Self.describe(fields["appid"])) as its appid, not a whole number")
        }
        guard let playtime = fields["playtime_forever"]?.integer(Int64.self), playtime >= 0 else {
            throw ShapeError("app \(appID) has \(Self.describe(fields["playtime_forever"])) as playtime_forever, not minutes")
        }
        self.fields = fields
        self.appID = appID
        playtimeForever = playtime
    }

    private static func describe(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        if case .number(let text) = value { return text }
        return value.kind
    }

    /// The record steam-pipes writes: the owner's steamid first, Valve's fields as sent, then `fetched_at`, the unix
    /// second Valve answered, so saved records of several fetches say how playtime grew.
    public func record(owner: SteamID, fetchedAt: Int64) -> JSONObject {
        var record = fields
        record.set("steamid", .string(String(owner.id64)))
        record.append("fetched_at", .number(String(fetchedAt)))
        return record
    }
}

/// The games of `{"response":{"game_count":N,"games":[…]}}` (GetOwnedGames) or
/// `{"response":{"total_count":N,"games":[…]}}` (GetRecentlyPlayedGames). With nothing to list Valve may leave out
/// `games` entirely; a private account's `{"response":{}}` is an endpoint rule's business, not this decoder's.
public struct GameList: Sendable {
    public let games: [Game]
    /// Valve's count, which exceeds `games.count` when a `count` parameter trims the recent list.
    public let total: Int?

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let response = try responseObject(of: json, envelope: "response")
        let list: [JSONValue]
        switch response["games"] {
        case nil: list = []
        case .array(let items)?: list = items
        case let other?: throw ShapeError("response.games is \(other.kind), not an array")
        }
        games = try list.enumerated().map { index, value throws(ShapeError) in try Game(value, position: index + 1) }
        total = (response["game_count"] ?? response["total_count"])?.integer()
    }
}
