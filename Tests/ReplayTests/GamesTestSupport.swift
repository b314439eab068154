// What the games tests share: the method paths, the control truths, and the key order of a raw JSON body.

import Foundation
import Testing
@testable import ReplayRoutes

enum GamePaths {
    static let owned = "/IPlayerService/GetOwnedGames/v1/"
    static let recent = "/IPlayerService/GetRecentlyPlayedGames/v1/"
    static let schema = "/ISteamUserStats/GetSchemaForGame/v2/"
    static let userStats = "/ISteamUserStats/GetUserStatsForGame/v2/"
    static let achievements = "/ISteamUserStats/GetPlayerAchievements/v1/"
    static let percentages = "/ISteamUserStats/GetGlobalAchievementPercentagesForApp/v2/"
    static let news = "/ISteamNews/GetNewsForApp/v2/"
}

extension InProcessReplay {
    /// A Valve method called with exactly `parameters`: no key unless given.
    func callWithoutKey(_ path: String, _ parameters: [(String, String)]) async -> ReplayAnswer {
        await service.answer(method: "GET", path: path, query: Self.query(parameters))
    }

    func appid(_ role: String) async throws -> Int {
        try #require(try await identity(role)["appid"] as? Int)
    }

    /// /_replay/library for `steamid`, one record per owned game.
    func library(of steamid: String) async throws -> [[String: Any]] {
        try ndjson(await control("GET", "/_replay/library?steamid=\(steamid)"))
    }

    func achievementTruth(of steamid: String, appid: Int) async throws -> [[String: Any]] {
        try ndjson(await control("GET", "/_replay/achievements?steamid=\(steamid)&appid=\(appid)"))
    }

    private func ndjson(_ answer: ReplayAnswer) throws -> [[String: Any]] {
        try #require(answer.status == 200, "\(answer.text)")
        return try answer.text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}

enum KeyOrder {
    /// The keys of every object at nesting `depth` (the outermost object is 1; arrays count), one list per object,
    /// in the order the body writes them.
    static func objects(in text: String, atDepth depth: Int) -> [[String]] {
        var result: [[String]] = [], depthNow = 0, inString = false, escaped = false
        var token = "", lastString = ""
        for character in text {
            if inString {
                if escaped { escaped = false; token.append(character) }
                else if character == "\\" { escaped = true }
                else if character == "\"" { inString = false; lastString = token }
                else { token.append(character) }
                continue
            }
            switch character {
            case "\"": inString = true; token = ""
            case "{", "[":
                depthNow += 1
                if character == "{", depthNow == depth { result.append([]) }
            case "}", "]": depthNow -= 1
            case ":": if depthNow == depth { result[result.count - 1].append(lastString) }
            default: break
            }
        }
        return result
    }

    /// Whether `keys` appear in the same relative order as in `canonical`, and only keys of it.
    static func follows(_ keys: [String], _ canonical: [String]) -> Bool {
        let positions = keys.compactMap { canonical.firstIndex(of: $0) }
        return positions.count == keys.count && positions == positions.sorted()
    }
}
