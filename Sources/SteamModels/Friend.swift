// Friend records: one per friendship, saying whose friend it is, optionally joined to the friend's summary.

public struct Friend: Codable, Equatable, Sendable {
    /// The friend's SteamID64.
    public var steamid: String
    public var relationship: String
    /// Unix seconds; 0 for friendships older than Steam's record of them.
    public var friend_since: Int
    /// The SteamID64 whose friend list this came from (added by steam-pipes).
    public var friend_of: String?

    public init(steamid: String, relationship: String, friend_since: Int, friend_of: String? = nil) {
        self.steamid = steamid
        self.relationship = relationship
        self.friend_since = friend_since
        self.friend_of = friend_of
    }

    /// Tools look friends up by id, so a steamid that is not a SteamID64 fails the whole list loudly
    /// instead of dropping that friend quietly later.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        steamid = try container.decode(String.self, forKey: .steamid)
        guard SteamID(decimal: steamid) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .steamid, in: container, debugDescription: "not a SteamID64")
        }
        relationship = try container.decode(String.self, forKey: .relationship)
        friend_since = try container.decode(Int.self, forKey: .friend_since)
        friend_of = try container.decodeIfPresent(String.self, forKey: .friend_of)
    }
}

/// GetFriendList's envelope: `{"friendslist":{"friends":[…]}}`, or `{}` for a player with no friends.
public struct FriendListEnvelope: Decodable, Sendable {
    public struct FriendsList: Decodable, Sendable { public let friends: [Friend]? }
    public let friendslist: FriendsList?

    public var friends: [Friend] { friendslist?.friends ?? [] }

    private enum CodingKeys: String, CodingKey { case friendslist }

    private struct Member: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Only the empty object means "no friends": another envelope, such as `{"response":{}}` from something that
    /// is not GetFriendList, is an answer to refuse, not a player to report friendless.
    public init(from decoder: any Decoder) throws {
        friendslist = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(FriendsList.self, forKey: .friendslist)
        if friendslist == nil, let stranger = try decoder.container(keyedBy: Member.self).allKeys.first {
            throw DecodingError.keyNotFound(CodingKeys.friendslist, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "no friendslist, only \"\(stranger.stringValue)\""))
        }
    }
}

/// A friend with the friend's profile summary folded into the same flat record.
public struct FriendWithSummary: Encodable, Equatable, Sendable {
    public let friend: Friend
    public let summary: PlayerSummary

    public init(friend: Friend, summary: PlayerSummary) {
        self.friend = friend
        self.summary = summary
    }

    private enum FriendKeys: String, CodingKey { case friend_of, relationship, friend_since }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FriendKeys.self)
        try container.encodeIfPresent(friend.friend_of, forKey: .friend_of)
        try container.encode(friend.relationship, forKey: .relationship)
        try container.encode(friend.friend_since, forKey: .friend_since)
        try summary.encode(to: encoder)
    }
}
