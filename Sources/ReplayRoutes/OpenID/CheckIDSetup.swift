// checkid_setup: the browser's GET, checked as strictly as a careful provider would, answered with
// a redirect to return_to that carries a positive assertion or a cancel.

import FoundationGaps
import FoundationEssentials

enum CheckIDSetup {
    static func answer(_ request: ReplayRequest, provider: OpenIDProvider) async -> Reply {
        let returnTo: String
        do throws(Refusal) {
            returnTo = try Self.returnTo(of: request.query)
        } catch {
            return .errorPage(400, detail: error.html)
        }
        // Where the client reached the replay: a bare HTTP/1.0 request without Host gets the loopback address.
        let opEndpoint = "http://\(request.host ?? "127.0.0.1")\(OpenIDLogin.path)"
        let fields = await provider.answer(returnTo: returnTo, opEndpoint: opEndpoint)
        return .redirect(to: location(returnTo: returnTo, fields: fields))
    }

    /// `returnTo` with `fields` added to its query, every byte of names and values escaped but A-Z a-z 0-9 - . _ ~,
    /// as Steam escapes them.
    private static func location(returnTo: String, fields: [Query.Item]) -> String {
        let query = fields.map { escaped($0.name) + "=" + escaped($0.value) }.joined(separator: "&")
        return returnTo + (returnTo.contains("?") ? "&" : "?") + query
    }

    private static func escaped(_ text: String) -> String {
        text.percentEncoded(allowing: .unreserved)
    }

    /// A parameter that is wrong, named with what is wrong with it.
    private struct Refusal: Error {
        let parameter: String
        let problem: String

        /// The parameter may be any name a client sent, so the page escapes it.
        var html: String {
            "Parameter '\(parameter)' \(problem)".markupEscaped
        }
    }

    /// return_to, once every parameter checkid_setup needs is there, said once, and as Steam expects it.
    private static func returnTo(of query: Query) throws(Refusal) -> String {
        if let repeated = query.repeatedName {
            throw Refusal(parameter: repeated, problem: "is given more than once")
        }
        try require(query, "openid.ns", is: OpenIDAssertion.namespace)
        try require(query, "openid.mode", is: "checkid_setup")
        guard let returnTo = query["openid.return_to"] else {
            throw Refusal(parameter: "openid.return_to", problem: "is missing")
        }
        guard let url = URLComponents(string: returnTo),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false, !url.path.isEmpty
        else {
            throw Refusal(parameter: "openid.return_to", problem: "must be an absolute http or https URL with a host and a path")
        }
        // The assertion is appended as a query; after a fragment it would never reach the relying party.
        guard url.fragment == nil else {
            throw Refusal(parameter: "openid.return_to", problem: "must not have a fragment (#...)")
        }
        if let realm = query["openid.realm"], !returnTo.hasPrefix(realm) {
            throw Refusal(parameter: "openid.return_to", problem: "must start with openid.realm (\(realm))")
        }
        try require(query, "openid.claimed_id", is: OpenIDAssertion.identifierSelect)
        try require(query, "openid.identity", is: OpenIDAssertion.identifierSelect)
        return returnTo
    }

    private static func require(_ query: Query, _ parameter: String, is expected: String) throws(Refusal) {
        guard let value = query[parameter] else { throw Refusal(parameter: parameter, problem: "is missing") }
        guard value == expected else { throw Refusal(parameter: parameter, problem: "must be \(expected)") }
    }
}
