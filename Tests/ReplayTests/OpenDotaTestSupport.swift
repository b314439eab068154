// Calls the OpenDota tests repeat: GET under /api/ with the valid key or another, the answer as SteamModels' JSONValue
// (numbers kept as written, fields in order), and a wall clock that moves only when a test says.

import Foundation
import SteamModels
import Testing
@testable import ReplayRoutes
@testable import ReplayWorld

extension InProcessReplay {
    static let openDotaBearer = "Bearer \(ReplayService.defaultOpenDotaKey)"

    /// GET /api/`path`; with the valid key in the Authorization header unless `authorization` says otherwise.
    func openDota(
        _ path: String, _ parameters: [(String, String)] = [], authorization: String? = openDotaBearer,
        method: String = "GET"
    ) async -> ReplayAnswer {
        await service.answer(
            method: method, path: "/api/" + path, query: Self.query(parameters), authorization: authorization
        )
    }

    /// The body of an answer that must be HTTP 200.
    func openDotaJSON(_ path: String, _ parameters: [(String, String)] = []) async throws -> JSONValue {
        let answer = await openDota(path, parameters)
        #expect(answer.status == 200, "\(path): \(answer.text)")
        return try answer.jsonValue()
    }

    /// The rows of /api/players/`account`/matches.
    func playerMatches(_ account: Int, _ parameters: [(String, String)] = []) async throws -> [JSONObject] {
        let rows = try #require(try await openDotaJSON("players/\(account)/matches", parameters).array)
        return try rows.map { try #require($0.object) }
    }

    /// Valve's object for the match, as GetMatchHistoryBySequenceNum sends it (no practice refusal, unlike
    /// GetMatchDetails).
    func valveMatch(_ match: DotaMatch) async throws -> JSONObject {
        let answer = await call(
            ValvePaths.bySequence, [("start_at_match_seq_num", String(match.seqNum)), ("matches_requested", "1")]
        )
        let result = try #require(try answer.jsonValue().object?["result"]?.object)
        let first = try #require(result["matches"]?.array?.first?.object)
        #expect(first["match_id"]?.integer(UInt64.self) == match.matchID)
        return first
    }

    /// GET or POST /_replay/opendota.
    func openDotaSettings(_ body: String? = nil) async -> ReplayAnswer {
        await control(body == nil ? "GET" : "POST", "/_replay/opendota", body: body ?? "")
    }
}

extension ReplayAnswer {
    func jsonValue() throws -> JSONValue {
        try JSONValue.parse(body)
    }
}

extension JSONObject {
    var names: [String] { fields.map(\.name) }
}

extension JSONValue {
    /// The same value with every object's fields in name order, for comparing values whatever their key order.
    var sortingKeys: JSONValue {
        switch self {
        case .array(let items):
            return .array(items.map(\.sortingKeys))
        case .object(let object):
            var sorted = JSONObject()
            for field in object.fields.sorted(by: { $0.name < $1.name }) {
                sorted.append(field.name, field.value.sortingKeys)
            }
            return .object(sorted)
        default:
            return self
        }
    }
}

/// The real time as OpenDota's limits read it, standing still until a test moves it.
final class ManualWallClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    /// 2026-10-01T00:00:10Z: ten seconds into a minute.
    init(_ seconds: Double = 1_790_812_810) {
        self.seconds = seconds
    }

    var now: Double { lock.withLock { seconds } }

    func advance(by interval: Double) {
        lock.withLock { seconds += interval }
    }

    var read: @Sendable () -> Double { { self.now } }
}
