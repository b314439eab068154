// The client's copies of facts steam-replay also keeps, each held to the reference in Tests/SharedFacts: the columns
// dota-matches asks OpenDota for, OpenDota's rate headers and refusals, Valve's methods and what their answers mean.
import Foundation
import SharedFactReference
import TestSupport
import Testing
import Transport
@testable import WebAPI

@Suite struct SharedFactTests {
    /// The Valve endpoints the client declares.
    private static let valveEndpoints: [Endpoint] = [
        .resolveVanityURL, .getPlayerSummaries, .getFriendList, .getPlayerBans, .getMatchHistory, .getMatchDetails,
        .getMatchHistoryBySequenceNum, .getHeroes, .getOwnedGames, .getRecentlyPlayedGames, .getSchemaForGame,
        .getPlayerAchievements, .getUserStatsForGame, .getGlobalAchievementPercentages, .getNewsForApp,
        .getNumberOfCurrentPlayers, .getSteamLevel, .getBadges, .getAppList,
    ]

    /// The store's methods on the Web API, held to steam-store-methods beside valve-methods' list.
    private static let storeEndpoints: [Endpoint] = [.getWishlist, .getWishlistItemCount, .getStoreItems]

    @Test func dotaMatchesAsksForEveryDefaultColumn() throws {
        let defaults = try SharedFacts.value("opendota-default-columns", as: [String].self)
        let missing = defaults.filter { !SteamAPI.openDotaRowFields.contains($0) }
        #expect(missing == [], "a projection replaces the defaults, so these would be lost")
    }

    @Test func dotaMatchesAsksForTheColumnsThePlayerPagesRead() throws {
        let cacheable = try SharedFacts.value("opendota-cacheable-columns", as: [String].self)
        let histogram = try SharedFacts.value("opendota-histogram-columns", as: [String].self)
        // Every row has alwaysCols, and a row's account_id is always the account asked about.
        let implied = try SharedFacts.value("opendota-always-columns", as: [String].self) + ["account_id"]
        let missing = (cacheable + histogram).filter { !implied.contains($0) && !SteamAPI.openDotaRowFields.contains($0) }
        #expect(missing == [])
    }

    @Test func dotaMatchesAsksOnlyForRowColumnsAndEachOnce() throws {
        let columns = try SharedFacts.value("opendota-player-caches-columns", as: [String].self)
        let always = try SharedFacts.value("opendota-always-columns", as: [String].self)
        #expect(SteamAPI.openDotaRowFields.filter { !columns.contains($0) } == [], "OpenDota drops these without a word")
        #expect(SteamAPI.openDotaRowFields.filter(always.contains) == [], "every row has these anyway")
        #expect(Set(SteamAPI.openDotaRowFields).count == SteamAPI.openDotaRowFields.count)
        #expect(columns.allSatisfy(SteamAPI.isOpenDotaColumnName))
    }

    @Test func theClientCallsEachValveMethodAtItsVersionWithTheKeyValveWants() throws {
        let reference = Set(try SharedFacts.value("valve-methods", as: [SharedFacts.ValveMethod].self)
            + SharedFacts.value("steam-store-methods", as: [SharedFacts.ValveMethod].self))
        let client = Set((Self.valveEndpoints + Self.storeEndpoints).map { endpoint in
            guard case .steam(let interface, let version) = endpoint.location else {
                return SharedFacts.ValveMethod(interface: "", method: endpoint.method, version: 0, key: endpoint.usesKey)
            }
            return SharedFacts.ValveMethod(interface: interface, method: endpoint.method, version: version, key: endpoint.usesKey)
        })
        #expect(client.subtracting(reference).map(\.method).sorted() == [], "the client's methods the reference lacks")
        #expect(reference.subtracting(client).map(\.method).sorted() == [], "the reference's methods the client lacks")
    }

    @Test func eachValveAnswerMeansToTheClientWhatValveMeans() throws {
        let api = SteamAPI(configuration: .init(
            baseURL: "http://127.0.0.1:9", key: .missing(keyFile: "/nonexistent/key"), cacheMode: .bypass,
            storePath: "/nonexistent/store.sqlite",
            transport: TransportConfiguration(rateKey: "", stateDirectory: URL(fileURLWithPath: "/nonexistent"))))
        for answer in try SharedFacts.value("valve-answers", as: [SharedFacts.ValveAnswer].self) {
            let endpoint = try #require(Self.valveEndpoints.first { $0.method == answer.method }, "\(answer.method)")
            let response = HTTPResponse(
                status: answer.status, headers: [:], body: Data((answer.body ?? "").utf8), url: "", attempts: 1)
            #expect(try api.outcome(of: response, from: endpoint).rawValue == answer.means, "\(answer.method): \(answer.case)")
        }
    }

    @Test func theClientReadsTheMinuteHeaderOpenDotaSends() throws {
        let facts = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self)
        #expect(OpenDotaAllowance.minuteHeader == facts.before.minuteHeader.lowercased())
        #expect(OpenDotaAllowance.minuteHeader == facts.today.minuteHeader.lowercased())
        #expect(OpenDotaAllowance.monthHeader == facts.before.allowanceHeader.lowercased())
        #expect(OpenDotaAllowance.dayHeader == facts.today.allowanceHeader.lowercased())
    }

    /// A spent minute waits and a spent allowance stops, in the words of either form of OpenDota.
    @Test(arguments: ["before", "today"])
    func theClientTellsAMinuteFromTheAllowanceInEitherForm(_ form: String) throws {
        let forms = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self)
        let facts = form == "before" ? forms.before : forms.today
        var minute = OpenDotaAllowance()
        let minuteBody = Data(#"{"error":"\#(facts.minuteRefusal)"}"#.utf8)
        #expect(minute.read(status: 429, headers: [:], body: minuteBody, at: 1_000_000) == .minuteSpent)
        var allowance = OpenDotaAllowance()
        let allowanceBody = Data(#"{"error":"\#(facts.allowanceRefusal)"}"#.utf8)
        #expect(allowance.read(status: 429, headers: [:], body: allowanceBody, at: 1_000_000) == .allowanceSpent)
    }

    /// Today's OpenDota says what is left of the day in a header of its own, which stops the client as the month's did.
    @Test func theClientStopsWhenTodaysAllowanceHeaderSaysNoneIsLeft() throws {
        let facts = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self)
        var allowance = OpenDotaAllowance()
        _ = allowance.read(status: 200, headers: [facts.today.allowanceHeader.lowercased(): "0"], body: Data(), at: 1_000_000)
        #expect(allowance.allowanceSpent)
    }

    @Test func theClientsOpenDotaRateStaysWithinTheKeylessMinute() throws {
        let facts = try SharedFacts.value("opendota-rate-limits", as: SharedFacts.OpenDotaRateLimits.self)
        #expect(SteamAPI.openDotaDefaultRate * 60 <= Double(min(facts.before.keylessMinuteLimit, facts.today.keylessMinuteLimit)))
    }
}
