// ISteamUser/GetFriendList/v1: every friend as of the clock's now in one answer, 401 for private, `{}` for nobody.
import ReplayWorld

extension ValveRoute {
    static let getFriendList = ValveRoute(
        interface: "ISteamUser", method: "GetFriendList", versions: [1], requiredParameters: ["steamid"]
    ) { request, state in
        let query = request.query, world = state.world
        let steamid = query["steamid"] ?? ""
        guard SteamID64Math.isNumeric(steamid) else {
            return .errorPage(400, detail: "Missing required routing parameter")
        }
        // Valve gives no data for an account it will not show, and no way to tell private from absent.
        guard let player = SteamID64Math.accountID(fromSteamID64: steamid).flatMap(world.player(accountID:)),
              !player.isPrivate
        else { return .errorPage(401) }

        // Every relationship the world has is "friend", so any other filter value matches nothing.
        let relationship = query["relationship"] ?? "all"
        let now = await state.now
        let friends = ["friend", "all"].contains(relationship)
            ? await state.friendHistory.friends(of: player.accountID, at: now) : []
        // A player with no friends gets an empty object, not an empty list (a hand-made fixture; decode it tolerantly).
        guard !friends.isEmpty else { return try .json(EmptyBody()) }
        return try .json(FriendListBody(friendslist: .init(friends: friends.map(FriendEntry.init))))
    }
}

private struct EmptyBody: Encodable {}

private struct FriendListBody: Encodable {
    struct FriendList: Encodable {
        let friends: [FriendEntry]
    }

    let friendslist: FriendList
}

private struct FriendEntry: Encodable {
    let steamid: String
    let relationship = "friend"
    let friendSince: Int

    enum CodingKeys: String, CodingKey {
        case steamid, relationship, friendSince = "friend_since"
    }

    init(_ friendship: Friendship) {
        steamid = SteamID64Math.string(accountID: friendship.accountID)
        friendSince = friendship.since
    }
}
