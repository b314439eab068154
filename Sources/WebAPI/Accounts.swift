// Turning what a user typed into an account: any SteamID form directly, vanity names through ResolveVanityURL.
import SteamModels
import ToolSupport

extension SteamAPI {
    /// The player a vanity name belongs to; one ResolveVanityURL call per run at most, none while the store
    /// remembers it. A name that resolves to a group, or any account but a player's, is refused: it is no input for
    /// the tools downstream.
    public func account(named name: String) async throws -> SteamID {
        guard let id = try await resolveVanity(name) else {
            throw WebAPIError.notFound("no account has the vanity name \(quoted(name))")
        }
        guard id.playerProblem == nil else { throw WebAPIError.notAPlayer(vanity: name, id: id) }
        return id
    }

    /// The accounts `items` name, each with its item; inputs that name none are reported on `report`. Ids cost
    /// nothing; vanity names are resolved side by side.
    public func accounts(
        of items: [InputItem], fields: [String], report: UnitReport
    ) async throws -> [(item: InputItem, text: String, id: SteamID, vanity: String?)] {
        var resolved: [(item: InputItem, text: String, id: SteamID, vanity: String?)?] = Array(repeating: nil, count: items.count)
        try await withThrowingTaskGroup(of: (Int, String, SteamID, String)?.self) { group in
            for (index, item) in items.enumerated() {
                let parsed = try report.check(item) { () throws -> (String, SteamIDInput) in
                    let text = try item.value(fields: fields)
                    return (text, try SteamIDInput.parse(text))
                }
                switch parsed {
                case nil:
                    continue
                case (let text, .id(let id))?:
                    resolved[index] = (item, text, id, nil)
                case (let text, .vanity(let name))?:
                    group.addTask {
                        guard let id = try await report.attempt(item, { try await self.account(named: name) }) else { return nil }
                        return (index, text, id, name)
                    }
                }
            }
            for try await case let (index, text, id, name)? in group {
                resolved[index] = (items[index], text, id, name)
            }
        }
        return resolved.compactMap { $0 }
    }
}
