// Calls the replay tests repeat for the Dota methods: a result object, a walk through GetMatchHistory's pages.

import Foundation
import Testing
@testable import ReplayRoutes

extension InProcessReplay {
    /// The `result` object of a Dota method's answer, which must be HTTP 200.
    func result(_ path: String, _ parameters: [(String, String)] = []) async throws -> [String: Any] {
        let answer = await call(path, parameters)
        #expect(answer.status == 200, "\(answer.text)")
        return try #require(try answer.json()["result"] as? [String: Any])
    }

    func accountID(_ role: String) async throws -> Int {
        try #require(try await identity(role)["account_id"] as? Int)
    }

    /// GetMatchHistory's pages as a client pages them: `start_at_match_id` = last match id - 1, until
    /// results_remaining is 0 or a page is empty.
    func historyPages(_ parameters: [(String, String)], perPage: Int) async throws -> [[String: Any]] {
        var pages: [[String: Any]] = []
        var startAt: [(String, String)] = []
        while pages.count < 600 {
            let page = try await result(
                ValvePaths.matchHistory, parameters + [("matches_requested", String(perPage))] + startAt
            )
            pages.append(page)
            let matches = try #require(page["matches"] as? [[String: Any]])
            guard let last = matches.last?["match_id"] as? Int, page["results_remaining"] as? Int != 0 else { break }
            startAt = [("start_at_match_id", String(last - 1))]
        }
        return pages
    }
}

extension [String: Any] {
    var matchList: [[String: Any]] { self["matches"] as? [[String: Any]] ?? [] }
    func int(_ key: String) -> Int? { self[key] as? Int }
}
