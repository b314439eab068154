// Reads the numeric parameters of the Dota methods: a value that is not a number gets Valve's 400 page, naming it.
import ReplayWorld

struct DotaParameterError: Error, CustomStringConvertible {
    let name: String
    let value: String

    var description: String { "Invalid value '\(value)' for parameter '\(name)'" }

    var reply: Reply { .errorPage(400, detail: description) }
}

extension Query {
    /// nil when the parameter is absent.
    func integer(_ name: String) throws(DotaParameterError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text) else { throw DotaParameterError(name: name, value: text) }
        return value
    }

    func unsigned(_ name: String) throws(DotaParameterError) -> UInt64? {
        guard let text = self[name] else { return nil }
        guard let value = UInt64(text) else { throw DotaParameterError(name: name, value: text) }
        return value
    }

    /// `account_id` as a 32-bit account id or a SteamID64 (both are accepted).
    func accountID(_ name: String) throws(DotaParameterError) -> UInt32? {
        guard let number = try unsigned(name) else { return nil }
        let id = number > SteamID64Math.individualBase ? number - SteamID64Math.individualBase : number
        guard let accountID = UInt32(exactly: id) else { throw DotaParameterError(name: name, value: self[name] ?? "") }
        return accountID
    }
}

/// The body Dota methods send for a refused request at HTTP 200: `{"result":{"status":N,"statusDetail":"..."}}`.
struct DotaStatusBody: Encodable {
    struct Result: Encodable {
        let status: Int
        let statusDetail: String
    }

    let result: Result

    static let historyNotAllowed = DotaStatusBody(
        result: .init(status: 15, statusDetail: "Cannot get match history for a user that hasn't allowed it")
    )
    static let nothingRequested = DotaStatusBody(
        result: .init(status: 8, statusDetail: "'matches_requested' must be greater than 0")
    )
}
