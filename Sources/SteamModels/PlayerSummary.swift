// A player's profile summary as GetPlayerSummaries returns it: Valve's field names and types, absent fields omitted.

public struct PlayerSummary: Codable, Equatable, Sendable {
    public var steamid: String
    /// 1 private, 2 friends only, 3 public (Valve reports 3, 4 and 5 all as 3).
    public var communityvisibilitystate: Int?
    public var profilestate: Int?
    public var personaname: String?
    public var commentpermission: Int?
    public var profileurl: String?
    public var avatar: String?
    public var avatarmedium: String?
    public var avatarfull: String?
    public var avatarhash: String?
    public var lastlogoff: Int?
    /// 0 offline (also for private profiles), 1 online, 2 busy, 3 away, 4 snooze, 5 looking to trade, 6 looking to play.
    public var personastate: Int?
    public var personastateflags: Int?
    public var realname: String?
    public var primaryclanid: String?
    public var timecreated: Int?
    public var gameid: String?
    public var gameextrainfo: String?
    public var gameserverip: String?
    public var gameserversteamid: String?
    public var lobbysteamid: String?
    public var loccountrycode: String?
    public var locstatecode: String?
    public var loccityid: Int?

    public init(steamid: String) { self.steamid = steamid }
}

/// GetPlayerSummaries' envelope: `{"response":{"players":[…]}}`.
public struct PlayerSummariesEnvelope: Decodable, Sendable {
    public struct Response: Decodable, Sendable { public let players: [PlayerSummary] }
    public let response: Response
}
