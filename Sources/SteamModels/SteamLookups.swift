// What Valve says about an app or an account that no library holds: an app's players right now
// (GetNumberOfCurrentPlayers), an account's Steam level (GetSteamLevel) and badges (GetBadges), and a page of the app
// list (IStoreService/GetAppList). Each keeps Valve's fields as sent where a record passes them on.

/// `{"response":{"player_count":N,"result":1}}`. An unknown app's HTTP 404 `{"response":{"result":42}}` is an
/// endpoint rule's business, not this decoder's.
public struct CurrentPlayers: Sendable {
    /// Valve's number as sent, every digit kept.
    public let count: JSONValue

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        count = try wholeNumber("player_count", of: try responseObject(of: json, envelope: "response"), UInt64.self, "a count")
    }
}

/// `{"response":{"player_level":N}}`. A private or unknown account's `{"response":{}}` is an endpoint rule's business.
public struct SteamLevel: Sendable {
    public let level: JSONValue

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        level = try wholeNumber("player_level", of: try responseObject(of: json, envelope: "response"), UInt32.self, "a level")
    }
}

/// The response's field `name` as sent, when it is a whole number `Number` holds; else an error calling it `what`.
private func wholeNumber<Number: FixedWidthInteger>(
    _ name: String, of response: JSONObject, _: Number.Type, _ what: String
) throws(ShapeError) -> JSONValue {
    guard let value = response[name], value.integer(Number.self) != nil else {
        throw ShapeError("response.\(name) is \(response[name]?.kind ?? "missing"), not \(what)")
    }
    return value
}

/// `{"response":{"badges":[…],"player_xp":…,"player_level":…,…}}`: each badge as sent, and the account's totals
/// (every field of the response but the list), as sent too.
public struct Badges: Sendable {
    public let badges: [JSONObject]
    public let totals: JSONObject

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let response = try responseObject(of: json, envelope: "response")
        let list: [JSONValue]
        switch response["badges"] {
        case nil: list = []
        case .array(let items)?: list = items
        case let other?: throw ShapeError("response.badges is \(other.kind), not an array")
        }
        badges = try list.enumerated().map { index, value throws(ShapeError) in
            guard let badge = value.object else { throw ShapeError("badge \(index + 1) is \(value.kind), not an object") }
            guard badge["badgeid"]?.integer(UInt32.self) != nil else {
                throw ShapeError("badge \(index + 1) has \(badge["badgeid"]?.kind ?? "no") badgeid, not a whole number")
            }
            return badge
        }
        var totals = response
        totals.removeAll(named: "badges")
        self.totals = totals
    }
}

/// One app of Valve's app list.
public struct ListedApp: Sendable, Equatable {
    public let appID: AppID
    public let name: String

    public init(appID: AppID, name: String) {
        self.appID = appID
        self.name = name
    }
}

/// A page of IStoreService/GetAppList: `{"response":{"apps":[…],"have_more_results":true,"last_appid":N}}`. The last
/// page carries neither `have_more_results` nor `last_appid`, and a page with nothing in it may lack `apps` as well.
public struct AppListPage: Sendable {
    public let apps: [ListedApp]
    public let haveMoreResults: Bool
    /// Where the next page starts (after this appid); nil on the last page.
    public let lastAppID: AppID?

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let response = try responseObject(of: json, envelope: "response")
        let list: [JSONValue]
        switch response["apps"] {
        case nil: list = []
        case .array(let items)?: list = items
        case let other?: throw ShapeError("response.apps is \(other.kind), not an array")
        }
        apps = try list.enumerated().map { index, value throws(ShapeError) in
            guard let app = value.object, let appID = app["appid"]?.integer(AppID.self) else {
                throw ShapeError("app \(index + 1) has no appid that is a whole number from 0 to \(AppID.max)")
            }
            guard let name = app["name"]?.string else { throw ShapeError("app \(appID) has no name") }
            return ListedApp(appID: appID, name: name)
        }
        switch response["have_more_results"] {
        case nil: haveMoreResults = false
        case .bool(let more)?: haveMoreResults = more
        case let other?: throw ShapeError("response.have_more_results is \(other.kind), not true or false")
        }
        lastAppID = response["last_appid"]?.integer(AppID.self)
        if haveMoreResults && lastAppID == nil { throw ShapeError("more results are promised, but no last_appid to go on from") }
    }
}
