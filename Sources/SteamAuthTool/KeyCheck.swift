// steam-auth key check: whether Valve takes the configured key, and where the key came from.
import SteamModels
import ToolSupport
import WebAPI

/// The record key check writes.
public struct KeyCheck: Encodable, Sendable {
    public var valid: Bool
    /// "environment" (STEAM_API_KEY) or "file".
    public let source: String
    public let file: String?

    /// Asks Valve once: the record, and Valve's rejection when it did not take the key.
    public static func check(with api: SteamAPI) async throws -> (record: KeyCheck, rejection: WebAPIError?) {
        let key = api.configuration.key
        let file: String? = if case .file(_, let path) = key { path } else { nil }
        let rejection = try await api.keyRejection()
        return (KeyCheck(valid: rejection == nil, source: key.source ?? "", file: file), rejection)
    }

    /// Asks Valve once and writes the record. A rejected key is written as `valid: false` and then thrown, so the
    /// run exits 4.
    public static func write(with api: SteamAPI, to output: RecordWriter) async throws {
        let (record, rejection) = try await check(with: api)
        try output.write(record, from: nil)
        if let rejection { throw rejection }
    }
}
