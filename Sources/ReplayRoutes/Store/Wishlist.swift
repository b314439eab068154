// IWishlistService/GetWishlist/v1 and GetWishlistItemCount/v1: a player's wished apps in rank order, and how many
// there are. A private or empty list is `{"response":{}}` alike and only the count tells them apart
// (docs/steam-store.md); the key is optional, so any key or none is served.
import ReplayWorld

extension ValveRoute {
    static let getWishlist = ValveRoute(
        interface: "IWishlistService", method: "GetWishlist", versions: [1], requiredParameters: ["steamid"],
        usesKey: false
    ) { request, state in
        switch await state.wishlist(request.query) {
        case .malformed:
            return .routingParameterMissing
        case .visible(let items) where !items.isEmpty:
            let listed: [OrderedJSON] = items.map { wish in
                .object([("appid", .int(wish.appid)), ("priority", .int(wish.priority)), ("date_added", .int(wish.dateAdded))])
            }
            return .json(.object([("response", .object([("items", .array(listed))]))]))
        case .visible, .hidden, .unknown:
            // The same `{"response":{}}` IPlayerService sends for a library it will not show.
            return .hiddenLibrary
        }
    }

    static let getWishlistItemCount = ValveRoute(
        interface: "IWishlistService", method: "GetWishlistItemCount", versions: [1], requiredParameters: ["steamid"],
        usesKey: false
    ) { request, state in
        let count: Int
        switch await state.wishlist(request.query) {
        case .malformed: return .routingParameterMissing
        case .unknown: count = 0
        case .hidden(let hidden): count = hidden
        case .visible(let items): count = items.count
        }
        return .json(.object([("response", .object([("count", .int(count))]))]))
    }
}

extension ReplayState {
    /// The wishlist the request's steamid names, at the clock's now.
    func wishlist(_ query: Query) -> WishlistOwner {
        world.store.wishlist(steamid: query["steamid"] ?? "", calendar: calendar, at: now)
    }
}
