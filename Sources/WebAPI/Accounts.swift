// Vanity names to accounts: ResolveVanityURL once per run, and only a player's account is one.
import SteamModels

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
}
