// A ReplayService answered in-process (no socket), with the few calls the replay tests repeat.

import Foundation
import Testing
import TestSupport
@testable import ReplayRoutes
@testable import ReplayWorld

struct InProcessReplay {
    static let key = "0123456789ABCDEF0123456789ABCDEF"
    /// Where time starts for every in-process world: the suite's one pin.
    static let epoch = TestEpoch.seconds

    let service: ReplayService
    let world: World

    /// `wallClock` is the real time OpenDota's rate limits count by: the real clock unless a test moves its own.
    init(
        seed: UInt64 = 1, matchDetails: MatchDetailsMode = .outage,
        wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.init(
            world: WorldGenerator.makeWorld(seed: seed), matchDetails: matchDetails, faultSeed: seed, wallClock: wallClock
        )
    }

    /// `world` is kept, so a test can look behind the answers (a match's game mode, which matches are hidden).
    init(
        world: World, matchDetails: MatchDetailsMode = .outage, faultSeed: UInt64 = 1,
        wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.world = world
        service = ReplayService(
            world: world, key: Self.key, now: Self.epoch, matchDetails: matchDetails, faultSeed: faultSeed,
            wallClock: wallClock
        )
    }

    /// A Valve method called with the right key and `parameters` (in order), e.g. ("steamid", "7656…").
    func call(_ path: String, _ parameters: [(String, String)] = [], method: String = "GET") async -> ReplayAnswer {
        await service.answer(method: method, path: path, query: Self.query([("key", Self.key)] + parameters))
    }

    /// `path` may carry a query, e.g. "/_replay/advance?days=1".
    func control(_ method: String, _ path: String, body: String = "") async -> ReplayAnswer {
        let parts = path.split(separator: "?", maxSplits: 1).map(String.init)
        return await service.answer(method: method, path: parts[0], query: parts.count > 1 ? parts[1] : "", body: Data(body.utf8))
    }

    func inject(_ faultsJSON: String) async throws {
        let answer = await control("POST", "/_replay/faults", body: faultsJSON)
        #expect(answer.status == 204, "\(answer.text)")
    }

    /// The world identity with `role`; for many_friends, the first.
    func identity(_ role: String) async throws -> [String: Any] {
        let lines = await control("GET", "/_replay/world").text.split(separator: "\n")
        let records = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        return try #require(records.first { $0["role"] as? String == role })
    }

    func steamid(_ role: String) async throws -> String {
        try #require(try await identity(role)["steamid"] as? String)
    }

    static func query(_ parameters: [(String, String)]) -> String {
        var components = URLComponents()
        components.queryItems = parameters.map { URLQueryItem(name: $0.0, value: $0.1) }
        return components.percentEncodedQuery ?? ""
    }
}

extension ReplayAnswer {
    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}

enum ValvePaths {
    static let summaries = "/ISteamUser/GetPlayerSummaries/v2/"
    static let friends = "/ISteamUser/GetFriendList/v1/"
    static let vanity = "/ISteamUser/ResolveVanityURL/v1/"
    static let matchHistory = "/IDOTA2Match_570/GetMatchHistory/v1/"
    static let matchDetails = "/IDOTA2Match_570/GetMatchDetails/v1/"
    static let bySequence = "/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/"
    static let heroes = "/IEconDOTA2_570/GetHeroes/v1/"
}
