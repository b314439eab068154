// From inputs to accounts: any SteamID form directly, vanity names through the client, side by side; an input that
// names no account is reported against its line, and the others go on.
import SteamModels
import ToolSupport
import WebAPI

/// An input that names an account.
public struct AccountInput: Sendable {
    public let item: InputItem
    /// The id or name as the input gave it.
    public let text: String
    public let id: SteamID
    /// The vanity name, when the input was one.
    public let vanity: String?

    /// The fields the Dota tools read an account from: dota-matches, and dota-detail stored, which takes accounts as
    /// dota-matches takes them.
    public static let dotaFields = ["steamid", "account_id"]

    /// The accounts `items` name, in input order; inputs that name none are reported on `report`. Ids cost nothing;
    /// vanity names are resolved side by side.
    public static func resolve(
        _ items: [InputItem], fields: [String], api: SteamAPI, report: UnitReport
    ) async throws -> [AccountInput] {
        var resolved: [AccountInput?] = Array(repeating: nil, count: items.count)
        try await withThrowingTaskGroup(of: (Int, AccountInput)?.self) { group in
            for (index, item) in items.enumerated() {
                let parsed = try report.check(item) { () throws -> (String, SteamIDInput) in
                    let text = try item.value(fields: fields)
                    return (text, try SteamIDInput.parse(text))
                }
                switch parsed {
                case nil:
                    continue
                case (let text, .id(let id))?:
                    resolved[index] = AccountInput(item: item, text: text, id: id, vanity: nil)
                case (let text, .vanity(let name))?:
                    group.addTask {
                        guard let id = try await report.attempt(item, { try await api.account(named: name) }) else { return nil }
                        return (index, AccountInput(item: item, text: text, id: id, vanity: name))
                    }
                }
            }
            for try await case let (index, account)? in group {
                resolved[index] = account
            }
        }
        return resolved.compactMap { $0 }
    }

    /// Runs `body` on the account each input names, one input after another; an input that names none is reported
    /// and passed over.
    public static func each(
        _ items: [InputItem], fields: [String], api: SteamAPI, report: UnitReport,
        _ body: (AccountInput) async throws -> Void
    ) async throws {
        for item in items {
            guard let account = try await resolve([item], fields: fields, api: api, report: report).first else { continue }
            try await body(account)
        }
    }
}
