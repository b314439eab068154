// One Valve Web API method the replay serves: where it lives, which versions and HTTP methods it takes, what it
// requires, and how it answers.

import FoundationEssentials
import FoundationGaps

struct ValveRoute: Sendable {
    /// Runs after the key and required parameters are checked. `state` holds the world, the clock, and whatever
    /// later routes must remember between requests.
    typealias Answer = @Sendable (_ request: ReplayRequest, _ state: ReplayState) async throws -> Reply

    let interface: String
    let method: String
    let versions: Set<Int>
    /// The HTTP methods it accepts, in the order the 405 page names them; any other gets Valve's 405 page.
    let httpMethods: [String]
    /// Checked before `answer` runs, in this order: the first missing one gets Valve's 400 page naming it.
    let requiredParameters: [String]
    /// false for the few methods Valve answers without a key (news, global achievement shares): any key or none.
    let usesKey: Bool
    let answer: Answer

    init(
        interface: String, method: String, versions: Set<Int>, httpMethods: [String] = ["GET"],
        requiredParameters: [String], usesKey: Bool = true, answer: @escaping Answer
    ) {
        self.interface = interface
        self.method = method
        self.versions = versions
        self.httpMethods = httpMethods
        self.requiredParameters = requiredParameters
        self.usesKey = usesKey
        self.answer = answer
    }

    /// Valve matches names without regard to case, e.g. `IDOTA2Match_570/GetMatchDetails/V001/`.
    func serves(_ path: ValveMethodPath) -> Bool {
        path.interface.lowercased() == interface.lowercased()
            && path.method.lowercased() == method.lowercased()
            && versions.contains(path.version)
    }
}

/// `/<Interface>/<Method>/v<N>/` split into its parts; `v2`, `v0002` and `V002` are all version 2.
struct ValveMethodPath {
    let interface: String
    let method: String
    let version: Int

    init?(_ path: String) {
        let parts = path.split(scalar: "/")
        guard parts.count == 3,
              let letter = parts[2].first, letter == "v" || letter == "V",
              let version = Int(parts[2].dropFirst()), version > 0
        else { return nil }
        interface = String(parts[0])
        method = String(parts[1])
        self.version = version
    }
}
