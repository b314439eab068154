// Whether Valve takes the configured key: one cheap request, never answered from the store.
import SteamModels

extension SteamAPI {
    /// Valve's own example account in its Web API documentation: any account would do, since only the key is judged.
    static let keyProbe = SteamID(id64: 76_561_197_960_287_930)

    /// Nil when Valve takes the key; the rejection when it does not. One GetPlayerSummaries call, never answered from
    /// the store: a stored answer would say nothing of the key. A missing or refused key, and any failure that says
    /// nothing of the key, are thrown (a missing or refused key by `fetch`, before any request).
    public func keyRejection() async throws -> WebAPIError? {
        let endpoint = Endpoint.getPlayerSummaries
        let response = try await fetch(endpoint, [("steamids", String(Self.keyProbe.id64))])
        do {
            _ = try outcome(of: response, from: endpoint)
            return nil
        } catch let error as WebAPIError where error.exitStatus == .authentication {
            return error
        }
    }
}
