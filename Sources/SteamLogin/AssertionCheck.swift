// The checks Steam's answer must pass, apart from any I/O (the clock is passed in): first the assertion itself, then
// Steam's own word on it. Steam runs OpenID statelessly, so these and check_authentication are all that stand
// between a forged callback and a signed-in account.
import FoundationEssentials
import SteamModels

/// A positive assertion that passed every check this machine can make alone.
public struct Assertion: Sendable, Equatable {
    public let account: SteamID
    public let nonce: String
    public let returnTo: String
    /// Every openid.* field as received, in order: check_authentication sends them back unchanged.
    public let fields: [FormField]

    /// The check_authentication body: the assertion's fields, unchanged but for the mode.
    public var checkAuthenticationForm: Data {
        let fields = fields.map { $0.name == "openid.mode" ? FormField("openid.mode", "check_authentication") : $0 }
        return Data(FormEncoding.encode(fields).utf8)
    }
}

public enum AssertionVerdict: Sendable, Equatable {
    case cancelled
    case asserted(Assertion)
}

public enum AssertionCheck {
    /// How far a nonce's time may be from this machine's clock, either way.
    public static let freshness: TimeInterval = 300

    /// What the callback's query says: a cancel, or an assertion from `provider` for a player with a fresh nonce. The
    /// assertion's return_to is compared by the caller, after the nonce is presented, so that an assertion replayed
    /// to a later sign-in is named as the replay it is.
    public static func verify(_ query: [FormField], provider: String, now: Date) throws(LoginError) -> AssertionVerdict {
        let fields = query.filter { $0.name.hasPrefix("openid.") }
        var values: [String: String] = [:]
        for field in fields {
            // A second claimed_id or return_to must not let one reader see one value and another reader the other.
            guard values.updateValue(field.value, forKey: String(field.name.dropFirst("openid.".count))) == nil else {
                throw .refused("\(field.name) appears twice")
            }
        }
        func value(_ key: String) throws(LoginError) -> String {
            guard let value = values[key] else { throw .refused("openid.\(key) is missing") }
            return value
        }
        let namespace = try value("ns")
        guard namespace == OpenID.namespace else { throw .refused("openid.ns is \(quoted(namespace)), not \(OpenID.namespace)") }
        switch try value("mode") {
        case "cancel": return .cancelled
        case "id_res": break
        case let mode: throw .refused("openid.mode is \(quoted(mode)), not id_res")
        }
        let endpoint = try value("op_endpoint")
        guard endpoint == provider else {
            throw .refused("openid.op_endpoint is \(quoted(endpoint, limit: 100)), not \(provider)")
        }
        let claimed = try value("claimed_id")
        guard let account = player(claimedID: claimed) else {
            throw .refused("openid.claimed_id \(quoted(claimed, limit: 100)) is not https://steamcommunity.com/openid/id/<a player's steamid64>")
        }
        guard try value("identity") == claimed else { throw .refused("openid.identity is not openid.claimed_id") }
        let signed = Set(try value("signed").split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        let unsigned = OpenID.requiredSigned.subtracting(signed).sorted()
        guard unsigned.isEmpty else { throw .refused("openid.signed leaves out \(unsigned.joined(separator: ", "))") }
        if let absent = signed.sorted().first(where: { values[$0] == nil }) {
            throw .refused("openid.signed names openid.\(absent), which is missing")
        }
        guard try !value("sig").isEmpty else { throw .refused("openid.sig is empty") }
        let nonce = try value("response_nonce")
        try checkFreshness(of: nonce, now: now)
        return .asserted(Assertion(account: account, nonce: nonce, returnTo: try value("return_to"), fields: fields))
    }

    /// Whether Steam's check_authentication answer confirms the assertion: OpenID key-value form, parsed line by
    /// line, with ns OpenID 2.0 and is_valid exactly true. A substring test would take `_is_valid:true` or
    /// `is_valid:true:is_valid:true`; a split at each line's first colon takes neither.
    public static func confirm(_ answer: Data) throws(LoginError) {
        let pairs = try KeyValueForm.parse(answer)
        guard let namespace = pairs["ns"] else { throw .notConfirmed("its answer has no ns line") }
        guard namespace == OpenID.namespace else { throw .notConfirmed("its answer's ns is \(quoted(namespace)), not \(OpenID.namespace)") }
        switch pairs["is_valid"] {
        case "true"?: return
        case "false"?: throw .notConfirmed("it answered is_valid:false (an answer it did not issue, altered, or already checked)")
        case let other?: throw .notConfirmed("its answer's is_valid is \(quoted(other)), not true")
        case nil: throw .notConfirmed("its answer has no is_valid line")
        }
    }

    /// The player a claimed_id names. Steam sends https; captures from 2017 show http, and a trailing slash is allowed.
    static func player(claimedID: String) -> SteamID? {
        guard let match = claimedID.wholeMatch(of: /https?:\/\/steamcommunity\.com\/openid\/id\/([0-9]{17})\/?/),
              let id64 = UInt64(match.output.1)
        else { return nil }
        let id = SteamID(id64: id64)
        return id.playerProblem == nil ? id : nil
    }

    /// A nonce starts with its UTC time, `2024-06-30T18:11:11Z`, which must be within `freshness` of now.
    static func checkFreshness(of nonce: String, now: Date) throws(LoginError) {
        let stamp = String(nonce.prefix(20))
        guard stamp.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/) != nil,
              let time = try? Date(stamp, strategy: .iso8601),
              time.formatted(.iso8601) == stamp
        else { throw .refused("openid.response_nonce \(quoted(nonce)) does not start with a UTC time like 2024-06-30T18:11:11Z") }
        let age = now.timeIntervalSince(time)
        guard abs(age) <= freshness else {
            // Rounded up: an age of 300.4 s is refused, and "300 s" would read as within the limit.
            let seconds = Int(abs(age).rounded(.up))
            let side = age > 0 ? "before" : "after"
            throw .refused("openid.response_nonce is from \(stamp), \(seconds) s \(side) this machine's clock; at most \(Int(freshness)) s are allowed")
        }
    }
}

/// OpenID 2.0 §4.1.1: `key:value` lines, each ended by a newline (a missing last one is forgiven). A line without a
/// colon, an empty key or a key given twice makes the whole answer unreadable.
enum KeyValueForm {
    static func parse(_ body: Data) throws(LoginError) -> [String: String] {
        guard let text = String(validating: body, as: UTF8.self) else { throw .notConfirmed("its answer is not UTF-8 text") }
        // By byte: "\r\n" is one Character, which a Character search for "\r" does not find.
        guard !text.utf8.contains(UInt8(ascii: "\r")) else { throw .notConfirmed("its answer has CRLF line ends, where OpenID's key-value form has LF") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { throw .notConfirmed("its answer is empty") }
        var pairs: [String: String] = [:]
        for (index, line) in lines.enumerated() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw .notConfirmed("line \(index + 1) of its answer is not key:value: \(quoted(String(line)))")
            }
            let key = String(line[..<colon])
            guard pairs.updateValue(String(line[line.index(after: colon)...]), forKey: key) == nil else {
                throw .notConfirmed("its answer gives \(quoted(key)) twice")
            }
        }
        return pairs
    }
}
