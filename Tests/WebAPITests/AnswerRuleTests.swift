// How Valve's answers map to outcomes: each rule kind against the real answers in ../shared/api-samples (errors and
// successes, read where present) and against our own copies of their shapes.
import Foundation
import Testing
import TestSupport
import Transport
@testable import WebAPI

@Suite struct AnswerRuleTests {
    static let errors = APISamples.directory?.appendingPathComponent("errors")

    /// A recorded error: the files keep the HTTP status beside the body text.
    static func sample(_ name: String) throws -> (status: Int, body: Data) {
        let file = try #require(errors?.appendingPathComponent(name))
        let recorded = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let status = try #require(recorded["http_status"] as? Int)
        let body = try #require(recorded["body"] as? String)
        return (status, Data(body.utf8))
    }

    func verdict(_ rule: AnswerRule, _ status: Int, _ body: String) -> AnswerRule.Verdict? {
        rule.verdict(status, Data(body.utf8))
    }

    /// An API that never sends a request: only its judging of answers is used.
    static let api = SteamAPI(configuration: .init(
        baseURL: "http://127.0.0.1:9", key: .missing(keyFile: "/nonexistent/key"), cacheMode: .bypass,
        storePath: "/nonexistent/store.sqlite",
        transport: TransportConfiguration(rateKey: "", stateDirectory: URL(fileURLWithPath: "/nonexistent"))))

    /// What SteamAPI makes of an answer: the endpoint's rules, then the shared ones.
    func outcome(_ endpoint: Endpoint, _ status: Int, _ body: Data) throws -> Outcome {
        try Self.api.outcome(of: HTTPResponse(status: status, headers: [:], body: body, url: "", attempts: 1), from: endpoint)
    }

    @Test func statusRules() {
        #expect(verdict(.status(401, means: .hidden), 401, "<html>Unauthorized</html>") == .outcome(.hidden))
        #expect(verdict(.status(401, means: .hidden), 403, "") == nil)
        let outage = AnswerRule.status(500, body: "{}", means: .unavailable)
        #expect(verdict(outage, 500, " {\n} ") == .outcome(.unavailable))
        #expect(verdict(outage, 500, "<html>Internal Server Error</html>") == nil)
        let noStats = AnswerRule.status(400, bodyContains: "Requested app has no stats", means: .notFound)
        #expect(verdict(noStats, 400, #"{"playerstats":{"error":"Requested app has no stats","success":false}}"#) == .outcome(.notFound))
        #expect(verdict(noStats, 400, "<html>Bad Request</html>") == nil)
    }

    @Test func inBandRules() {
        let noMatch = AnswerRule.field("response.success", equals: 42, means: .notFound)
        #expect(verdict(noMatch, 200, #"{"response":{"success":42,"message":"No match"}}"#) == .outcome(.notFound))
        #expect(verdict(noMatch, 200, #"{"response":{"success":1,"steamid":"76561197960287930"}}"#) == nil)
        #expect(verdict(noMatch, 200, #"{"response":{"success":"42"}}"#) == nil)
        let privateHistory = AnswerRule.field("result.status", equals: 1, means: .hidden)
        #expect(verdict(privateHistory, 200, #"{"result":{"status":true}}"#) == nil, "a Boolean is not the number 1")
        let empty = AnswerRule.emptyObject(at: "response", means: .hidden)
        #expect(verdict(empty, 200, #"{"response":{}}"#) == .outcome(.hidden))
        #expect(verdict(empty, 200, #"{"response":{"game_count":0,"games":[]}}"#) == nil)
        let error = AnswerRule.errorMessage(at: "result.error")
        #expect(verdict(error, 200, #"{"result":{"error":"Match ID not found"}}"#) == .inBandError("Match ID not found"))
        #expect(verdict(error, 200, #"{"result":{"status":1}}"#) == nil)
        #expect(verdict(error, 200, "not json") == nil)
    }

