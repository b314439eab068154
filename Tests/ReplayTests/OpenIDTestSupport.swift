// Steam OpenID as a relying party drives it against the in-process replay: checkid_setup parameters, the redirect's
// fields read back strictly, and check_authentication forms encoded as a careful client encodes them.

import Foundation
import Testing
@testable import ReplayRoutes
@testable import ReplayWorld

enum OpenIDWire {
    static let namespace = "http://specs.openid.net/auth/2.0"
    static let identifierSelect = "http://specs.openid.net/auth/2.0/identifier_select"
    static let returnTo = "http://localhost:8080/auth/steam"
    /// The Host header the in-process requests carry, as a client of a replay on that port would send it.
    static let host = "127.0.0.1:41234"
    static let names = [
        "openid.ns", "openid.mode", "openid.op_endpoint", "openid.claimed_id", "openid.identity", "openid.return_to",
        "openid.response_nonce", "openid.assoc_handle", "openid.signed", "openid.sig",
    ]

    /// checkid_setup's parameters in the usual order; `replacing` swaps values by name, nil leaves one out.
    static func setup(returnTo: String = returnTo, replacing changes: [String: String?] = [:]) -> [(String, String)] {
        let parameters = [
            ("openid.ns", namespace), ("openid.mode", "checkid_setup"), ("openid.return_to", returnTo),
            ("openid.realm", "http://localhost:8080/"), ("openid.claimed_id", identifierSelect),
            ("openid.identity", identifierSelect),
        ]
        return parameters.compactMap { name, value in
            guard let change = changes[name] else { return (name, value) }
            return change.map { (name, $0) }
        }
    }

    /// Escapes all but A-Z a-z 0-9 - . _ ~, so "+" travels as %2B.
    static func escaped(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    static func form(_ fields: [(String, String)]) -> String {
        fields.map { escaped($0.0) + "=" + escaped($0.1) }.joined(separator: "&")
    }
}

/// A 302's Location split into what return_to was and the fields the replay added, each checked to be escaped
/// exactly as Steam escapes it.
struct Redirect {
    let base: String
    let fields: [(name: String, value: String)]

    init(_ answer: ReplayAnswer, returnTo: String = OpenIDWire.returnTo) throws {
        #expect(answer.status == 302)
        let location = try #require(answer.headers["Location"])
        try #require(location.hasPrefix(returnTo), "\(location)")
        let separator = returnTo.contains("?") ? "&" : "?"
        let rest = location.dropFirst(returnTo.count)
        try #require(rest.hasPrefix(separator), "\(location)")
        base = returnTo
        fields = try rest.dropFirst().split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            try #require(parts.count == 2)
            let value = try #require(parts[1].removingPercentEncoding)
            #expect(OpenIDWire.escaped(value) == parts[1], "not strictly escaped: \(pair)")
            return (parts[0], value)
        }
    }

    subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The fields as a relying party posts them back: all of them, mode changed, `changes` applied (nil drops one).
    func checkAuthenticationForm(replacing changes: [String: String?] = [:]) -> String {
        OpenIDWire.form(fields.compactMap { name, value in
            let value = name == "openid.mode" ? "check_authentication" : value
            guard let change = changes[name] else { return (name, value) }
            return change.map { (name, $0) }
        })
    }
}

extension InProcessReplay {
    func checkIDSetup(_ parameters: [(String, String)], host: String? = OpenIDWire.host) async -> ReplayAnswer {
        await service.answer(method: "GET", path: "/openid/login", query: Self.query(parameters), host: host)
    }

    func checkAuthentication(_ form: String) async -> ReplayAnswer {
        await service.answer(method: "POST", path: "/openid/login", body: Data(form.utf8), host: OpenIDWire.host)
    }

    /// A login with the default parameters, read back.
    func login() async throws -> Redirect {
        try Redirect(await checkIDSetup(OpenIDWire.setup()))
    }

    /// The body check_authentication answers with, or nil for any other status.
    func verdict(_ form: String) async -> String? {
        let answer = await checkAuthentication(form)
        return answer.status == 200 ? answer.text : nil
    }

    func openIDStatus() async throws -> [String: Any] {
        try await control("GET", "/_replay/openid").json()
    }
}

enum Verdict {
    static let valid = "ns:http://specs.openid.net/auth/2.0\nis_valid:true\n"
    static let invalid = "ns:http://specs.openid.net/auth/2.0\nis_valid:false\n"
}
