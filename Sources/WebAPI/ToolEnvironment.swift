// ToolEnvironment: the one reader of the environment. Servers, the API key, and where the store, the key file and
// the rate buckets live, following the XDG Base Directory spec.
import Foundation

public struct ToolEnvironment: Sendable {
    public let variables: [String: String]

    public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// `STEAM_API_BASE_URL`, or Valve's server, without a trailing slash.
    public var apiBaseURL: String {
        let base = nonEmpty("STEAM_API_BASE_URL") ?? "https://api.steampowered.com"
        return base.hasSuffix("/") ? String(base.dropLast()) : base
    }

    /// `$STEAM_PIPES_DB`, else `<cache home>/steam-pipes/steam-pipes.sqlite`.
    public var storePath: String {
        nonEmpty("STEAM_PIPES_DB") ?? baseDirectory("XDG_CACHE_HOME", fallback: ".cache") + "/steam-pipes/steam-pipes.sqlite"
    }

    /// `<config home>/steam-pipes/key`: the file `steam-auth key set` writes.
    public var keyFilePath: String {
        baseDirectory("XDG_CONFIG_HOME", fallback: ".config") + "/steam-pipes/key"
    }

    /// `<state home>/steam-pipes`, where the shared rate buckets live.
    public var stateDirectory: URL {
        URL(fileURLWithPath: baseDirectory("XDG_STATE_HOME", fallback: ".local/state") + "/steam-pipes", isDirectory: true)
    }

    /// `STEAM_API_KEY`, else the key file, trimmed; nil when neither holds one.
    public var apiKey: String? {
        if let key = nonEmpty("STEAM_API_KEY")?.trimmingCharacters(in: .whitespacesAndNewlines), !key.isEmpty {
            return key
        }
        guard let data = FileManager.default.contents(atPath: keyFilePath) else { return nil }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? nil : key
    }

    /// The spec: "If an implementation encounters a relative path in any of these variables it should consider the
    /// path invalid and ignore it", and an empty one means the default under `$HOME`. Without `HOME`, the home
    /// directory comes from the user database.
    private func baseDirectory(_ variable: String, fallback: String) -> String {
        if let value = variables[variable], value.hasPrefix("/") { return value }
        let home = nonEmpty("HOME") ?? FileManager.default.homeDirectoryForCurrentUser.path
        return (home as NSString).appendingPathComponent(fallback)
    }

    private func nonEmpty(_ variable: String) -> String? {
        variables[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
