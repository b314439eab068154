// steam-replay's copies of facts the client also keeps, each held to the reference in Tests/SharedFacts, never to the
// client's copy: OpenDota's row columns, significance, patches, regions and rate limits, Valve's methods and answers,
// and the replay's own control endpoints.
import Foundation
import SharedFactReference
import SteamModels
import Testing
import TestSupport
@testable import ReplayRoutes
@testable import ReplayWorld

@Suite struct SharedFactTests {
    /// The replay's own addition: skill, which its comment says OpenDota still sends; the reference has no source for it.
    @Test func aRowWithoutAProjectionHasOpenDotasDefaultColumns() throws {
        let defaults = try SharedFacts.value("opendota-default-columns", as: [String].self)
        #expect(PlayerMatchRow.defaultFields.filter { $0 != "skill" } == defaults)
        #expect(PlayerMatchRow.alwaysFields == (try SharedFacts.value("opendota-always-columns", as: [String].self)))
    }

    @Test func theReplayProjectsExactlyThePlayerCachesColumns() throws {
        let columns = try SharedFacts.value("opendota-player-caches-columns", as: [String].self)
        #expect(Set(PlayerMatchRow.columns.keys).subtracting(columns).sorted() == [], "columns OpenDota would drop")
        #expect(Set(columns).subtracting(PlayerMatchRow.columns.keys).sorted() == [], "columns the replay would drop")
    }

