// steam-auth key check: one cheap request that says whether Valve takes the configured key.
import Foundation
import SteamModels
import ToolSupport

/// The record key check writes: whether the key was taken, and where it came from.
public struct KeyCheck: Encodable, Sendable {
    public var valid: Bool
    /// "environment" (STEAM_API_KEY) or "file".
    public let source: String
    public let file: String?
}

extension SteamAPI {
    /// Valve's own example account in its Web API documentation: any account would do, since only the key is judged.
    static let keyProbe = SteamID(id64: 76_561_197_960_287_930)

    /// One GetPlayerSummaries call, never answered from the store: a stored answer would say nothing of the key. A
    /// rejected key is written as `valid: false` and then thrown, so the run exits 4.
    public func writeKeyCheck(to context: ToolContext) async throws {
        if let problem = configuration.key.problem { throw problem }
        let file: String? = if case .file(_, let path) = configuration.key { path } else { nil }
        var check = KeyCheck(valid: true, source: configuration.key.source ?? "", file: file)
        let endpoint = Endpoint.getPlayerSummaries
        let response = try await fetch(endpoint, [("steamids", String(Self.keyProbe.id64))])
        do {
            _ = try outcome(of: response, from: endpoint)
        } catch let error as WebAPIError where error.exitStatus == .authentication {
            check.valid = false
            try context.output.write(check, from: nil)
            throw error
        }
        try context.output.write(check, from: nil)
    }
}
