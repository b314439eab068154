// Turning what a user typed into an account: any SteamID form directly, vanity names through ResolveVanityURL.
import SteamModels

extension SteamAPI {
    /// The account `text` names; a vanity name costs one (cached) ResolveVanityURL call.
    public func account(for text: String) async throws -> SteamID {
        try await identity(for: text).id
    }

    /// The account `text` names, with the vanity name it came through, if any.
    public func identity(for text: String) async throws -> (id: SteamID, vanity: String?) {
        switch try SteamIDInput.parse(text) {
        case .id(let id):
            return (id, nil)
        case .vanity(let name):
            guard let id = try await resolveVanity(name) else { throw WebAPIError.notFound("no account has the vanity name \(quoted(name))") }
            return (id, name)
        }
    }
}