    @Test func significanceIsOpenDotasRule() throws {
        let rule = try SharedFacts.value("opendota-significance", as: SharedFacts.Significance.self)
        for mode in 0...30 {
            for lobby in 0...15 {
                for duration in [rule.longestInsignificantDuration, rule.longestInsignificantDuration + 1] {
                    let expected = rule.balancedGameModes.contains(mode) && rule.balancedLobbyTypes.contains(lobby)
                        && duration > rule.longestInsignificantDuration
                    #expect(OpenDotaConstants.isSignificant(gameMode: mode, lobbyType: lobby, duration: duration) == expected,
                            "game_mode \(mode), lobby_type \(lobby), \(duration) s")
                }
            }
        }
    }

    /// From 7.36 (55), the first patch the world's history (from 2024-06-01) can meet, to the newest. The reference
    /// keeps whole seconds and the replay OpenDota's milliseconds, so the second of a release itself is not asked.
    @Test func aMatchFallsInThePatchReleasedLastBeforeItStarted() throws {
        for patch in try SharedFacts.value("dota-patches", as: [SharedFacts.Patch].self) where patch.id >= 55 {
            let released = try SharedFacts.unixSeconds(patch.date)
            if patch.id > 55 {
                #expect(OpenDotaConstants.patch(startTime: released - 1) == patch.id - 1, "just before \(patch.id)")
            }
            #expect(OpenDotaConstants.patch(startTime: released + 1) == patch.id, "just after \(patch.id)")
            #expect(OpenDotaConstants.patch(startTime: released + 86_400) == patch.id, "a day after \(patch.id)")
        }
    }

    /// A newer table may list clusters the reference does not; none may get another region.
    @Test func everyClusterTheReferenceListsHasItsRegion() throws {
        for (cluster, region) in try SharedFacts.value("dota-cluster-regions", as: [String: Int].self) {
            #expect(OpenDotaConstants.region(cluster: try #require(Int(cluster))) == region, "cluster \(cluster)")
        }
    }

    /// The store's methods are a fact of their own (steam-store-methods), beside valve-methods' list.
    @Test func theReplayServesEachValveMethodAtItsVersionWithTheKeyValveWants() throws {
        let reference = Set(try SharedFacts.value("valve-methods", as: [SharedFacts.ValveMethod].self)
            + SharedFacts.value("steam-store-methods", as: [SharedFacts.ValveMethod].self))
        let served = Set(ValveAPI.served.flatMap { route in
            route.versions.map { SharedFacts.ValveMethod(interface: route.interface, method: route.method, version: $0, key: route.usesKey) }
        })
        #expect(served.subtracting(reference).map(\.method).sorted() == [], "the replay's methods the reference lacks")
        #expect(reference.subtracting(served).map(\.method).sorted() == [], "the reference's methods the replay lacks")
    }

    @Test func eachValveAnswerComesAsValveSendsIt() async throws {
        let replay = InProcessReplay()
        let methods = try SharedFacts.value("valve-methods", as: [SharedFacts.ValveMethod].self)
        for answer in try SharedFacts.value("valve-answers", as: [SharedFacts.ValveAnswer].self) {
            let method = try #require(methods.first { $0.method == answer.method })
            let parameters = try await Self.parameters(asking: answer, of: replay)
            let served = await replay.call("/\(method.interface)/\(method.method)/v\(method.version)/", parameters)
            #expect(served.status == answer.status, "\(answer.method): \(answer.case)")
            if let body = answer.body {
                let expected = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? NSObject
                let sent = try? JSONSerialization.jsonObject(with: served.body) as? NSObject
                #expect(sent == expected, "\(answer.method): \(answer.case): \(served.text)")
            }
        }
    }

    /// Whom and what to ask for, from the world's roles, to meet each case of the reference.
    private static func parameters(asking answer: SharedFacts.ValveAnswer, of replay: InProcessReplay) async throws -> [(String, String)] {
        let privateProfile = try await replay.steamid("private_profile")
        switch (answer.method, answer.status) {
        case ("ResolveVanityURL", _):
            return [("vanityurl", try #require(try await replay.identity("unknown_vanity")["vanity"] as? String))]
        case ("GetFriendList", _), ("GetOwnedGames", _), ("GetRecentlyPlayedGames", _), ("GetSteamLevel", _), ("GetBadges", _):
            return [("steamid", privateProfile)]
        case ("GetSchemaForGame", _), ("GetGlobalAchievementPercentagesForApp", _), ("GetNewsForApp", _),
             ("GetNumberOfCurrentPlayers", _):
            let unknown = String(try await replay.appid("unknown_app"))
            return [("appid", unknown), ("gameid", unknown)]
        case ("GetUserStatsForGame", _), ("GetPlayerAchievements", 400):
            return [("steamid", try await replay.steamid("demo_user")), ("appid", String(try await replay.appid("app_no_stats")))]
        case ("GetPlayerAchievements", _):
            return [("steamid", privateProfile), ("appid", String(try await replay.appid("app_with_achievements")))]
        case ("GetMatchHistory", _):
            return [("account_id", String(try await replay.accountID("dota_private_history")))]
        default:
            return [("match_id", "1")]
        }
    }

    @Test func openDotasHeadersAndRefusalsAreTheMonthCountingOnes() async throws {
        let form = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self).before
        #expect(OpenDotaLimits().minute == form.keylessMinuteLimit)
        let replay = InProcessReplay()
        let first = await replay.openDota("heroes", authorization: nil)
        #expect(first.headers[form.minuteHeader] == String(form.keylessMinuteLimit - 1))
        #expect(first.headers[form.allowanceHeader] != nil)
        #expect(await replay.openDotaSettings(#"{"minute_limit": 1}"#).status == 200)
        _ = await replay.openDota("heroes", authorization: nil)
        let pastTheMinute = await replay.openDota("heroes", authorization: nil)
        #expect(pastTheMinute.status == 429)
        #expect(try pastTheMinute.jsonValue().object?["error"]?.string == form.minuteRefusal)
        #expect(await replay.openDotaSettings(#"{"minute_limit": 60, "month_limit": 5, "month_used": 5}"#).status == 200)
        let pastTheMonth = await replay.openDota("heroes", authorization: nil)
        #expect(pastTheMonth.status == 429)
        #expect(try pastTheMonth.jsonValue().object?["error"]?.string == form.allowanceRefusal)
    }

    /// OpenDota's key comes as a bearer token or as api_key; either way the answer has no allowance to report.
    @Test(arguments: [true, false])
    func theKeyCountsWhereOpenDotaReadsIt(asBearer: Bool) async throws {
        let form = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self).before
        let replay = InProcessReplay()
        let keyed = asBearer
            ? await replay.openDota("heroes", authorization: "Bearer \(ReplayService.defaultOpenDotaKey)")
            : await replay.openDota("heroes", [("api_key", ReplayService.defaultOpenDotaKey)], authorization: nil)
        #expect(keyed.headers[form.minuteHeader] != nil)
        #expect(keyed.headers[form.allowanceHeader] == nil)
    }

    /// Today's OpenDota counts a day, not a month, in words and a header of its own; the replay answers as before.
    @Test func openDotasHeadersAndRefusalsAreTodaysDailyOnes() async throws {
        let form = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self).today
        let answer = await InProcessReplay().openDota("heroes", authorization: nil)
        withKnownIssue("steam-replay imitates the month-counting OpenDota") {
            #expect(answer.headers[form.allowanceHeader] != nil)
        }
    }

    /// The same ids, internal names and English names as Valve's answer, in its (release) order. The order departs
    /// from the recorded answer at a few places (Morphling before Shadow Fiend, Lich after Lina, …); for the replay
    /// the order picks heroes in every generated world, so changing it changes every world's bytes.
    @Test func theReplaysHeroesAreValvesHeroes() throws {
        let reference = try SharedFacts.value("dota-heroes", as: [SharedFacts.Hero].self).map { "\($0.id) \($0.name) \($0.localizedName)" }
        let replay = ReplayHeroes.heroes.map { "\($0.id) \($0.name) \($0.localizedName)" }
        #expect(Set(replay).symmetricDifference(reference).sorted() == [], "heroes only one of the lists has")
        withKnownIssue("the order follows ids where Valve's answer does not") {
            #expect(replay == reference, "the order differs")
        }
    }

    @Test func eachCountryPaysInTheCurrencySteamPricesItIn() throws {
        let facts = try SharedFacts.value("steam-store-currencies", as: SharedFacts.StoreCurrencies.self)
        #expect(StoreCurrencies.countries == facts.countries)
        for (country, code) in facts.countries {
            #expect(StoreCurrencies.currency(country: country.lowercased()).code == code, "cc=\(country)")
        }
    }

    /// Every amount in hundredths, yen and won too, and written as Steam writes each sourced example.
    @Test func amountsAreHundredthsWrittenAsSteamWritesThem() throws {
        let facts = try SharedFacts.value("steam-store-currencies", as: SharedFacts.StoreCurrencies.self)
        #expect(facts.hundredthsPerUnit == 100)
        for example in facts.formatted {
            let currency = try #require(StoreCurrencies.byCode[example.currency])
            #expect(currency.format(example.hundredths) == example.text, "\(example.source)")
        }
        for code in Set(facts.countries.values) {
            let currency = try #require(StoreCurrencies.byCode[code], "\(code)")
            #expect((1...60).allSatisfy { currency.price(fromUSCents: $0 * 100 - 1) > 0 }, "\(code)")
        }
    }

    @Test func theControlEndpointsAreTheDocumentedOnes() throws {
        let reference = try SharedFacts.value("replay-control-routes", as: [SharedFacts.ControlEndpoint].self)
        let routed = ControlRoutes.table.map { SharedFacts.ControlEndpoint(method: $0.method, path: $0.path) }
        #expect(Set(routed).symmetricDifference(reference).map { "\($0.method) \($0.path)" }.sorted() == [])
        #expect(routed.count == reference.count, "an endpoint routed twice")
    }
}