    /// The dotted path reads into objects only, a number matches only the same whole number, and an answer that is
    /// no JSON (or has text after its JSON) matches nothing.
    @Test(arguments: [
        (AnswerRule.field("response.success", equals: 42, means: .notFound), #"{"response":{"success":42.0}}"#),
        (.field("response.success", equals: 42, means: .notFound), #"{"response":{"success":4.2e1}}"#),
        (.field("response.success", equals: 42, means: .notFound), #"{"response":[{"success":42}]}"#),
        (.field("response.success", equals: 42, means: .notFound), #"{"response":{"success":42}} 42"#),
        (.field("response", equals: 42, means: .notFound), "42"),
        (.field("result.status", equals: 0, means: .hidden), #"{"result":{"status":false}}"#),
        (.field("result.status", equals: 0, means: .hidden), #"{"result":{"status":null}}"#),
        (.field("result.error", equals: "Match ID not found", means: .notFound), #"{"result":{"error":["Match ID not found"]}}"#),
        (.emptyObject(at: "response", means: .hidden), #"{"response":[]}"#),
        (.emptyObject(at: "response", means: .hidden), #"{"response":null}"#),
        (.emptyObject(at: "response", means: .hidden), #"{"result":{}}"#),
        (.errorMessage(at: "result.error"), #"{"result":{"error":15}}"#),
        (.errorMessage(at: "result.error"), #"{"result":"error"}"#),
    ])
    func inBandRulesMatchOnlyWhatTheyName(_ rule: AnswerRule, _ body: String) {
        #expect(verdict(rule, 200, body) == nil, "\(body)")
    }

    /// Valve's recorded answers to requests that worked, judged as SteamAPI judges them: ResolveVanityURL's
    /// `success: 42` is the only one that says "not found".
    @Test(.enabled(if: APISamples.directory != nil), arguments: [
        ("ResolveVanityURL/lpradel_no_match_42.json", Endpoint.resolveVanityURL, Outcome.notFound),
        ("ResolveVanityURL/lpradel_match_EDITED_steamid.json", .resolveVanityURL, .found),
        ("GetMatchHistory/lpradel_page_12_of_412.json", .getMatchHistory, .found),
        ("GetMatchHistory/odota_account_history_7_results.json", .getMatchHistory, .found),
        ("GetMatchDetails/lpradel_2455787494_abandoned_6s.json", .getMatchDetails, .found),
        ("GetMatchDetails/odota_1781962623_ranked_allpick.json", .getMatchDetails, .found),
        ("GetMatchHistoryBySequenceNum/lpradel_2_matches.json", .getMatchHistoryBySequenceNum, .found),
        ("GetOwnedGames/lpradel_487_games_include_appinfo.json", .getOwnedGames, .found),
        ("GetRecentlyPlayedGames/lpradel_trimmed.json", .getRecentlyPlayedGames, .found),
        ("GetPlayerAchievements/lpradel_tf2_440.json", .getPlayerAchievements, .found),
        ("GetFriendList/lpradel_valve_account_friends.json", .getFriendList, .found),
    ])
    func recordedAnswersMeanWhatTheySay(_ file: String, _ endpoint: Endpoint, _ expected: Outcome) throws {
        let body = try Data(contentsOf: try #require(APISamples.directory?.appendingPathComponent(file)))
        #expect(try outcome(endpoint, 200, body) == expected)
    }

    @Test(.enabled(if: errors != nil)) func realErrorBodies() throws {
        let cases: [(String, AnswerRule, AnswerRule.Verdict)] = [
            ("GetMatchDetails_http500_empty_object.json", .status(500, body: "{}", means: .unavailable), .outcome(.unavailable)),
            ("GetPlayerAchievements_http400_no_stats.json",
             .status(400, bodyContains: "Requested app has no stats", means: .notFound), .outcome(.notFound)),
            ("GetPlayerAchievements_http403_profile_not_public.json",
             .status(403, bodyContains: "Profile is not public", means: .hidden), .outcome(.hidden)),
        ]
        for (name, rule, expected) in cases {
            let (status, body) = try Self.sample(name)
            #expect(rule.verdict(status, body) == expected, "\(name)")
        }
    }

    /// The games endpoints' declarations, judged as SteamAPI judges every answer: the endpoint's rules, then the shared ones.
    @Test(.enabled(if: errors != nil)) func gameEndpointsReadValvesAnswers() throws {
        let noStats = try Self.sample("GetPlayerAchievements_http400_no_stats.json")
        let notPublic = try Self.sample("GetPlayerAchievements_http403_profile_not_public.json")
        let keyPage = try Self.sample("invalid_key_http403_forbidden.json")
        #expect(try outcome(.getPlayerAchievements, noStats.status, noStats.body) == .notFound)
        #expect(try outcome(.getPlayerAchievements, notPublic.status, notPublic.body) == .hidden)
        #expect(try outcome(.getPlayerAchievements, 200, notPublic.body) == .hidden, "FK's fixture sends it on 200")
        #expect(throws: WebAPIError.self) {
            try outcome(.getPlayerAchievements, 200, Data(#"{"playerstats":{"error":"Key is locked","success":false}}"#.utf8))
        }
        #expect(try outcome(.getOwnedGames, 200, Data(#"{"response":{}}"#.utf8)) == .hidden)
        #expect(try outcome(.getRecentlyPlayedGames, 200, Data(#"{"response":{}}"#.utf8)) == .hidden)
        #expect(try outcome(.getOwnedGames, 200, Data(#"{"response":{"game_count":0,"games":[]}}"#.utf8)) == .found)
        #expect(try outcome(.getUserStatsForGame, 400, Data("{}".utf8)) == .unavailable)
        #expect(try outcome(.getSchemaForGame, 400, Data("{}".utf8)) == .notFound)
        #expect(try outcome(.getGlobalAchievementPercentages, 403, Data("{}".utf8)) == .notFound)
        #expect(try outcome(.getNewsForApp, 403, Data("{}".utf8)) == .notFound)
        for endpoint in [Endpoint.getGlobalAchievementPercentages, .getNewsForApp, .getOwnedGames] {
            #expect { try outcome(endpoint, keyPage.status, keyPage.body) } throws: {
                if case .keyRejected(endpoint.method, 403)? = $0 as? WebAPIError { true } else { false }
            }
        }
    }
}
