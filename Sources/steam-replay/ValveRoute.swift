// One Valve Web API method the replay serves: where it lives, which versions exist, what it requires, how it answers.

import FlyingFox

struct ValveRoute: Sendable {
    typealias Answer = @Sendable (_ query: [HTTPRequest.QueryItem], _ world: World) throws -> ValveReply

    let interface: String
    let method: String
    let versions: Set<Int>
    /// Checked before `answer` runs, in this order: the first missing one gets Valve's 400 page naming it.
    let requiredParameters: [String]
    let answer: Answer

    /// Valve matches names without regard to case, e.g. `IDOTA2Match_570/GetMatchDetails/V001/`.
    func serves(_ path: ValveMethodPath) -> Bool {
        path.interface.caseInsensitiveCompare(interface) == .orderedSame
            && path.method.caseInsensitiveCompare(method) == .orderedSame
            && versions.contains(path.version)
    }
}

/// `/<Interface>/<Method>/v<N>/` split into its parts; `v2`, `v0002` and `V002` are all version 2.
struct ValveMethodPath {
    let interface: String
    let method: String
    let version: Int

    init?(_ path: String) {
        let parts = path.split(separator: "/")
        guard parts.count == 3,
              let letter = parts[2].first, letter == "v" || letter == "V",
              let version = Int(parts[2].dropFirst()), version > 0
        else { return nil }
        interface = String(parts[0])
        method = String(parts[1])
        self.version = version
    }
}
