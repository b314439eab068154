// One playtime snapshot: a line of `steam-games owned` or `steam-games history`, reduced to the fields playtime
// statistics read, and the order that says which of a key's snapshots is the latest.
import SteamModels

public struct Snapshot: Sendable, Equatable {
    /// SteamID64 of the owner.
    public var steamID: UInt64
    public var appID: Int64
    /// Minutes, all time.
    public var playtimeForever: Int64
    /// Minutes in the last two weeks; Valve leaves it out when it is 0.
    public var playtime2Weeks: Int64?
    /// Unix seconds when Valve answered.
    public var fetchedAt: Int64?
    public var name: String?

    public init(steamID: UInt64, appID: Int64, playtimeForever: Int64, playtime2Weeks: Int64? = nil, fetchedAt: Int64? = nil, name: String? = nil) {
        self.steamID = steamID
        self.appID = appID
        self.playtimeForever = playtimeForever
        self.playtime2Weeks = playtime2Weeks
        self.fetchedAt = fetchedAt
        self.name = name
    }
}

/// A game of one account: playtime is kept and compared per key.
struct SnapshotKey: Hashable, Sendable {
    let steamID: UInt64
    let appID: Int64
}

/// When a snapshot was taken, ordered so that a missing fetched_at is older than any present one.
struct FetchTime: Comparable, Sendable, Hashable {
    let seconds: Int64?

    static func < (lhs: FetchTime, rhs: FetchTime) -> Bool {
        switch (lhs.seconds, rhs.seconds) {
        case (nil, nil): false
        case (nil, _): true
        case (_, nil): false
        case (let left?, let right?): left < right
        }
    }
}

/// Keys and times in state entries: the SteamID64 as a string, as Valve writes it, so no reader rounds it.
extension SnapshotKey {
    func write(into entry: inout JSONObject) {
        entry.append("steamid", .string(String(steamID)))
        entry.append("appid", .int(appID))
    }

    init(entry: JSONObject) throws(StateError) {
        guard let steamID = SteamID(decimal: try entry.text("steamid"))?.id64 else {
            throw StateError(problem: "entry's \"steamid\" is not a SteamID64")
        }
        self.init(steamID: steamID, appID: try entry.integer("appid"))
    }
}

extension JSONObject {
    /// A whole number or null; absent is an error, so that a truncated entry is not read as a missing time.
    func optionalInteger(_ name: String) throws(StateError) -> Int64? {
        if case .null? = self[name] { return nil }
        return try integer(name)
    }
}

extension JSONValue {
    static func optionalInt(_ value: Int64?) -> JSONValue { value.map { .int($0) } ?? .null }
    static func sum(_ value: Int128) -> JSONValue { .number(String(value)) }
}
