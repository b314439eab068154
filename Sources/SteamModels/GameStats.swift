// ISteamUserStats' answers: a player's achievements and stat values, a game's schema
// of achievements and stats, and the global unlock percentages, with the quirks of each read once here.

/// GetPlayerAchievements' `playerstats`. `achievements` is nil for a game that has stats but no achievements:
/// Valve then leaves the key out.
public struct PlayerAchievements: Sendable {
    public struct Achievement: Sendable, Equatable {
        public let apiname: String
        /// Valve's 0 or 1, kept as sent.
        public let achieved: JSONValue
        public let isAchieved: Bool
        /// Unix seconds, 0 while locked; absent from answers of 2015.
        public let unlocktime: JSONValue?
    }

    public let achievements: [Achievement]?

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let stats = try responseObject(of: json, envelope: "playerstats")
        guard let list = stats["achievements"] else {
            achievements = nil
            return
        }
        guard let items = list.array else { throw ShapeError("playerstats.achievements is \(list.kind), not an array") }
        achievements = try items.enumerated().map { index, item throws(ShapeError) in
            guard let fields = item.object, let apiname = fields["apiname"]?.string else {
                throw ShapeError("achievement \(index + 1) has no apiname")
            }
            guard let achieved = fields["achieved"], let flag = achieved.integer(Int.self), flag == 0 || flag == 1 else {
                throw ShapeError("achievement \(apiname) has achieved \(fields["achieved"]?.kind ?? "missing"), not 0 or 1")
            }
            let unlocktime = fields["unlocktime"]
            if let unlocktime, unlocktime.integer(Int64.self) == nil {
                throw ShapeError("achievement \(apiname) has unlocktime \(unlocktime.kind), not unix seconds")
            }
            return Achievement(apiname: apiname, achieved: achieved, isAchieved: flag == 1, unlocktime: unlocktime)
        }
    }
}

/// GetSchemaForGame's `game`: each achievement's and stat's fields as sent, in the game's order. A game without stats
/// answers `{"game":{}}`; one with stats but no achievements leaves `achievements` out.
public struct GameSchema: Sendable {
    public let gameName: String?
    public let achievements: [JSONObject]
    public let stats: [JSONObject]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let game = try responseObject(of: json, envelope: "game")
        gameName = game["gameName"]?.string
        let available = game["availableGameStats"]?.object ?? JSONObject()
        achievements = try Self.items(available, "achievements")
        stats = try Self.items(available, "stats")
    }

    public var isEmpty: Bool { achievements.isEmpty && stats.isEmpty }

    private static func items(_ available: JSONObject, _ key: String) throws(ShapeError) -> [JSONObject] {
        guard let list = available[key] else { return [] }
        guard let items = list.array else { throw ShapeError("availableGameStats.\(key) is \(list.kind), not an array") }
        return try items.enumerated().map { index, item throws(ShapeError) in
            guard let fields = item.object, fields["name"]?.string != nil else {
                throw ShapeError("availableGameStats.\(key) item \(index + 1) has no name")
            }
            return fields
        }
    }
}

/// GetGlobalAchievementPercentagesForApp: the share of players who unlocked each achievement, by api name. Valve sent
/// it as a double until the 2020s and sends a string with one decimal now (`"38.7"`); both become a JSON number with
/// the digits Valve wrote.
public struct GlobalPercentages: Sendable {
    public struct Percent: Sendable, Equatable {
        public let number: JSONValue
        public let value: Double
    }

    public let byName: [String: Percent]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let answer = try responseObject(of: json, envelope: "achievementpercentages")
        var byName: [String: Percent] = [:]
        for (index, item) in (answer["achievements"]?.array ?? []).enumerated() {
            guard let fields = item.object, let name = fields["name"]?.string else {
                throw ShapeError("achievement percentage \(index + 1) has no name")
            }
            let text: String
            switch fields["percent"] {
            case .number(let written)?: text = written
            case .string(let written)?: text = written.trimmingWhitespace()
            case let other: throw ShapeError("achievement \(name) has percent \(other?.kind ?? "missing"), not a number")
            }
            // The string must be a JSON number itself, so that it can be written out as one: not "1e", "+5" or "0x1".
            guard case .number? = try? JSONValue.parse(Array(text.utf8)), let value = Double(text), (0...100).contains(value) else {
                throw ShapeError("achievement \(name) has percent \(quoted(text)), not a number from 0 to 100")
            }
            byName[name] = Percent(number: .number(text), value: value)
        }
        self.byName = byName
    }
}

/// GetUserStatsForGame's stat values, in Valve's order. Steam keeps integer stats as int32 but sends them as
/// uint32, so -36 arrives as 4294967260.
public struct UserStats: Sendable {
    public struct Stat: Sendable, Equatable {
        public let name: String
        /// The value as the game stored it: a wrapped integer turned back into its negative.
        public let value: JSONValue
        /// What Valve sent, when it was a wrapped negative.
        public let wrapped: JSONValue?
    }

    public let stats: [Stat]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let player = try responseObject(of: json, envelope: "playerstats")
        stats = try (player["stats"]?.array ?? []).enumerated().map { index, item throws(ShapeError) in
            guard let fields = item.object, let name = fields["name"]?.string else {
                throw ShapeError("stat \(index + 1) has no name")
            }
            guard let value = fields["value"], case .number(let text) = value else {
                throw ShapeError("stat \(name) has value \(fields["value"]?.kind ?? "missing"), not a number")
            }
            if let raw = UInt32(text), raw > UInt32(Int32.max) {
                return Stat(name: name, value: .number(String(Int32(bitPattern: raw))), wrapped: value)
            }
            return Stat(name: name, value: value, wrapped: nil)
        }
    }
}

/// GetNewsForApp's items, newest first, each as sent, and Valve's count of all the app's news.
public struct AppNews: Sendable {
    public let items: [JSONObject]
    public let total: Int?

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let news = try responseObject(of: json, envelope: "appnews")
        items = try (news["newsitems"]?.array ?? []).enumerated().map { index, item throws(ShapeError) in
            guard let fields = item.object else { throw ShapeError("news item \(index + 1) is \(item.kind), not an object") }
            return fields
        }
        total = news["count"]?.integer()
    }
}
