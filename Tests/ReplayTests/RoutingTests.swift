// The Valve router: unknown methods, wrong HTTP methods, wrong keys and missing parameters get Valve's pages; and the
// request log, which leaves out control paths and keeps only the newest requests.

import Foundation
import Testing
@testable import ReplayCorpus
@testable import ReplayRoutes
@testable import ReplayWorld

@Suite struct RoutingTests {
    let replay = InProcessReplay()

    @Test func unknownMethodGetsValve404() async {
        let answer = await replay.call("/ISteamUser/GetNothing/v1/")
        #expect(answer.status == 404)
        #expect(answer.headers["Content-Type"] == "text/html; charset=UTF-8")
    }

    @Test func unknownVersionGets404() async {
        #expect(await replay.call("/ISteamUser/GetFriendList/v7/", [("steamid", "1")]).status == 404)
    }

    @Test func methodNamesMatchWithoutRegardToCase() async throws {
        let steamid = try await replay.steamid("demo_user")
        #expect(await replay.call("/isteamuser/getfriendlist/V001/", [("steamid", steamid)]).status == 200)
    }

    @Test func wrongHTTPMethodGets405NamingGET() async throws {
        let steamid = try await replay.steamid("demo_user")
        let answer = await replay.call(ValvePaths.friends, [("steamid", steamid)], method: "POST")
        #expect(answer.status == 405)
        #expect(answer.text.contains("This API must be called with a HTTP GET request"))
    }

    @Test func aRouteDeclaringPOSTAcceptsItAndNamesItIn405() async {
        let echo = ValveRoute(
            interface: "ITest", method: "Echo", versions: [1], httpMethods: ["POST"], requiredParameters: []
        ) { request, _ in
            .plainText(String(decoding: request.body, as: UTF8.self), status: 200)
        }
        let state = ReplayState(world: WorldGenerator.makeWorld(seed: 1), now: 0)
        let api = ValveAPI(key: "K", routes: [echo])
        let post = ReplayRequest(method: "POST", path: "/ITest/Echo/v1/", query: Query(raw: "key=K"), body: Data("hi".utf8), host: nil)
        let posted = await api.answer(post, state: state)
        #expect(posted.status == 200)
        #expect(String(decoding: posted.body, as: UTF8.self) == "hi\n")
        let get = ReplayRequest(method: "GET", path: "/ITest/Echo/v1/", query: Query(raw: "key=K"), body: Data(), host: nil)
        let refused = await api.answer(get, state: state)
        #expect(refused.status == 405)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("called with a HTTP POST request"))
    }

    @Test func wrongKeyGets403() async {
        let answer = await replay.service.answer(method: "GET", path: ValvePaths.vanity, query: "key=WRONG&vanityurl=x")
        #expect(answer.status == 403)
        #expect(answer.text.contains("<pre>key=</pre>"))
    }

    @Test func missingKeyGets403() async {
        #expect(await replay.service.answer(method: "GET", path: ValvePaths.vanity, query: "vanityurl=x").status == 403)
    }

    @Test func missingParameterGets400NamingIt() async {
        let answer = await replay.call(ValvePaths.friends)
        #expect(answer.status == 400)
        #expect(answer.text.contains("Required parameter 'steamid' is missing"))
    }

    @Test func unknownControlPathGetsPlain404() async {
        let answer = await replay.control("GET", "/_replay/nothing")
        #expect(answer.status == 404)
        #expect(answer.text == "no control endpoint GET /_replay/nothing\n")
    }

    /// A replay serving for days must not keep every request: the log holds the newest, and says how many went.
    @Test func theRequestLogKeepsOnlyTheNewestAndCountsTheOnesLetGo() async throws {
        let small = ReplayService(
            world: replay.world, key: InProcessReplay.key, now: InProcessReplay.epoch, requestLogLimit: 3)
        for name in ["a", "b", "c", "d", "e"] {
            _ = await small.answer(
                method: "GET", path: ValvePaths.vanity, query: "key=\(InProcessReplay.key)&vanityurl=\(name)")
        }
        let full = await small.answer(method: "GET", path: "/_replay/requests")
        let queries = try full.body.split(separator: UInt8(ascii: "\n")).map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])["query"] as? String
        }
        #expect(queries == ["vanityurl=c", "vanityurl=d", "vanityurl=e"])
        #expect(full.headers[ReplayService.requestLogDroppedHeader] == "2")

        _ = await small.answer(method: "DELETE", path: "/_replay/requests")
        let cleared = await small.answer(method: "GET", path: "/_replay/requests")
        #expect(cleared.body.isEmpty && cleared.headers[ReplayService.requestLogDroppedHeader] == "0")
    }

    @Test func controlPathsAreNotLogged() async {
        _ = await replay.control("GET", "/_replay/world")
        _ = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        let log = await replay.control("GET", "/_replay/requests").text.split(separator: "\n")
        #expect(log.count == 1)
        #expect(log.first?.contains("\"path\":\"/ISteamUser/ResolveVanityURL/v1/\"") == true)
        #expect(log.first?.contains(InProcessReplay.key) == false)
    }
}
